import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { stableId } from './ids.js';
import { SEED_BY, type SeedContext } from './util.js';

type Lang = 'cn' | 'en';
// biome-ignore lint/suspicious/noExplicitAny: engine tables, outside the typed schema
type AnyDb = Kysely<any>;

/** [key, name, family, architecture] */
const OS: Record<Lang, [string, string, string, string][]> = {
  cn: [
    ['win11', 'Windows 11 64 位', 'windows', 'x64'],
    ['win10', 'Windows 10 64 位', 'windows', 'x64'],
    ['mac15', 'macOS 15', 'macos', 'universal'],
    ['mac14', 'macOS 14', 'macos', 'universal'],
    ['ubuntu', 'Ubuntu 24.04', 'linux', 'x64'],
    ['android15', 'Android 15', 'android', 'arm64'],
  ],
  en: [
    ['win11', 'Windows 11 (64-bit)', 'windows', 'x64'],
    ['win10', 'Windows 10 (64-bit)', 'windows', 'x64'],
    ['mac15', 'macOS 15', 'macos', 'universal'],
    ['android15', 'Android 15', 'android', 'arm64'],
  ],
};

/** [key, name, version, release date, OS keys, changelog] */
const DRIVERS: Record<Lang, [string, string, string, string, string[], string][]> = {
  cn: [
    ['chipset', '芯片组驱动', '10.1.19', '2026-09-12', ['win11', 'win10'], '修复睡眠唤醒后 USB 设备偶发断开的问题'],
    ['graphics', '显卡驱动', '31.0.101', '2026-10-08', ['win11', 'win10'], '提升游戏性能；修复外接 4K 显示器闪屏'],
    ['wlan', '无线网卡驱动', '23.60.2', '2026-08-20', ['win11', 'win10', 'mac15'], '支持 Wi-Fi 7；降低待机功耗'],
    ['audio', '声卡驱动', '6.0.9611', '2026-07-02', ['win11', 'win10'], '修复耳机插拔后无声的问题'],
    ['bt-mac', '蓝牙驱动', '2.4.0', '2026-06-15', ['mac15'], '适配 macOS 15'],
  ],
  en: [
    [
      'chipset',
      'Chipset driver',
      '10.1.19',
      '2026-09-12',
      ['win11', 'win10'],
      'Fixes USB devices dropping after sleep',
    ],
    ['graphics', 'Graphics driver', '31.0.101', '2026-10-08', ['win11', 'win10'], 'Faster games; fixes 4K flicker'],
    ['wlan', 'Wireless LAN driver', '23.60.2', '2026-08-20', ['win11', 'win10', 'mac15'], 'Wi-Fi 7 support'],
  ],
};

/** [key, title, language, version] */
const MANUALS: Record<Lang, [string, string, string, string][]> = {
  cn: [
    ['user', '用户手册', 'zh-CN', 'V1.2'],
    ['quick', '快速入门指南', 'zh-CN', 'V1.0'],
    ['user-en', 'User manual', 'en', 'V1.2'],
  ],
  en: [
    ['user', 'User manual', 'en', 'V1.2'],
    ['safety', 'Safety information', 'en', 'V1.0'],
  ],
};

/** [key, title, category, body, video link] */
const GUIDES: Record<Lang, [string, string, string, string, string | null][]> = {
  cn: [
    ['first', '首次开机设置', 'quickstart', '<p>连接电源后长按电源键 3 秒，按屏幕提示完成系统设置。</p>', null],
    [
      'driver',
      '如何安装驱动程序',
      'setup',
      '<p>在驱动下载页选择产品型号与操作系统，下载后双击安装包并重启。</p>',
      null,
    ],
    ['battery', '电池保养建议', 'maintenance', '<p>长期不用时请保持 50% 左右电量，避免高温环境。</p>', null],
  ],
  en: [
    ['first', 'First start', 'quickstart', '<p>Hold the power button for 3 seconds and follow the setup.</p>', null],
  ],
};

/** [key, question, category, answer] */
const FAQ: Record<Lang, [string, string, string, string][]> = {
  cn: [
    [
      'boot',
      '电脑无法开机怎么办？',
      'hardware',
      '<p>请确认电源适配器已连接且指示灯亮起，再长按电源键 10 秒强制重启。</p>',
    ],
    ['wifi', '无线网络经常断开怎么办？', 'driver', '<p>请在驱动下载页安装最新的无线网卡驱动，并关闭网卡节能。</p>'],
    ['driver', '驱动安装失败如何处理？', 'driver', '<p>请以管理员身份运行安装包；仍失败时先卸载旧版本驱动。</p>'],
    ['screen', '屏幕闪烁是什么原因？', 'hardware', '<p>多为显卡驱动过旧，请更新显卡驱动后重试。</p>'],
    [
      'warranty',
      '保修期从什么时候开始计算？',
      'warranty',
      '<p>自购买发票日期起计算；无发票时按出厂日期顺延 90 天。</p>',
    ],
    ['update', '如何检查系统更新？', 'software', '<p>打开“设置 › 系统更新”，点击“检查更新”。</p>'],
  ],
  en: [
    [
      'boot',
      'The computer does not start',
      'hardware',
      '<p>Check the adapter, then hold the power button for 10 s.</p>',
    ],
    ['warranty', 'When does the warranty start?', 'warranty', '<p>On the date of the invoice.</p>'],
  ],
};

/** A small file of the right kind (its first bytes pass the upload checks' content sniffing). */
function demoFile(ext: 'zip' | 'pdf', text: string): Buffer {
  const head = ext === 'pdf' ? Buffer.from('%PDF-1.4\n') : Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  return Buffer.concat([head, Buffer.from(`${text}\n`.repeat(40))]);
}

