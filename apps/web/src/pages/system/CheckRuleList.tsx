import { sysCheckRule } from '@yunzhan/common/entities/system/index';
import EntityListPage from '../../components/entity/EntityListPage';

/** system/CheckRuleList: check rules (校验规则), entirely from the schema; the server validates the rule JSON. */
export default function CheckRuleList() {
  return <EntityListPage entity={sysCheckRule} />;
}
