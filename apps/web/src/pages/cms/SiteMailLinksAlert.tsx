import { matchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { cmsSite } from '@yunzhan/common/entities/cms/site';
import { Alert } from 'antd';
import { useEffect } from 'react';
import { getAction } from '../../api/http';
import { listQueryKey } from '../../components/entity/use-list-page';
import { t } from '../../locales/i18n';

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
      title={t('site.missingLinks', {
        sites: missing.map((s) => t('site.item', { name: s.name, code: s.code })).join(t('site.sep')),
      })}
      description={t('site.missingLinksHint')}
    />
  );
}
