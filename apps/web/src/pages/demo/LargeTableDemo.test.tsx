import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import LargeTableDemo from './LargeTableDemo';

describe('large table demo', () => {
  it('shows 10 000 rows and validates them all without errors', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <LargeTableDemo />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '显示 10000 行' }));
    fireEvent.click(screen.getByRole('button', { name: '校验全部' }));
    expect(await screen.findByText(/校验完成：10000 行，0 处错误/, undefined, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);
});
