import type { Period, Statistics } from '@yunzhan/common/entities/statistics';
import ExcelJS from 'exceljs';
import { neutraliseFormula } from '../../core/excel/formula-guard.js';

/** Public text (search terms, titles) never starts a formula in the exported file. */
const text = (s: string) => neutraliseFormula(s);

function sheet(book: ExcelJS.Workbook, name: string, header: string[], rows: (string | number)[][]) {
  const ws = book.addWorksheet(name);
  ws.addRow(header).font = { bold: true };
  for (const row of rows) ws.addRow(row);
  ws.columns.forEach((c, i) => {
    c.width = Math.max(12, ...[header[i], ...rows.map((r) => r[i])].map((v) => String(v ?? '').length * 2));
  });
}

/** 统计分析 as a workbook: one sheet per table of the page. */
export async function statisticsWorkbook(stats: Statistics, period: Period): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  sheet(
    book,
    '每日趋势',
    ['日期', '浏览量', '访客数', '下载量', '表单提交', '搜索次数'],
    stats.days.map((d) => [d.day, d.views, d.visitors, d.downloads, d.intake, d.searches]),
  );
  sheet(
    book,
    '模块',
    ['模块', '浏览量', '下载量'],
    stats.modules.map((m) => [m.title, m.views, m.downloads]),
  );
  sheet(
    book,
    '热门内容',
    ['模块', '内容', '访问次数'],
    stats.topContent.map((c) => [c.moduleTitle, text(c.title), c.hits]),
  );
  sheet(
    book,
    '热门搜索',
    ['搜索词', '次数'],
    stats.topSearches.map((s) => [text(s.term), s.count]),
  );
  sheet(
    book,
    '表单提交',
    ['表单', '提交数'],
    stats.intake.map((i) => [i.title, i.count]),
  );
  book.title = `统计分析 ${period.from} ~ ${period.to}`;
  return Buffer.from(await book.xlsx.writeBuffer());
}
