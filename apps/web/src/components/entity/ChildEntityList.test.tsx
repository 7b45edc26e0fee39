import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { entity, text } from '@yunzhan/common/entities/index';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listAnyRows } from '../../api/entity';
import ChildEntityList from './ChildEntityList';

/** The machine may be busy: wait longer than testing-library's default second. */
const SLOW = { timeout: 10_000 };

vi.mock('../../utils/feedback', () => ({
  feedback: { message: { success: vi.fn(), warning: vi.fn(), error: vi.fn() }, modal: { confirm: vi.fn() } },
}));

vi.mock('../../api/entity', async (original) => ({
  ...(await original<typeof import('../../api/entity')>()),
  listAnyRows: vi.fn(),
}));

const rule = entity({
  name: 'test.rule',
  table: 'test_rule',
  apiBase: '/test/rule',
  permPrefix: 'test:rule',
  title: '规则',
  fields: {
    menuId: text({ label: '菜单' }),
    ruleName: text({ label: '规则名称', search: 'like' }),
  },
});

const answer = (...names: string[]) => ({
  success: true,
  message: '',
  code: 200,
  result: names.map((ruleName) => ({ id: ruleName, menuId: 'm1', ruleName })),
  timestamp: 0,
});

describe('<ChildEntityList>', { timeout: 20_000 }, () => {
  beforeEach(() => vi.mocked(listAnyRows).mockReset());

  it('asks the server again on 查询 with unchanged conditions (rows changed elsewhere show)', async () => {
    vi.mocked(listAnyRows).mockResolvedValue(answer('甲规则') as never);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ChildEntityList entity={rule} parent={{ field: 'menuId', id: 'm1' }} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('甲规则', {}, SLOW)).toBeTruthy();
    vi.mocked(listAnyRows).mockResolvedValue(answer('甲规则', '乙规则') as never);
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('乙规则', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(listAnyRows).toHaveBeenCalledTimes(2), SLOW);
  });
});
