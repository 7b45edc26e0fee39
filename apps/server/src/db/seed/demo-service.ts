import { geoCellOf } from '@yunzhan/common/entities/service/geo-cell';
import type { Kysely } from 'kysely';
import { siteId, stableId } from './ids.js';
import { SEED_BY, type SeedContext } from './util.js';

/** [name, kind, area code, address, longitude, latitude, phone] */
type Point = [string, string, string, string, number, number, string];

interface ServiceDemo {
  /** Header menu items of the site to the service pages: [name, site path] */
  menus: [string, string][];
  points: Point[];
  policies: [title: string, body: string][];
  dealers: [name: string, area: string, address: string, phone: string, authNo: string, validUntil: string][];
  /** [customer, phone, fault, status after the moves, the moves' reasons] */
  repairs: [string, string, string, string, string[]][];
}

const HOURS = '09:00-18:00';
const DEMO: Record<'cn' | 'en', ServiceDemo> = {
  cn: {
    menus: [
      ['服务网点', '/serviceNetwork'],
      ['保修查询', '/warranty'],
      ['维修服务', '/repair'],
      ['经销商查询', '/dealer'],
    ],
    points: [
      [
        '深圳南山维修中心',
        'repair_center',
        '440305',
        '深圳市南山区科技园科苑路 15 号',
        113.9469,
        22.5404,
        '0755-86001234',
      ],
      ['深圳福田体验店', 'store', '440304', '深圳市福田区福华三路 88 号', 114.0553, 22.5362, '0755-83001234'],
      ['广州天河维修中心', 'repair_center', '440106', '广州市天河区天河路 208 号', 113.3245, 23.1325, '020-38001234'],
      [
        '北京海淀维修中心',
        'repair_center',
        '110108',
        '北京市海淀区中关村大街 27 号',
        116.3162,
        39.9835,
        '010-62001234',
      ],
      ['上海浦东授权服务点', 'authorized', '310115', '上海市浦东新区张杨路 500 号', 121.5177, 31.2304, '021-58001234'],
    ],
    policies: [
      ['整机保修政策', '<p>自购买之日起，整机享受 12 个月免费保修；主要部件享受 24 个月保修。</p>'],
      ['7 天无理由退货', '<p>自签收之日起 7 天内，商品完好可申请无理由退货。</p>'],
    ],
    dealers: [
      [
        '深圳云站数码专营店',
        '440304',
        '深圳市福田区华强北路 1001 号',
        '0755-83990001',
        'YZ-AUTH-2026-001',
        '2027-12-31',
      ],
      ['广州云站授权体验店', '440106', '广州市天河区体育西路 101 号', '020-38990002', 'YZ-AUTH-2026-002', '2027-06-30'],
    ],
    repairs: [
      ['李女士', '13800138000', '笔记本电脑无法开机，充电指示灯不亮', 'pending', []],
      [
        '张先生',
        '13912345678',
        '屏幕出现竖线，偶尔闪烁',
        'repairing',
        ['已收到寄修设备', '检测为屏幕排线故障，更换中'],
      ],
    ],
  },
  en: {
    menus: [
      ['Service points', '/serviceNetwork'],
      ['Warranty', '/warranty'],
      ['Repairs', '/repair'],
      ['Dealers', '/dealer'],
    ],
    points: [
      [
        'Shenzhen Service Center',
        'repair_center',
        '440305',
        '15 Keyuan Rd, Nanshan, Shenzhen',
        113.9469,
        22.5404,
        '+86 755 8600 1234',
      ],
      [
        'Shanghai Authorised Service Point',
        'authorized',
        '310115',
        '500 Zhangyang Rd, Pudong, Shanghai',
        121.5177,
        31.2304,
        '+86 21 5800 1234',
      ],
    ],
    policies: [['Warranty policy', '<p>Every device carries a 12-month warranty from the date of purchase.</p>']],
    dealers: [
      [
        'Yunzhan Store Shenzhen',
        '440304',
        '1001 Huaqiangbei Rd, Shenzhen',
        '+86 755 8399 0001',
        'YZ-AUTH-2026-101',
        '2027-12-31',
      ],
    ],
    repairs: [],
  },
};

