import { FileSearchOutlined } from '@ant-design/icons';
import { Alert, Space } from 'antd';
import { Link } from 'react-router';
import type { Business } from '../../../api/workflow-tasks';
import { schemaTitle } from '../../../components/entity/texts';
import { useT } from '../../../locales/screens/workflow';
import { busIdLink, pageRoute } from '../../../router/page-route';
import { useSession } from '../../../stores/session';
import { reviewedEntityOf } from './form-entity';

/**
 * What a content review is about: the module and, for who has its page, a link opening the row there (its details,
 * as a notice's 去处理 does). The row itself lives in its module, so the task has no form of its own.
 */
export default function ContentReviewLink({ business }: { business: Business }) {
  const t = useT();
  const routes = useSession((s) => s.permissions?.routes) ?? [];
  const entity = reviewedEntityOf(business);
  if (!entity || !business.tableId) return null;
  const route = pageRoute(routes, entity.page ?? null);
  return (
    <Alert
      type="info"
      showIcon
      icon={<FileSearchOutlined />}
      data-testid="content-review"
      title={
        <Space wrap>
          {t('approval.contentReview', { module: schemaTitle(entity) })}
          {route && <Link to={busIdLink(route, business.tableId)}>{t('approval.openContent')}</Link>}
        </Space>
      }
    />
  );
}
