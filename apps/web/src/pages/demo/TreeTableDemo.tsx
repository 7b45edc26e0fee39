import { Card, Tag, Typography } from 'antd';
import type { DepartNode } from '../../api/system-tree';
import TreeTable, { type LazyRow, useLazyTree } from '../../components/TreeTable';

type DepartRow = DepartNode & LazyRow;

/** 组件示例 › 树形表格: the departments, one level loaded per first expansion (contract §7.4 queryDepartTreeSync). */
export default function TreeTableDemo() {
  const tree = useLazyTree<DepartRow>({ url: '/sys/sysDepart/queryDepartTreeSync', parentKey: 'pid' });
  return (
    <Card title="树形表格">
      <Typography.Paragraph type="secondary">
        有下级的行先显示 loading... 占位，首次展开时按 pid 请求下一级；没有返回数据的行成为叶子。
      </Typography.Paragraph>
      <TreeTable<DepartRow>
        tree={tree}
        size="middle"
        columns={[
          { key: 'departName', dataIndex: 'departName', title: '机构名称' },
          { key: 'orgCode', dataIndex: 'orgCode', title: '机构编码', render: (code: string) => <Tag>{code}</Tag> },
          { key: 'mobile', dataIndex: 'mobile', title: '电话' },
          { key: 'address', dataIndex: 'address', title: '地址', ellipsis: true },
        ]}
      />
    </Card>
  );
}
