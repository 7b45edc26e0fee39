import { cmsRecruitment } from '@yunzhan/common/entities/operations/index';
import { Tabs } from 'antd';
import EntityListPage from '../../components/entity/EntityListPage';
import Applications from './Applications';

/** 招聘管理: the positions (standard list with publishing) and, in a second tab, their applications. */
export default function RecruitmentList() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'positions', label: '招聘职位', children: <EntityListPage entity={cmsRecruitment} /> },
        { key: 'applications', label: '应聘管理', children: <Applications /> },
      ]}
    />
  );
}