const MOVES = ['accepted', 'repairing', 'repaired', 'returned'];

/** Demo rows of 服务支持 for the two demo sites: service points, policies, dealers, warranties and repair requests. */
export async function seedServiceDemo(ctx: SeedContext): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: engine tables, outside the typed schema
  const db: Kysely<any> = ctx.db.withoutPlugins();
  const audit = { create_by: SEED_BY, create_time: ctx.now };
  for (const [code, demo] of Object.entries(DEMO)) {
    const site = siteId(code);
    const id = (kind: string, key: string) => stableId(`${kind}:${code}:${key}`);
    const row = { site_id: site, ...audit };
    await db
      .insertInto('cms_site_menu')
      .values(
        demo.menus.map(([name, path], i) => ({
          id: id('menu', path),
          ...{ name, position: 'header', link_type: 'url', link_value: path, sort_no: 10 + i, visible: 'Y' },
          ...{ new_window: 'N', ...row },
        })),
      )
      .execute();
    await db
      .insertInto('cms_service_network')
      .values(
        demo.points.map(([name, kind, area, address, longitude, latitude, phone]) => ({
          id: id('network', name),
          ...{ name, kind, area, address, longitude, latitude, geo_cell: geoCellOf(latitude, longitude), phone },
          ...{ opening_hours: HOURS, status: 'open', ...row },
        })),
      )
      .execute();
    await db
      .insertInto('cms_service_policy')
      .values(
        demo.policies.map(([title, body], i) => ({
          id: id('policy', title),
          ...{ title, body, effective_date: ctx.now.slice(0, 10), status: 'published', publish_time: ctx.now },
          ...{ sort_no: i, del_flag: 0, ...row },
        })),
      )
      .execute();
    await db
      .insertInto('cms_dealer')
      .values(
        demo.dealers.map(([name, area, address, phone, authNo, validUntil]) => ({
          id: id('dealer', authNo),
          ...{ name, area, address, phone, auth_no: authNo, valid_until: validUntil, ...row },
        })),
      )
      .execute();
    // Warranties name a product: seeded when the site's demo products exist (the product group seeds them).
    const product = await db
      .selectFrom('cms_product')
      .select('id')
      .where('site_id', '=', site)
      .limit(1)
      .executeTakeFirst();
    if (product) {
      await db
        .insertInto('cms_guarantee')
        .values(
          ['2025-03-15', '2026-06-01'].map((purchase, i) => ({
            id: id('guarantee', String(i)),
            ...{
              serial_no: `YZ-SN-${code.toUpperCase()}-000${i + 1}`,
              product_id: product.id,
              purchase_date: purchase,
            },
            ...{ warranty_months: 12, expiry_date: `${Number(purchase.slice(0, 4)) + 1}${purchase.slice(4)}` },
            ...{ channel: 'online', ...row },
          })),
        )
        .execute();
    }
    for (const [i, [customer, phone, fault, status, reasons]] of demo.repairs.entries()) {
      const repairId = id('repair', String(i));
      await db
        .insertInto('cms_repair')
        .values({
          id: repairId,
          ...{
            number: `WX${ctx.now.slice(0, 10).replaceAll('-', '')}${String(10000001 + i)}`,
            customer_name: customer,
          },
          ...{ phone, fault, address: '深圳市南山区科技园', status, ip: '127.0.0.1', ...row },
        })
        .execute();
      if (!reasons.length) continue;
      await db
        .insertInto('cms_repair_log')
        .values(
          reasons.map((reason, k) => ({
            id: id('repair-log', `${i}-${k}`),
            ...{ repair_id: repairId, from_status: k ? MOVES[k - 1] : 'pending', to_status: MOVES[k] },
            ...{ operator: '管理员（admin）', time: ctx.now, reason, ...row },
          })),
        )
        .execute();
    }
  }
}
