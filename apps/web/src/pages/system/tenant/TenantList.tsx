import { sysTenant } from '@yunzhan/common/entities/system/index';
import EntityListPage from '../../../components/entity/EntityListPage';
import { t } from '../../../locales/i18n';

/** system/TenantList (租户管理): the engine's list of tenants, led by the number clients send as `tenant-id`. */
export default function TenantList() {
  return (
    <EntityListPage
      entity={sysTenant}
      columns={(base) => [{ key: 'id', dataIndex: 'id', title: t('tenant.id'), width: 100 }, ...base]}
    />
  );
}
