import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '../../api/http';
import type { ReviewState } from '../../api/workflow-review';
import { useLanguage } from '../../locales/i18n';
import EntityFormModal from './EntityFormModal';
import { publishingTestEntity as page } from './publishing-test-entity';

/** The machine may be busy: wait longer than testing-library's default second. */
const SLOW = { timeout: 10_000 };

vi.mock('../../api/http', async (original) => ({
  ...(await original<typeof import('../../api/http')>()),
  getAction: vi.fn(),
}));

const REJECTED: ReviewState = {
  businessId: 'b1',
  procInstId: 'i1',
  status: 1,
  result: 3,
  currTaskName: '调整申请',
  comment: '标题不够准确',
  by: '系统管理员',
  time: '2026-05-01 10:00:00',
};

const ok = (result: unknown) => ({ success: true, message: '', code: 200, result, timestamp: 0 }) as never;

/** The edited row has `status`; its latest review is `state`. */
function serve(status: string, state: ReviewState | null) {
  vi.mocked(getAction).mockImplementation(async (url: string) => {
    if (url === '/test/page/queryById') return ok({ id: 'p1', title: '关于我们', status, updateTime: null });
    if (url === '/test/page/reviewState') return ok(state);
    return ok([]);
  });
}

const openForm = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <EntityFormModal
        entity={page}
        urls={{ add: '/test/page/add', edit: '/test/page/edit', queryById: '/test/page/queryById' }}
        target={{ mode: 'edit', id: 'p1' }}
        onClose={vi.fn()}
        onSaved={vi.fn()}
      />
    </QueryClientProvider>,
  );

const okButton = () => screen.getByRole('button', { name: /确\s*定|OK/ });

describe('<EntityFormModal>: where the row review stands', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(getAction).mockReset();
    useLanguage.setState({ language: 'zh-CN' });
  });

  it('a draft whose review was rejected shows the rejection: comment, who and when', async () => {
    serve('draft', REJECTED);
    openForm();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toBe('审批驳回：标题不够准确（系统管理员，2026-05-01 10:00:00）');
    expect(getAction).toHaveBeenCalledWith('/test/page/reviewState', { id: 'p1' });
    expect(okButton()).toHaveProperty('disabled', false);
  });

  it('the same in English', async () => {
    useLanguage.setState({ language: 'en-US' });
    serve('draft', REJECTED);
    openForm();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toBe('Rejected: 标题不够准确 (系统管理员, 2026-05-01 10:00:00)');
  });

  it('a row under review shows the step it waits at, and cannot be saved', async () => {
    serve('reviewing', { ...REJECTED, result: 1, currTaskName: '内容审核', comment: null, by: null, time: null });
    openForm();
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('审批中：内容审核');
    expect(okButton()).toHaveProperty('disabled', true);
  });

  it('a draft never submitted, or approved and edited again, shows nothing', async () => {
    serve('draft', null);
    openForm();
    await waitFor(() => expect(getAction).toHaveBeenCalledWith('/test/page/reviewState', { id: 'p1' }), SLOW);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a published row asks nothing', async () => {
    serve('published', REJECTED);
    openForm();
    await waitFor(() => expect(getAction).toHaveBeenCalledWith('/test/page/queryById', { id: 'p1' }), SLOW);
    await screen.findByDisplayValue('关于我们', {}, SLOW);
    expect(getAction).not.toHaveBeenCalledWith('/test/page/reviewState', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
