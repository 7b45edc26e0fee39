import type { Kysely } from 'kysely';
import { demoPng, type Shape } from './demo-png.js';
import { stableId } from './ids.js';
import { type DemoFiles, SEED_BY } from './util.js';

type Lang = 'cn' | 'en';
type Text = readonly [cn: string, en: string];
type Rgb = readonly [number, number, number];
/** [code, name, input kind, options, unit, required, filterable] */
type AttrDemo = readonly [string, Text, string, string | null, string | null, 'Y' | 'N', 'Y' | 'N'];
/** [modelNo, series, attribute values by code, specification values in template order] */
type ProductDemo = readonly [string, string, Record<string, string>, readonly string[]];

interface TypeDemo {
  code: string;
  name: Text;
  picture(colour: Rgb): Shape[];
  attrs: readonly AttrDemo[];
  /** [group, name, unit] */
  params: readonly (readonly [Text, Text, string | null])[];
  products: readonly ProductDemo[];
}

const LOOK: Text = ['外观', 'Design'];
const PERF: Text = ['性能', 'Performance'];
const PORTS: Text = ['接口', 'Ports'];
const DARK: Rgb = [40, 44, 52];

const TYPES: readonly TypeDemo[] = [
  {
    code: 'laptop',
    name: ['笔记本电脑', 'Laptops'],
    picture: (c) => [
      [70, 30, 180, 110, DARK],
      [78, 38, 164, 94, c],
      [40, 140, 240, 16, [120, 124, 130]],
    ],
    attrs: [
      ['memory', ['内存', 'Memory'], 'dictionary', '8GB,16GB,32GB', null, 'Y', 'Y'],
      ['cpu', ['处理器', 'Processor'], 'dictionary', 'Core i5,Core i7,Core Ultra 7', null, 'N', 'Y'],
      ['weight', ['重量', 'Weight'], 'number', null, 'kg', 'N', 'N'],
    ],
    params: [
      [LOOK, ['屏幕尺寸', 'Screen size'], '英寸'],
      [LOOK, ['颜色', 'Colour'], null],
      [PERF, ['处理器', 'Processor'], null],
      [PERF, ['内存', 'Memory'], 'GB'],
      [PERF, ['硬盘', 'Storage'], 'GB'],
      [PORTS, ['USB-C', 'USB-C'], '个'],
      [PORTS, ['HDMI', 'HDMI'], '个'],
    ],
    products: [
      [
        'YZ-B14-01',
        'Book',
        { memory: '16GB', cpu: 'Core i5', weight: '1.3' },
        ['14', '银色', 'Core i5', '16', '512', '2', '1'],
      ],
      [
        'YZ-B14-02',
        'Book',
        { memory: '32GB', cpu: 'Core i7', weight: '1.3' },
        ['14', '银色', 'Core i7', '32', '1024', '2', '1'],
      ],
      [
        'YZ-B16-01',
        'Book',
        { memory: '16GB', cpu: 'Core i7', weight: '1.8' },
        ['16', '深空灰', 'Core i7', '16', '1024', '2', '1'],
      ],
      [
        'YZ-A13-01',
        'Air',
        { memory: '8GB', cpu: 'Core i5', weight: '1.1' },
        ['13.3', '金色', 'Core i5', '8', '256', '2', '0'],
      ],
      [
        'YZ-A13-02',
        'Air',
        { memory: '16GB', cpu: 'Core Ultra 7', weight: '1.1' },
        ['13.3', '银色', 'Core Ultra 7', '16', '512', '2', '0'],
      ],
      [
        'YZ-P16-01',
        'Pro',
        { memory: '32GB', cpu: 'Core Ultra 7', weight: '2.0' },
        ['16', '黑色', 'Core Ultra 7', '32', '2048', '3', '1'],
      ],
      [
        'YZ-P16-02',
        'Pro',
        { memory: '16GB', cpu: 'Core i7', weight: '2.1' },
        ['16', '黑色', 'Core i7', '16', '1024', '3', '1'],
      ],
      [
        'YZ-P14-01',
        'Pro',
        { memory: '16GB', cpu: 'Core Ultra 7', weight: '1.5' },
        ['14', '深空灰', 'Core Ultra 7', '16', '1024', '2', '1'],
      ],
    ],
  },
  {
    code: 'monitor',
    name: ['显示器', 'Monitors'],
    picture: (c) => [
      [50, 25, 220, 130, DARK],
      [58, 33, 204, 114, c],
      [150, 155, 20, 25, [120, 124, 130]],
      [110, 178, 100, 8, [120, 124, 130]],
    ],
    attrs: [
      ['size', ['尺寸', 'Size'], 'dictionary', '24,27,32', '英寸', 'Y', 'Y'],
      ['resolution', ['分辨率', 'Resolution'], 'dictionary', 'FHD,QHD,4K', null, 'Y', 'Y'],
      ['refresh', ['刷新率', 'Refresh rate'], 'number', null, 'Hz', 'N', 'N'],
    ],
    params: [
      [LOOK, ['屏幕尺寸', 'Screen size'], '英寸'],
      [PERF, ['分辨率', 'Resolution'], null],
      [PERF, ['刷新率', 'Refresh rate'], 'Hz'],
      [PERF, ['亮度', 'Brightness'], 'nits'],
      [PORTS, ['DisplayPort', 'DisplayPort'], '个'],
      [PORTS, ['HDMI', 'HDMI'], '个'],
    ],
    products: [
      [
        'YZ-M24-01',
        'View',
        { size: '24', resolution: 'FHD', refresh: '75' },
        ['24', '1920×1080', '75', '250', '1', '1'],
      ],
      [
        'YZ-M24-02',
        'View',
        { size: '24', resolution: 'QHD', refresh: '144' },
        ['24', '2560×1440', '144', '300', '1', '2'],
      ],
      [
        'YZ-M27-01',
        'View',
        { size: '27', resolution: 'QHD', refresh: '165' },
        ['27', '2560×1440', '165', '350', '1', '2'],
      ],
      [
        'YZ-M27-02',
        'Studio',
        { size: '27', resolution: '4K', refresh: '60' },
        ['27', '3840×2160', '60', '400', '2', '1'],
      ],
      [
        'YZ-M32-01',
        'Studio',
        { size: '32', resolution: '4K', refresh: '144' },
        ['32', '3840×2160', '144', '600', '2', '2'],
      ],
      [
        'YZ-G27-01',
        'Game',
        { size: '27', resolution: 'QHD', refresh: '240' },
        ['27', '2560×1440', '240', '400', '1', '2'],
      ],
      [
        'YZ-G32-01',
        'Game',
        { size: '32', resolution: '4K', refresh: '165' },
        ['32', '3840×2160', '165', '600', '1', '2'],
      ],
    ],
  },
  {
    code: 'router',
    name: ['路由器', 'Routers'],
    picture: (c) => [
      [60, 110, 200, 50, c],
      [90, 40, 10, 70, DARK],
      [220, 40, 10, 70, DARK],
      [80, 130, 160, 6, DARK],
    ],
    attrs: [
      ['wifi', ['无线标准', 'Wi-Fi standard'], 'dictionary', 'Wi-Fi 6,Wi-Fi 7', null, 'Y', 'Y'],
      ['mesh', ['组网', 'Mesh'], 'multi', 'Mesh,EasyMesh', null, 'N', 'Y'],
    ],
    params: [
      [LOOK, ['天线', 'Antennas'], '根'],
      [PERF, ['无线速率', 'Wireless speed'], 'Mbps'],
      [PORTS, ['千兆网口', 'Gigabit ports'], '个'],
      [PORTS, ['2.5G网口', '2.5G ports'], '个'],
    ],
    products: [
      ['YZ-R6-01', 'Link', { wifi: 'Wi-Fi 6' }, ['4', '3000', '4', '0']],
      ['YZ-R6-02', 'Link', { wifi: 'Wi-Fi 6', mesh: 'Mesh' }, ['6', '5400', '3', '1']],
      ['YZ-R7-01', 'Link Pro', { wifi: 'Wi-Fi 7', mesh: 'Mesh|EasyMesh' }, ['6', '9300', '3', '1']],
      ['YZ-R7-02', 'Link Pro', { wifi: 'Wi-Fi 7', mesh: 'Mesh' }, ['8', '19000', '2', '2']],
      ['YZ-R7-03', 'Link Max', { wifi: 'Wi-Fi 7', mesh: 'Mesh|EasyMesh' }, ['8', '19000', '4', '2']],
    ],
  },
];

