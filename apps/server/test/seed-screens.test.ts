import { ENTITY_PAGES } from '@yunzhan/common/entities/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../src/core/time.js';
import { call, createTestApp, login, type TestApp } from './helpers.js';

interface MenuNode {
  path: string;
  component: string;
  hidden?: boolean;
  meta: { title: string };
  children?: MenuNode[];
}

const today = formatDate();
const monthAgo = formatDate(new Date(Date.now() - 29 * 86_400_000));

/** Pages written by hand, by what they list first (entity pages list `<apiBase>/list`). */
const HAND_WRITTEN_LISTS: Readonly<Record<string, string>> = {
  'dashboard/Analysis': '/sys/visitInfo',
  'system/UserList': '/sys/user/list',
  'system/RoleList': '/sys/role/list',
  'system/PermissionList': '/sys/permission/queryListAsync',
  'system/DepartList': '/sys/sysDepart/queryTreeList',
  'system/DictList': '/sys/dict/list',
  'system/UserAnnouncementList': '/sys/sysAnnouncementSend/getMyAnnouncementSend',
  'cms/Statistics': `/cms/statistics/summary?from=${monthAgo}&to=${today}`,
  'dashboard/Workplace': '/sys/workplace/edits',
  'system/OnlineUserList': '/sys/online/list',
  'system/AddressList': '/sys/user/queryByOrgCodeForAddressList',
  'system/DataRuleList': '/sys/permission/dataRule/list',
  'workflow/ModelList': '/activiti/models/modelListData',
  'workflow/ProcessList': '/activiti_process/listData',
  'workflow/ApplyList': '/actBusiness/processes',
  'workflow/TodoList': '/actTask/todoList',
  'workflow/DoneList': '/actTask/doneList',
  'workflow/FinishedList': '/actProcessIns/getFinishedProcess',
  'workflow/InstanceList': '/actProcessIns/getRunningProcess',
  'workflow/HistoryList': '/actProcessIns/history',
};

/**
 * Pages that show no records of their own (widget demos, error pages, personal settings) and the running system's
 * figures (系统监控, 监控页: their tests are monitor.test.ts).
 */
const NOT_LISTS = /^(demo|exception|account|monitor)\/|^dashboard\/Monitor$/;

/**
 * 审批流程's queues and records of what ran: empty until someone applies (a fresh install has run no process); they
 * answer, and workflow.test.ts and the browser tests fill them.
 */
const EMPTY_UNTIL_USED = new Set([
  'workflow/TodoList',
  'workflow/DoneList',
  'workflow/FinishedList',
  'workflow/InstanceList',
  'workflow/HistoryList',
]);

/** The leaf pages of a menu a user can open (visible, not containers). */
function pagesOf(menu: MenuNode[]): MenuNode[] {
  return menu.flatMap((m) => (m.hidden ? [] : m.children ? pagesOf(m.children) : [m]));
}

/** How many records an answer shows: a page's total, a tree's or list's length, the figures of a dashboard. */
function rowsOf(result: unknown): number {
  if (Array.isArray(result)) {
    // 首页's week: days are always there; it shows something when some day has visits.
    if (result.length && typeof result[0] === 'object' && 'visit' in result[0]) {
      return result.reduce((n: number, d: { visit: number }) => n + d.visit, 0);
    }
    return result.length;
  }
  const r = result as { total?: number; records?: unknown[]; totals?: Record<string, number> };
  if (r.totals) return Object.values(r.totals).reduce((a, b) => a + b, 0);
  return r.total ?? r.records?.length ?? 0;
}

describe('a new administrator opens every screen of the menu on a fresh database', () => {
  let t: TestApp;
  let admin: string;
  let pages: MenuNode[];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
    const perms = await call(t, 'GET', '/sys/permission/getUserPermissionByToken', { token: admin });
    pages = pagesOf(perms.body.result.menu);
  });
  afterAll(() => t.close());

  it('knows what each page lists', () => {
    expect(pages.length).toBeGreaterThan(40);
    const unknown = pages
      .map((p) => p.component)
      .filter((c) => !NOT_LISTS.test(c) && !HAND_WRITTEN_LISTS[c] && !ENTITY_PAGES.has(c));
    expect(unknown).toEqual([]);
  });

  it('finds rows on every list (no empty screen)', async () => {
    const empty: string[] = [];
    for (const page of pages.filter((p) => !NOT_LISTS.test(p.component))) {
      const url = HAND_WRITTEN_LISTS[page.component] ?? `${ENTITY_PAGES.get(page.component)?.apiBase}/list`;
      const res = await call(t, 'GET', `/system-api${url}`, { token: admin });
      expect(res.body.success, `${page.meta.title} ${url}: ${res.body.message}`).toBe(true);
      if (rowsOf(res.body.result) === 0 && !EMPTY_UNTIL_USED.has(page.component))
        empty.push(`${page.meta.title} (${url})`);
    }
    expect(empty).toEqual([]);
  });
});
