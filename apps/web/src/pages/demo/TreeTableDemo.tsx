import { Card, Tag, Typography } from 'antd';
import type { DepartNode } from '../../api/system-tree';
import TreeTable, { type LazyRow, useLazyTree } from '../../components/TreeTable';
import { t } from '../../locales/i18n';

type DepartRow = DepartNode & LazyRow;

/** 组件示例 › 树形表格: the departments, one level loaded per first expansion (contract §7.4 queryDepartTreeSync). */
export default function TreeTableDemo() {
  const tree = useLazyTree<DepartRow>({ url: '/sys/sysDepart/queryDepartTreeSync', parentKey: 'pid' });
  return (
    <Card title={t('demo.tt.title')}>
      <Typography.Paragraph type="secondary">{t('demo.tt.hint')}</Typography.Paragraph>
      <TreeTable<DepartRow>
        tree={tree}
        size="middle"
        columns={[
          { key: 'departName', dataIndex: 'departName', title: t('demo.tt.name') },
          {
            key: 'orgCode',
            dataIndex: 'orgCode',
            title: t('demo.tt.code'),
            render: (code: string) => <Tag>{code}</Tag>,
          },
          { key: 'mobile', dataIndex: 'mobile', title: t('demo.tt.phone') },
          { key: 'address', dataIndex: 'address', title: t('demo.tt.address'), ellipsis: true },
        ]}
      />
    </Card>
  );
}
