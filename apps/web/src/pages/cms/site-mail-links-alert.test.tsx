import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { cmsSite } from '@yunzhan/common/entities/cms/site';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '../../api/http';
import { listQueryKey } from '../../components/entity/use-list-page';
import SiteMailLinksAlert, { type MailLinkState } from './SiteMailLinksAlert';

vi.mock('../../api/http', async (original) => ({
  ...(await original<typeof import('../../api/http')>()),
  getAction: vi.fn(),
}));

const SLOW = { timeout: 10_000 };
const answer = (result: MailLinkState) =>
  vi.mocked(getAction).mockResolvedValue({ success: true, message: '', code: 200, result } as never);

const renderAlert = () => {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <SiteMailLinksAlert />
    </QueryClientProvider>,
  );
  return client;
};

describe('站点信息: the warning for sites whose mails could carry no links', () => {
  beforeEach(() => vi.mocked(getAction).mockReset());

  it('names the sites without a 域名 when PUBLIC_URL is not set, and tells what to fill in', async () => {
    answer({ publicUrl: false, sitesWithoutLinks: [{ code: 'en', name: 'English site' }] });
    renderAlert();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('以下站点未填写域名，服务器也未配置PUBLIC_URL：English site（en）');
    expect(alert.textContent).toContain('邮件订阅会被拒绝');
    expect(alert.textContent).toContain('请编辑站点填写域名');
    expect(getAction).toHaveBeenCalledWith('/cms/site/mailLinks');
  });

  it('shows nothing when PUBLIC_URL is set or every site has its 域名', async () => {
    answer({ publicUrl: true, sitesWithoutLinks: [] });
    renderAlert();
    await waitFor(() => expect(getAction).toHaveBeenCalled(), SLOW);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks again after the site list loads (an edit filled in the 域名) and goes away', async () => {
    answer({ publicUrl: false, sitesWithoutLinks: [{ code: 'en', name: 'English site' }] });
    const client = renderAlert();
    await screen.findByRole('alert', {}, SLOW);
    answer({ publicUrl: false, sitesWithoutLinks: [] });
    await act(() => client.fetchQuery({ queryKey: [...listQueryKey(cmsSite), 'page'], queryFn: async () => [] }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), SLOW);
    expect(getAction).toHaveBeenCalledTimes(2);
  });
});
