import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { entity, text } from '@yunzhan/common/entities/index';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deletedRows, purgeRows, restoreRows } from '../../api/entity';
import { useSession } from '../../stores/session';
import RecycleBinModal from './RecycleBinModal';

/** The machine may be busy: wait longer than testing-library's default second. */
const SLOW = { timeout: 10_000 };

// antd's static message and confirm render in roots of their own that outlive the test file (their closing work
// would run after jsdom is gone).
vi.mock('../../utils/feedback', () => ({
  feedback: {
    message: { success: vi.fn(), warning: vi.fn() },
    modal: { confirm: vi.fn((options: { onOk(): unknown }) => options.onOk()) },
  },
}));

vi.mock('../../api/entity', async (original) => ({
  ...(await original<typeof import('../../api/entity')>()),
  deletedRows: vi.fn(),
  restoreRows: vi.fn(async () => ({ success: true, message: '还原成功', result: null })),
  purgeRows: vi.fn(async () => ({ success: true, message: '删除成功!', result: null })),
}));

const notice = entity({
  name: 'test.notice',
  table: 'test_notice',
  apiBase: '/test/notice',
  permPrefix: 'test:notice',
  title: '公告',
  softDelete: true,
  recycleBin: true,
  fields: { title: text({ label: '标题', required: true }) },
});

function grant(...codes: string[]) {
  useSession.setState({
    permissions: {
      menu: [],
      routes: [],
      auth: codes.map((action) => ({ action, type: '1' })),
      allAuth: codes.map((action) => ({ action, type: '1', status: '1' })),
    },
  });
}

const renderBin = (props: Partial<Parameters<typeof RecycleBinModal>[0]> = {}) => {
  const onRestored = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RecycleBinModal entity={notice} open onClose={vi.fn()} onRestored={onRestored} {...props} />
    </QueryClientProvider>,
  );
  return { onRestored };
};

describe('<RecycleBinModal>', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(deletedRows).mockResolvedValue({
      success: true,
      message: '',
      code: 200,
      result: [{ id: 'n1', title: '旧公告', updateTime: '2026-01-02 03:04:05' }],
    } as never);
    vi.mocked(restoreRows).mockClear();
    vi.mocked(purgeRows).mockClear();
  });

  it('lists the deleted rows from the schema and restores one with the entity endpoints', async () => {
    grant('test:notice:list', 'test:notice:delete');
    const { onRestored } = renderBin();
    expect(screen.getByText('公告回收站')).toBeTruthy();
    const row = await screen.findByRole('row', { name: /旧公告/ }, SLOW);
    expect(within(row).getByText('2026-01-02 03:04:05')).toBeTruthy();
    expect(deletedRows).toHaveBeenCalledWith('/test/notice/recycleBin');
    fireEvent.click(within(row).getByText('还原'));
    await waitFor(() => expect(onRestored).toHaveBeenCalledOnce(), SLOW);
    expect(restoreRows).toHaveBeenCalledWith('/test/notice/putRecycleBin', 'ids', ['n1']);
  });

  it('purges after a confirmation, with the module’s id parameter name', async () => {
    grant('test:notice:list', 'test:notice:delete');
    renderBin({ idsParam: 'noticeIds', title: '公告回收站（测试）' });
    const row = await screen.findByRole('row', { name: /旧公告/ }, SLOW);
    fireEvent.click(within(row).getByText('彻底删除'));
    expect(await screen.findByText('确定彻底删除吗?', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(
      () => expect(purgeRows).toHaveBeenCalledWith('/test/notice/deleteRecycleBin', 'noticeIds', ['n1']),
      SLOW,
    );
  });

  it('without the delete permission shows the rows but neither restore nor purge', async () => {
    grant('test:notice:list');
    renderBin();
    const row = await screen.findByRole('row', { name: /旧公告/ }, SLOW);
    expect(within(row).queryByText('还原')).toBeNull();
    expect(screen.queryByText('批量彻底删除')).toBeNull();
  });
});
