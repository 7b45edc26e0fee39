import { cmsRecruitment } from '@yunzhan/common/entities/operations/index';
import { Tabs } from 'antd';
import EntityListPage from '../../components/entity/EntityListPage';
import { t } from '../../locales/i18n';
import Applications from './Applications';

/** 招聘管理: the positions (standard list with publishing) and, in a second tab, their applications. */
export default function RecruitmentList() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'positions', label: t('rec.positions'), children: <EntityListPage entity={cmsRecruitment} /> },
        { key: 'applications', label: t('rec.applications'), children: <Applications /> },
      ]}
    />
  );
}
