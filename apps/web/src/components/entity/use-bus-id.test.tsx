import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Row } from '../../api/entity';
import { useBusIdDetail } from './use-bus-id';

const queryById = vi.hoisted(() => vi.fn());
vi.mock('../../api/entity', () => ({ queryById }));

function Page() {
  const [row, setRow] = useState<Row | null>(null);
  useBusIdDetail('/cms/ad/queryById', setRow);
  const { search } = useLocation();
  return (
    <div>
      <span>详情：{row ? String(row.title) : '无'}</span>
      <span>地址：{search || '无参数'}</span>
    </div>
  );
}

describe('a list page opened with ?busId=', () => {
  it('reads that row, shows its details and drops the parameter', async () => {
    queryById.mockResolvedValue({ success: true, result: { id: '42', title: '春季新品' } });
    render(
      <MemoryRouter initialEntries={['/cms/ad?busId=42']}>
        <Page />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByText('详情：春季新品')).toBeTruthy());
    expect(queryById).toHaveBeenCalledWith('/cms/ad/queryById', '42');
    await waitFor(() => expect(screen.getByText('地址：无参数')).toBeTruthy());
  });

  it('does nothing without the parameter, and shows nothing for a row it may not read', async () => {
    queryById.mockReset().mockResolvedValue({ success: false, message: '未找到对应实体' });
    const { unmount } = render(
      <MemoryRouter initialEntries={['/cms/ad']}>
        <Page />
      </MemoryRouter>,
    );
    expect(queryById).not.toHaveBeenCalled();
    unmount();
    render(
      <MemoryRouter initialEntries={['/cms/ad?busId=9']}>
        <Page />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByText('地址：无参数')).toBeTruthy());
    expect(screen.getByText('详情：无')).toBeTruthy();
  });
});
