import type { MenuNode } from '../api/types';
import { fileAccessUrl } from '../utils/file-url';
import type { ShellColumn, ShellManifest, ShellPage } from './shell-types';

type Row = Record<string, unknown>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const keysOf = (value: unknown) => (typeof value === 'string' && value ? value.split(',') : []);
const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** A cell's content as `displayValue` (components/entity/columns.tsx) renders it, as HTML. */
export function cellHtml(column: ShellColumn, row: Row): string {
  const value = row[column.name];
  if (column.kind === 'dict') {
    const text = row[`${column.name}_dictText`];
    return present(text) ? escapeHtml(String(text)) : present(value) ? escapeHtml(String(value)) : '';
  }
  if (!present(value)) return '';
  switch (column.kind) {
    case 'switch':
      return String(value) === column.on ? '是' : '否';
    case 'date':
      return escapeHtml(String(value).slice(0, 10));
    case 'image':
      return keysOf(value)
        .map(
          (key) =>
            `<img src="${escapeHtml(fileAccessUrl(key))}" width="40" height="40" alt="" style="object-fit:cover">`,
        )
        .join(' ');
    case 'file':
      return keysOf(value)
        .map((key) => escapeHtml(key.split('/').pop() ?? key))
        .join(' ');
    default:
      return escapeHtml(String(value));
  }
}

/** The menu entries from the top to the one whose path is `pathname`, or null. */
export function menuTrail(menu: readonly MenuNode[], pathname: string): MenuNode[] | null {
  for (const node of menu) {
    if (node.path === pathname && !node.children?.length) return [node];
    const below = node.children ? menuTrail(node.children, pathname) : null;
    if (below) return [node, ...below];
  }
  return null;
}

const titleOf = (node: MenuNode) => escapeHtml(String(node.meta?.title ?? node.name ?? ''));
const ICON_SPACE = '<span class="anticon shell-icon"></span>';

function menuHtml(menu: readonly MenuNode[], trail: readonly MenuNode[]): string {
  const item = (node: MenuNode, indent: number) => {
    const selected = node === trail[trail.length - 1] ? ' ant-menu-item-selected' : '';
    return `<li class="ant-menu-item${selected}" style="padding-left:${indent}px">${ICON_SPACE}<span class="ant-menu-title-content">${titleOf(node)}</span></li>`;
  };
  return menu
    .filter((node) => !node.hidden)
    .map((node) => {
      const children = (node.children ?? []).filter((child) => !child.hidden);
      if (!children.length) return item(node, 24);
      const open = trail.includes(node);
      const title = `<div class="ant-menu-submenu-title" style="padding-left:24px">${ICON_SPACE}<span class="ant-menu-title-content">${titleOf(node)}</span><i class="ant-menu-submenu-arrow"></i></div>`;
      const sub = open
        ? `<ul class="ant-menu ant-menu-sub ant-menu-inline">${children.map((c) => item(c, 48)).join('')}</ul>`
        : '';
      const state = open ? ' ant-menu-submenu-open ant-menu-submenu-selected' : '';
      return `<li class="ant-menu-submenu ant-menu-submenu-inline${state}">${title}${sub}</li>`;
    })
    .join('');
}

function headerCell(column: ShellColumn): string {
  const align = column.centered ? ' style="text-align:center"' : '';
  if (column.ellipsis)
    return `<th class="ant-table-cell ant-table-cell-ellipsis" scope="col"${align}>${escapeHtml(column.title)}</th>`;
  if (!column.sortable) return `<th class="ant-table-cell" scope="col"${align}>${escapeHtml(column.title)}</th>`;
  const caret = (dir: 'up' | 'down') =>
    `<span class="anticon anticon-caret-${dir} ant-table-column-sorter-${dir}"><svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor"><path d="${dir === 'up' ? 'M858.9 689L530.5 308.2c-9.4-10.9-27.5-10.9-37 0L165.1 689c-12.2 14.2-1.2 35 18.5 35h656.8c19.7 0 30.7-20.8 18.5-35z' : 'M840.4 300H183.6c-19.7 0-30.7 20.8-19.1 35l328.4 380.8c9.4 10.9 27.5 10.9 37 0L858.9 335c11.6-14.2.6-35-18.5-35z'}"></path></svg></span>`;
  return `<th class="ant-table-cell ant-table-column-has-sorters" scope="col"${align}><div class="ant-table-column-sorters"><span class="ant-table-column-title">${escapeHtml(column.title)}</span><span class="ant-table-column-sorter ant-table-column-sorter-full"><span class="ant-table-column-sorter-inner">${caret('up')}${caret('down')}</span></span></div></th>`;
}

const FIXED_END = `class="ant-table-cell ant-table-cell-fix ant-table-cell-fix-end ant-table-cell-fix-end-shadow ant-table-cell-fix-end-shadow-show" style="inset-inline-end:0;--z-offset:9;--z-offset-reverse:1;text-align:center"`;

function checkbox(theme: Pick<ShellManifest, 'cssVar' | 'hash'>): string {
  return `<label class="ant-checkbox-wrapper ${theme.cssVar} ant-checkbox-css-var ${theme.hash}"><span class="ant-checkbox ${theme.hash}"><input class="ant-checkbox-input" type="checkbox" disabled></span></label>`;
}

