import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { mp4DurationSeconds } from '../../modules/operations/mp4.js';
import { stableId } from './ids.js';
import { SEED_BY, type SeedContext } from './util.js';

type Lang = 'cn' | 'en';

interface Demo {
  /** Header menu items of the modules' pages: [key, name, site path] */
  menus: [string, string, string][];
  /** [key, title, department, location, kind, headcount, description, closing in days (null: open-ended)] */
  jobs: [string, string, string, string, 'social' | 'campus', number, string, number | null][];
  /** [key, title, category, summary] */
  reports: [string, string, string, string][];
  /** [key, title, category, asset (`demo-assets/<asset>.mp4` and `.jpg`), description] */
  videos: [string, string, string, string, string][];
}

const DEMO: Record<Lang, Demo> = {
  cn: {
    menus: [
      ['jobs', '招贤纳士', '/job'],
      ['videos', '视频中心', '/video'],
      ['reports', '报告下载', '/report'],
    ],
    jobs: [
      ['embedded', '嵌入式软件工程师', '研发中心', '深圳', 'social', 3, '<p>负责智能终端固件的设计与开发。</p>', 60],
      ['support', '技术支持工程师', '客户服务部', '上海', 'social', 2, '<p>为客户提供产品安装与故障排查支持。</p>', 30],
      [
        'campus-hw',
        '硬件工程师（2026届校招）',
        '研发中心',
        '深圳',
        'campus',
        10,
        '<p>参与新品硬件设计与验证。</p>',
        null,
      ],
    ],
    reports: [
      ['quality-2025', '2025年度产品质量报告', 'quality', '全系列产品的出厂检验与返修率统计。'],
      ['whitepaper-iot', '智能终端安全白皮书', 'whitepaper', '介绍云站智能终端的安全架构与数据保护措施。'],
    ],
    videos: [
      ['intro', '云站智能终端产品介绍', 'product', 'product-intro', '了解云站智能终端的主要功能。'],
      ['setup', '首次开机设置教程', 'tutorial', 'setup-guide', '从开箱到联网的完整设置步骤。'],
    ],
  },
  en: {
    menus: [
      ['jobs', 'Careers', '/job'],
      ['videos', 'Videos', '/video'],
    ],
    jobs: [
      [
        'sales-eu',
        'Sales Manager, Europe',
        'Sales',
        'Berlin',
        'social',
        1,
        '<p>Grow our partner network in Europe.</p>',
        45,
      ],
      ['graduate', 'Graduate Engineer 2026', 'R&D', 'Shenzhen', 'campus', 5, '<p>Join the hardware team.</p>', null],
    ],
    reports: [
      ['annual-2025', 'Annual Report 2025', 'annual', 'Highlights of the year and our sustainability figures.'],
    ],
    videos: [['intro', 'Meet the Yunzhan terminal', 'product', 'product-intro-en', 'The terminal at a glance.']],
  },
};

/** Applications of the Chinese site's first position, one or more per pipeline step: the board is not empty. */
const APPLICANTS: [name: string, phone: string, status: string][] = [
  ['李明', '13800000001', 'new'],
  ['王芳', '13800000002', 'new'],
  ['赵磊', '13800000003', 'screening'],
  ['陈静', '13800000004', 'interview'],
  ['刘洋', '13800000005', 'hired'],
  ['周婷', '13800000006', 'rejected'],
];

/**
 * `apps/server/demo-assets`: small playable videos and their covers, made once with ffmpeg (see its README) and
 * committed. Found from the sources (`src/db/seed`) and from the bundle (`dist`).
 */
const ASSETS = ['../../../demo-assets/', '../demo-assets/']
  .map((dir) => fileURLToPath(new URL(dir, import.meta.url)))
  .find((dir) => existsSync(dir));