/**
 * Demo 下载中心 of the two demo sites: OS versions, drivers for three OS versions linked to the site's first
 * products (when the catalogue has any), an update, apps, manuals with generated PDF files, guides and FAQ. Files are
 * written through the file storage and recorded in `oss_file` like uploads; without a storage (seed tests) the
 * rows that need a file are left out.
 */
export async function seedDemoDownloads(ctx: SeedContext, sites: Record<Lang, string>): Promise<void> {
  const db: AnyDb = ctx.db.withoutPlugins();
  for (const lang of ['cn', 'en'] as const) {
    const site = sites[lang];
    const id = (kind: string, key: string) => stableId(`${kind}:${lang}:${key}`);
    const base = { site_id: site, create_by: SEED_BY, create_time: ctx.now };
    const published = { ...base, status: 'published', publish_time: ctx.now, del_flag: 0 };
    const products: string[] = (
      await db
        .selectFrom('cms_product')
        .select('id')
        .where('site_id', '=', site)
        .where('del_flag', '=', 0)
        .orderBy('sort_no')
        .orderBy('id')
        .limit(3)
        .execute()
    ).map((r) => String(r.id));
    const link = async (table: string, owner: string, targets: string[]) => {
      if (targets.length) {
        await db
          .insertInto(table)
          .values(targets.map((t) => ({ id: stableId(`${table}:${owner}:${t}`), owner_id: owner, target_id: t })))
          .execute();
      }
    };
    const file = async (name: string, ext: 'zip' | 'pdf') => {
      if (!ctx.files) return undefined;
      const data = demoFile(ext, `${name} (demo)`);
      const key = ctx.files.newKey('cms', ext);
      await ctx.files.write(key, data);
      const facts = {
        file_name: name,
        file_size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
      };
      const contentType = ext === 'pdf' ? 'application/pdf' : 'application/zip';
      await db
        .insertInto('oss_file')
        .values({
          id: stableId(`file:${key}`),
          ...{ url: key, biz: 'cms', content_type: contentType, ...facts },
          ...{ create_by: SEED_BY, create_time: ctx.now },
        })
        .execute();
      return { file: key, ...facts, download_count: 0 };
    };

    await db
      .insertInto('cms_os_version')
      .values(
        OS[lang].map(([key, name, family, architecture], i) => ({
          id: id('os', key),
          ...{ name, family, architecture, sort_no: i + 1, ...base },
        })),
      )
      .execute();
    for (const [i, [key, name, version, releaseDate, os, changelog]] of DRIVERS[lang].entries()) {
      const stored = await file(`${key}-${version}.zip`, 'zip');
      if (!stored) break;
      const driver = id('driver', key);
      await db
        .insertInto('cms_driver')
        .values({
          id: driver,
          name,
          version,
          release_date: releaseDate,
          changelog,
          sort_no: i,
          ...stored,
          ...published,
        })
        .execute();
      await link('cms_driver_products', driver, products);
      await link(
        'cms_driver_os_versions',
        driver,
        os.map((k) => id('os', k)),
      );
    }
    for (const [i, [key, title, language, version]] of MANUALS[lang].entries()) {
      const stored = await file(`${title}.pdf`, 'pdf');
      if (!stored) break;
      await db
        .insertInto('cms_manual')
        .values({ id: id('manual', key), title, language, version, sort_no: i, ...stored, ...published })
        .execute();
      await link('cms_manual_products', id('manual', key), products);
    }
    const bios = products.length ? await file('BIOS-1.0.8.zip', 'zip') : undefined;
    if (bios) {
      const notes = lang === 'cn' ? '<p>提升系统稳定性；修复风扇转速异常。</p>' : '<p>Stability fixes.</p>';
      await db
        .insertInto('cms_update')
        .values({
          id: id('update', 'bios'),
          ...{ product_id: products[0], version: '1.0.8', release_notes: notes, mandatory: 'N', min_version: '1.0.0' },
          ...{ sort_no: 0, ...bios, ...published },
        })
        .execute();
    }
    const appName = (platform: string) =>
      lang === 'cn' ? `云站助手 ${platform} 版` : `Yunzhan Assistant for ${platform}`;
    const desktop = await file('YunzhanAssistant-3.2.0-win.zip', 'zip');
    if (desktop) {
      await db
        .insertInto('cms_app_download')
        .values({
          id: id('app', 'windows'),
          name: appName('Windows'),
          platform: 'windows',
          version: '3.2.0',
          sort_no: 2,
          ...desktop,
          ...published,
        })
        .execute();
    }
    await db
      .insertInto('cms_app_download')
      .values(
        [
          ['android', 'https://appgallery.example.com/app/yunzhan'],
          ['ios', 'https://apps.apple.com/app/id0000000000'],
        ].map(([platform, url], i) => ({
          id: id('app', platform),
          ...{
            name: appName(platform === 'ios' ? 'iOS' : 'Android'),
            platform,
            version: '3.2.0',
            store_url: url,
            download_count: 0,
            sort_no: i,
            ...published,
          },
        })),
      )
      .execute();
    for (const [i, [key, title, category, body, videoLink]] of GUIDES[lang].entries()) {
      const guide = id('guide', key);
      await db
        .insertInto('cms_guide')
        .values({ id: guide, title, category, body, video_link: videoLink, sort_no: i, ...published })
        .execute();
      await link('cms_guide_products', guide, products);
    }
    for (const [i, [key, question, category, answer]] of FAQ[lang].entries()) {
      const problem = id('problem', key);
      await db
        .insertInto('cms_problem')
        .values({
          id: problem,
          question,
          category,
          answer,
          helpful_count: 0,
          unhelpful_count: 0,
          sort_no: i,
          ...published,
        })
        .execute();
      await link('cms_problem_products', problem, products);
    }
  }
}