/** [model, name, price, compatible product types] */
const FITTINGS: readonly (readonly [string, Text, number, string])[] = [
  ['YZ-AC65', ['65W 氮化镓充电器', '65W GaN charger'], 199, 'laptop'],
  ['YZ-DOCK8', ['八合一扩展坞', '8-in-1 dock'], 299, 'laptop'],
  ['YZ-ARM1', ['显示器支架', 'Monitor arm'], 259, 'monitor'],
  ['YZ-MESH1', ['Mesh 子路由', 'Mesh satellite'], 399, 'router'],
];

/** Words of the demo values in the English site. */
const EN: Readonly<Record<string, string>> = {
  银色: 'Silver',
  深空灰: 'Space grey',
  金色: 'Gold',
  黑色: 'Black',
  英寸: 'in',
  个: '',
  根: '',
};

const tint = (c: Rgb): Rgb =>
  [c[0], c[1], c[2]].map((v) => Math.round(255 - (255 - v) / 6)) as [number, number, number];

const COLOURS: readonly Rgb[] = [
  [22, 119, 255],
  [19, 194, 194],
  [114, 46, 209],
  [250, 140, 22],
  [82, 196, 26],
];

/**
 * The demo catalogue of one site: 3 product types with attributes and parameter templates, 20 published products
 * (attribute values, specification tables, cover and gallery pictures drawn at seed time) and fittings.
 */
