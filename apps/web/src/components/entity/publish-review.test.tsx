import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAction, postAction, putAction } from '../../api/http';
import type { PublishRule } from '../../api/workflow-review';
import { useSession } from '../../stores/session';
import { feedback } from '../../utils/feedback';
import EntityListPage from './EntityListPage';
import { publishingTestEntity as page } from './publishing-test-entity';

/** The machine may be busy: wait longer than testing-library's default second. */
const SLOW = { timeout: 10_000 };

vi.mock('../../api/http', async (original) => ({
  ...(await original<typeof import('../../api/http')>()),
  getAction: vi.fn(),
  putAction: vi.fn(),
  postAction: vi.fn(),
}));

// antd's static message and confirm render in roots of their own that outlive the test file.
vi.mock('../../utils/feedback', () => ({
  feedback: {
    message: { success: vi.fn(), warning: vi.fn() },
    modal: { confirm: vi.fn((options: { onOk(): unknown }) => options.onOk()) },
  },
}));

const RULE: PublishRule = {
  entity: 'test.page',
  title: '页面',
  titleEn: 'Page',
  processKey: 'content_review',
  processName: '内容发布审批',
};
const ROWS = [
  { id: 'p1', title: '草稿页', status: 'draft', status_dictText: '草稿' },
  { id: 'p2', title: '审核页', status: 'reviewing', status_dictText: '审批中' },
];

const ok = (result: unknown) => ({ success: true, message: '操作成功！', code: 200, result, timestamp: 0 }) as never;

/** The server: the list, the module's rule (`rule`), the content-review processes; writes succeed. */
function serve(rule: PublishRule | null) {
  vi.mocked(getAction).mockImplementation(async (url: string) => {
    if (url === '/test/page/list') return ok({ records: ROWS, total: ROWS.length, size: 10, current: 1, pages: 1 });
    if (url === '/activiti_process/publishRule') return ok(rule);
    if (url === '/activiti_process/listData') {
      return ok({ records: [{ id: 'd1', name: '内容发布审批', processKey: 'content_review', version: 1 }], total: 1 });
    }
    return ok([]);
  });
  vi.mocked(putAction).mockResolvedValue(ok(null));
  vi.mocked(postAction).mockResolvedValue(ok(null));
}

function grant(...codes: string[]) {
  const all = ['add', 'edit', 'delete', 'deleteBatch', 'publish', 'offline', 'versions'].map((a) => `test:page:${a}`);
  useSession.setState({
    userInfo: { id: 'u1', username: 'editor', realname: '编辑', siteId: 'site-cn', siteName: '中文官网' },
    permissions: {
      menu: [],
      routes: [],
      auth: [...all, ...codes].map((action) => ({ action, type: '1' })),
      allAuth: [...all, ...codes].map((action) => ({ action, type: '1', status: '1' })),
    },
  });
}

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <EntityListPage entity={page} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const rowOf = (title: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(title)) as HTMLElement;

/** Opens a row's 更多 menu and answers its entries' texts. */
async function openMore(title: string): Promise<string[]> {
  fireEvent.mouseEnter(within(rowOf(title)).getByText('更多'));
  await waitFor(() => expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(0));
  return screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
}

const menuItem = (name: string) => screen.getAllByRole('menuitem').find((i) => i.textContent === name) as HTMLElement;

describe('<EntityListPage>: publishing under approval', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.mocked(getAction).mockReset();
    vi.mocked(putAction).mockReset();
    vi.mocked(postAction).mockReset();
  });

  it('without a rule, 发布 publishes the row directly', async () => {
    serve(null);
    grant();
    renderPage();
    await screen.findByText('草稿页', {}, SLOW);
    await waitFor(() =>
      expect(getAction).toHaveBeenCalledWith('/activiti_process/publishRule', { entity: 'test.page' }),
    );
    expect(await openMore('草稿页')).toEqual(['详情', '发布', '版本', '删除']);
    fireEvent.click(menuItem('发布'));
    await waitFor(() => expect(putAction).toHaveBeenCalledWith('/test/page/publish', { ids: 'p1' }));
    expect(screen.queryByText('发布需审批')).toBeNull();
  });

  it('with a rule, 发布 reads 提交审批 in the row, the selection bar and 批量操作, and calls submitReview', async () => {
    serve(RULE);
    grant();
    renderPage();
    await screen.findByText('发布需审批', {}, SLOW);
    expect(await openMore('草稿页')).toEqual(['详情', '提交审批', '版本', '删除']);
    fireEvent.click(menuItem('提交审批'));
    await waitFor(() => expect(putAction).toHaveBeenCalledWith('/test/page/submitReview', { ids: 'p1' }));
    expect(putAction).not.toHaveBeenCalledWith('/test/page/publish', expect.anything());

    fireEvent.click(within(rowOf('草稿页')).getByRole('checkbox'));
    const bar = await screen.findByRole('alert');
    expect(bar.textContent).toMatch(/已选择\s*1\s*项/);
    fireEvent.click(within(bar).getByText('提交审批'));
    await waitFor(() => expect(putAction).toHaveBeenCalledTimes(2));
    expect(feedback.modal.confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({ content: '确定提交审批选中的 1 项吗?' }),
    );

    fireEvent.mouseEnter(screen.getByText('批量操作'));
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toContain('提交审批'));
  });

  it('a row under review shows 审批中 as a tag, 编辑 disabled with the reason, 详情 and 版本 but no 删除/发布/下线', async () => {
    serve(RULE);
    grant();
    renderPage();
    await screen.findByText('审核页', {}, SLOW);
    const row = rowOf('审核页');
    expect(within(row).getByText('审批中').closest('.ant-tag')).not.toBeNull();
    expect(within(rowOf('草稿页')).getByText('草稿').closest('.ant-tag')).toBeNull();
    const edit = within(row).getByText('编辑');
    expect(edit.closest('a')?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.mouseEnter(edit);
    expect((await screen.findByRole('tooltip', {}, SLOW)).textContent).toContain(
      '审批中的内容不能编辑、删除、发布或下线',
    );
    expect(await openMore('审核页')).toEqual(['详情', '版本']);
  });

  it('offers 审批设置 only with workflow:process:publishRule', async () => {
    serve(null);
    grant();
    renderPage();
    await screen.findByText('草稿页', {}, SLOW);
    expect(screen.queryByRole('button', { name: /审批设置/ })).toBeNull();
  });

  it('审批设置 turns approval on through publishRule, and the page follows at once', async () => {
    serve(null);
    grant('workflow:process:publishRule');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /审批设置/ }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog.textContent).toContain('页面 · 发布审批设置');
    expect(dialog.textContent).toContain('站点「中文官网」中的页面：');
    expect(within(dialog).getByRole('radio', { name: /直接发布/ })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /审批后发布/ }));

    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(
      await within(dialog).findByText('请选择审批流程', { selector: '.ant-form-item-explain-error' }, SLOW),
    ).toBeTruthy();
    expect(postAction).not.toHaveBeenCalled();

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('内容发布审批（content_review）', {}, SLOW));
    serve(RULE);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(postAction).toHaveBeenCalledWith('/activiti_process/publishRule', {
        entity: 'test.page',
        processKey: 'content_review',
      }),
    );
    expect(await screen.findByText('发布需审批', {}, SLOW)).toBeTruthy();
    expect(await openMore('草稿页')).toContain('提交审批');
  });
});
