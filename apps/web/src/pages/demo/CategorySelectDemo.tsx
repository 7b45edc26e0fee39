import { CategoryTreeSelect } from '../../components/TreeSelect';
import WidgetDemo from './WidgetDemo';

export default function CategorySelectDemo() {
  return (
    <WidgetDemo
      title="分类字典选择"
      intro="分类字典树（系统管理 › 分类字典）：根节点来自 /sys/category/loadTreeRoot，展开时经 loadTreeChildren 加载下级；已选值经 loadDictItem 显示名称。"
      fields={[
        { name: 'category', label: '全部分类', input: <CategoryTreeSelect /> },
        { name: 'product', label: '产品类型（A01）', input: <CategoryTreeSelect pcode="A01" /> },
        { name: 'docs', label: '文档类型（多选）', input: <CategoryTreeSelect pcode="A02" multiple /> },
        { name: 'missing', label: '不存在的编码', input: <CategoryTreeSelect pcode="Z99" /> },
      ]}
    />
  );
}
