import { matchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { cmsSite } from '@yunzhan/common/entities/cms/site';
import { Alert } from 'antd';
import { useEffect } from 'react';
import { getAction } from '../../api/http';
import { listQueryKey } from '../../components/entity/use-list-page';

/** `GET /cms/site/mailLinks`: whether PUBLIC_URL is set, and the enabled sites whose mails could carry no links. */
export interface MailLinkState {
  publicUrl: boolean;
  sitesWithoutLinks: { code: string; name: string }[];
}

const fetchState = async () => {
  const answer = await getAction<MailLinkState>(`${cmsSite.apiBase}/mailLinks`);
  return answer.success ? answer.result : null;
};

/**
 * 站点信息's warning: links in e-mails come from the server's PUBLIC_URL or a site's 域名, never from the visitor's
 * request; a site with neither refuses subscriptions (and pushes), so the administrator is told which. Asked again
 * after every load of the site list (an edit may just have filled in a 域名).
 */
export default function SiteMailLinksAlert() {
  const { data, refetch } = useQuery({ queryKey: ['site-mail-links'], queryFn: fetchState, retry: false });
  const cache = useQueryClient().getQueryCache();
  useEffect(
    () =>
      cache.subscribe((event) => {
        const loaded = event.type === 'updated' && event.action.type === 'success';
        if (loaded && matchQuery({ queryKey: listQueryKey(cmsSite) }, event.query)) void refetch();
      }),
    [cache, refetch],
  );
  const missing = data && !data.publicUrl ? data.sitesWithoutLinks : [];
  if (!missing.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={`以下站点未填写域名，服务器也未配置PUBLIC_URL：${missing.map((s) => `${s.name}（${s.code}）`).join('、')}`}
      description="这些站点的邮件订阅会被拒绝（确认邮件中的链接无法生成），也无法创建推送。请编辑站点填写域名（如 www.example.com），或在服务器配置PUBLIC_URL。"
    />
  );
}