/** The page's table with the first page's rows: the classes antd's Table renders (bordered, middle, selection). */
export function tableHtml(
  page: ShellPage,
  rows: readonly Row[],
  theme: Pick<ShellManifest, 'cssVar' | 'hash'>,
): string {
  const { cssVar, hash } = theme;
  const cols = `<col style="width:48px">${page.columns.map((c) => `<col${c.width ? ` style="width:${c.width}px"` : ''}>`).join('')}<col style="width:${page.actionWidth}px">`;
  const head = `<tr><th class="ant-table-cell ant-table-selection-column" scope="col"><div class="ant-table-selection">${checkbox(theme)}</div></th>${page.columns.map(headerCell).join('')}<th ${FIXED_END} scope="col">操作</th></tr>`;
  const body = rows
    .map((row) => {
      const cells = page.columns
        .map((column) => {
          const align = column.centered ? ' style="text-align:center"' : '';
          const ellipsis = column.ellipsis ? ' ant-table-cell-ellipsis' : '';
          return `<td class="ant-table-cell${ellipsis}"${align}>${cellHtml(column, row)}</td>`;
        })
        .join('');
      return `<tr class="ant-table-row ant-table-row-level-0" data-row-key="${escapeHtml(String(row.id ?? ''))}"><td class="ant-table-cell ant-table-selection-column">${checkbox(theme)}</td>${cells}<td ${FIXED_END}></td></tr>`;
    })
    .join('');
  const empty = rows.length
    ? ''
    : `<tr class="ant-table-placeholder"><td class="ant-table-cell" colspan="${page.columns.length + 2}"><div class="ant-empty ant-empty-normal ant-empty-small"><div class="ant-empty-description">暂无数据</div></div></td></tr>`;
  return `<div class="${cssVar} ant-table-css-var ant-table-wrapper ${hash}"><div class="ant-spin-nested-loading"><div class="ant-spin-container"><div class="ant-table ant-table-medium ant-table-bordered ${cssVar} ant-table-css-var ${hash} ant-table-fix-end-shadow ant-table-fix-end-shadow-show ant-table-fixed-column ant-table-scroll-horizontal ant-table-has-fix-end"><div class="ant-table-container"><div class="ant-table-content" style="overflow:auto hidden"><table style="width:max-content;min-width:100%;table-layout:auto"><colgroup>${cols}</colgroup><thead class="ant-table-thead">${head}</thead><tbody class="ant-table-tbody">${body}${empty}</tbody></table></div></div></div></div></div></div>`;
}

export interface ShellInput {
  manifest: ShellManifest;
  page: ShellPage;
  menu: readonly MenuNode[];
  trail: readonly MenuNode[];
  rows: readonly Row[];
}

/** The signed-in layout (sider, header, tabs, breadcrumb) around the list page's card with its first rows. */
export function shellHtml({ manifest, page, menu, trail, rows }: ShellInput): string {
  const { cssVar, hash } = manifest;
  const c = (classes: string) => `${classes} ${hash} ${cssVar}`;
  const current = trail[trail.length - 1];
  const crumbs = ['首页', ...trail.map(titleOf)]
    .map((title) => `<li class="ant-breadcrumb-item"><span class="ant-breadcrumb-link">${title}</span></li>`)
    .join('<li class="ant-breadcrumb-separator">/</li>');
  // The home tab cannot be closed: no ×.
  const tab = (title: string, active: boolean) =>
    active
      ? `<div class="ant-tabs-tab ant-tabs-tab-with-remove ant-tabs-tab-active"><div class="ant-tabs-tab-btn">${title}</div><button type="button" class="ant-tabs-tab-remove">×</button></div>`
      : `<div class="ant-tabs-tab"><div class="ant-tabs-tab-btn">${title}</div></div>`;
  const list = `<div class="${c('ant-card')}"><div class="ant-card-body"><div class="shell-search"></div><div class="shell-toolbar"></div>${tableHtml(page, rows, manifest)}</div></div>`;
  const content = page.aside
    ? `<div class="${c('ant-row')}" style="margin-inline:-8px"><div class="${c('ant-col ant-col-xs-24 ant-col-lg-7 ant-col-xl-6')}" style="padding-inline:8px;margin-bottom:16px"><div class="${c('ant-card')}"><div class="ant-card-head"><div class="ant-card-head-wrapper"><div class="ant-card-head-title">${escapeHtml(page.aside)}</div></div></div><div class="ant-card-body shell-aside"></div></div></div><div class="${c('ant-col ant-col-xs-24 ant-col-lg-17 ant-col-xl-18')}" style="padding-inline:8px">${list}</div></div>`
    : list;
  return `<div class="${c('ant-app')}"><div class="${c('ant-layout ant-layout-has-sider')} shell-root"><aside class="${c('ant-layout-sider ant-layout-sider-dark')} shell-sider"><div class="ant-layout-sider-children"><div class="shell-logo"><img src="/logo.svg" alt=""><span>内容管理平台</span></div><ul class="${c('ant-menu ant-menu-root ant-menu-inline ant-menu-dark')} ant-menu-css-var" style="border-inline-end:0">${menuHtml(menu, trail)}</ul></div></aside><div class="${c('ant-layout')}" style="margin-inline-start:208px"><header class="${c('ant-layout-header')} shell-header"></header><div class="${c('ant-tabs ant-tabs-top ant-tabs-editable ant-tabs-small ant-tabs-card ant-tabs-editable-card')} ant-tabs-css-var shell-tabs"><div class="ant-tabs-nav" style="margin:0"><div class="ant-tabs-nav-wrap"><div class="ant-tabs-nav-list">${tab('首页', false)}${tab(current ? titleOf(current) : '', true)}</div></div></div></div><main class="${c('ant-layout-content')} shell-content"><div class="shell-breadcrumb"><nav class="${c('ant-breadcrumb')}"><ol>${crumbs}</ol></nav></div>${content}</main></div></div></div>`;
}
