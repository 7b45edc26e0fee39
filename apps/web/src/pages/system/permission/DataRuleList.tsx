import { Card } from 'antd';
import DataRules from './DataRules';

/** system/DataRuleList (数据规则): the data rules of every menu, the same list as the menu editor's drawer. */
export default function DataRuleList() {
  return (
    <Card variant="borderless">
      <DataRules />
    </Card>
  );
}