const demoPdf = (title: string) => Buffer.from(`%PDF-1.4\n% ${title} (demo)\n%%EOF\n`);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo 内容运营 of the two demo sites: positions (one without a closing date), applications on the board, reports
 * with generated PDF files and videos with their covers from `demo-assets` (written through the file storage and recorded in
 * `oss_file` like uploads; without a storage, as in seed tests, reports and videos are left out).
 */
export async function seedDemoOperations(ctx: SeedContext, sites: Record<Lang, string>): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: engine tables, outside the typed schema
  const db: Kysely<any> = ctx.db.withoutPlugins();
  const TYPES = { pdf: 'application/pdf', mp4: 'video/mp4', jpg: 'image/jpeg' } as const;
  const file = async (name: string, ext: keyof typeof TYPES, data: Buffer) => {
    if (!ctx.files) return undefined;
    const key = ctx.files.newKey('cms', ext);
    await ctx.files.write(key, data);
    await db
      .insertInto('oss_file')
      .values({
        id: stableId(`file:${key}`),
        ...{ file_name: name, url: key, biz: 'cms', file_size: data.length },
        content_type: TYPES[ext],
        sha256: createHash('sha256').update(data).digest('hex'),
        ...{ create_by: SEED_BY, create_time: ctx.now },
      })
      .execute();
    return key;
  };

  for (const lang of ['cn', 'en'] as const) {
    const site = sites[lang];
    const demo = DEMO[lang];
    const id = (kind: string, key: string) => stableId(`${kind}:${lang}:${key}`);
    const base = { site_id: site, create_by: SEED_BY, create_time: ctx.now };
    const published = { ...base, status: 'published', publish_time: ctx.now, del_flag: 0 };

    await db
      .insertInto('cms_site_menu')
      .values(
        demo.menus.map(([key, name, path], i) => ({
          id: id('menu', key),
          ...{ name, position: 'header', link_type: 'url', link_value: path, sort_no: 10 + i },
          ...{ visible: 'Y', new_window: 'N', ...base },
        })),
      )
      .execute();
    await db
      .insertInto('cms_recruitment')
      .values(
        demo.jobs.map(([key, title, department, location, kind, headcount, description, closing], i) => ({
          id: id('job', key),
          ...{ title, department, location, kind, headcount, description, slug: key, sort_no: i, ...published },
          requirements: lang === 'cn' ? '<ul><li>本科及以上学历</li><li>良好的沟通能力</li></ul>' : null,
          closing_date: closing === null ? null : day(closing),
        })),
      )
      .execute();

    if (lang === 'cn') {
      await db
        .insertInto('cms_job_application')
        .values(
          APPLICANTS.map(([name, phone, status], i) => ({
            id: id('application', String(i)),
            ...{ position_id: id('job', demo.jobs[i % 2][0]), name, phone, status, ...base },
            email: `applicant${i + 1}@example.com`,
          })),
        )
        .execute();
    }

    for (const [i, [key, title, category, summary]] of demo.reports.entries()) {
      const stored = await file(`${title}.pdf`, 'pdf', demoPdf(title));
      if (!stored) continue;
      await db
        .insertInto('cms_report')
        .values({ id: id('report', key), title, category, summary, slug: key, file: stored, sort_no: i, ...published })
        .execute();
    }

    for (const [i, [key, title, category, asset, description]] of demo.videos.entries()) {
      if (!ASSETS || !ctx.files) continue;
      const stored = await file(`${title}.mp4`, 'mp4', await readFile(`${ASSETS}${asset}.mp4`));
      const cover = await file(`${title}.jpg`, 'jpg', await readFile(`${ASSETS}${asset}.jpg`));
      const path = stored && ctx.files.pathOf(stored);
      if (!path) continue;
      // As an upload's: read from the file.
      const duration = await mp4DurationSeconds(path);
      await db
        .insertInto('cms_video')
        .values({
          id: id('video', key),
          ...{ title, category, description, slug: key, file: stored, cover, duration, sort_no: i, ...published },
        })
        .execute();
    }
  }
}