export async function seedDemoProducts(
  // biome-ignore lint/suspicious/noExplicitAny: engine tables, outside the typed schema
  db: Kysely<any>,
  lang: Lang,
  site: string,
  now: string,
  files?: DemoFiles,
): Promise<void> {
  const i18n = (t: Text) => (lang === 'cn' ? t[0] : t[1]);
  const word = (v: string | null) => (lang === 'en' && v !== null && v in EN ? EN[v] || null : v);
  const id = (kind: string, key: string) => stableId(`${kind}:${lang}:${key}`);
  const own = { site_id: site, create_by: SEED_BY, create_time: now };
  const day = now.slice(0, 10).replaceAll('-', '');
  const picture = async (key: string, shapes: Shape[], tone: Rgb) => {
    if (!files) return null;
    const file = `cms/${day}/${id('picture', key)}.png`;
    const light: Rgb = [245, 246, 248];
    await files.write(file, demoPng(320, 200, key.endsWith('-2') ? tint(tone) : light, shapes));
    return file;
  };
  const productIds = new Map<string, string[]>();
  let n = 0;
  for (const [t, type] of TYPES.entries()) {
    const typeId = id('productType', type.code);
    await db
      .insertInto('cms_product_type')
      .values({ id: typeId, name: i18n(type.name), code: type.code, sort_no: t, ...own })
      .execute();
    await db
      .insertInto('cms_product_attribute')
      .values(
        type.attrs.map(([code, name, kind, options, unit, required, filterable], i) => ({
          id: id('productAttribute', `${type.code}.${code}`),
          ...{
            type_id: typeId,
            code,
            name: i18n(name),
            input_kind: kind,
            options,
            unit: word(unit),
            required,
            filterable,
          },
          sort_no: i,
          ...own,
        })),
      )
      .execute();
    await db
      .insertInto('cms_product_parameter')
      .values(
        type.params.map(([group, name, unit], i) => ({
          id: id('productParameter', `${type.code}.${i}`),
          ...{ type_id: typeId, group_name: i18n(group), name: i18n(name), unit: word(unit), sort_no: i },
          ...own,
        })),
      )
      .execute();
    for (const [modelNo, series, attrs, specs] of type.products) {
      const productId = id('product', modelNo);
      const tone = COLOURS[n % COLOURS.length];
      const shapes = type.picture(tone);
      const name = lang === 'cn' ? `云站 ${series} ${i18n(type.name)} ${modelNo}` : `Yunzhan ${series} ${modelNo}`;
      await db
        .insertInto('cms_product')
        .values({
          id: productId,
          ...{ type_id: typeId, name, model_no: modelNo, series, cover: await picture(`${modelNo}-1`, shapes, tone) },
          summary:
            lang === 'cn'
              ? `${series} 系列${i18n(type.name)}，型号 ${modelNo}。`
              : `${series} series, model ${modelNo}.`,
          detail: `<p>${name}</p>`,
          ...{ launch_date: `2026-0${(n % 9) + 1}-15`, end_of_life: 'N', slug: modelNo.toLowerCase() },
          ...{ status: 'published', publish_time: now, sort_no: n, del_flag: 0, ...own },
        })
        .execute();
      productIds.set(type.code, [...(productIds.get(type.code) ?? []), productId]);
      const values = Object.entries(attrs).flatMap(([code, value]) =>
        value.split('|').map((v) => ({
          id: id('productAttrValue', `${modelNo}.${code}.${v}`),
          ...{ product_id: productId, attribute_id: id('productAttribute', `${type.code}.${code}`), value: v, ...own },
        })),
      );
      await db.insertInto('cms_product_attr_value').values(values).execute();
      await db
        .insertInto('cms_product_spec')
        .values(
          type.params.map(([group, param, unit], i) => ({
            id: id('productSpec', `${modelNo}.${i}`),
            ...{
              product_id: productId,
              group_name: i18n(group),
              name: i18n(param),
              value: word(specs[i]),
              unit: word(unit),
            },
            ...{ sort_no: i + 1, ...own },
          })),
        )
        .execute();
      const gallery = [await picture(`${modelNo}-1`, shapes, tone), await picture(`${modelNo}-2`, shapes, tone)];
      if (gallery[0]) {
        await db
          .insertInto('cms_product_image')
          .values(
            gallery.map((image, i) => ({
              id: id('productImage', `${modelNo}.${i}`),
              ...{ product_id: productId, image, caption: null, sort_no: i + 1, ...own },
            })),
          )
          .execute();
      }
      n++;
    }
  }
  for (const [i, [model, name, price, typeCode]] of FITTINGS.entries()) {
    const fittingId = id('fitting', model);
    const image = await picture(model, [[110, 70, 100, 60, COLOURS[i]]], COLOURS[i]);
    await db
      .insertInto('cms_fitting')
      .values({ id: fittingId, name: i18n(name), model, image, price, sort_no: i, ...own })
      .execute();
    await db
      .insertInto('cms_fitting_products')
      .values(
        (productIds.get(typeCode) ?? []).map((p) => ({
          id: id('fittingLink', `${model}.${p}`),
          owner_id: fittingId,
          target_id: p,
        })),
      )
      .execute();
  }
}
