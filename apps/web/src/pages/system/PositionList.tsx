import { sysPosition } from '@yunzhan/common/entities/system/index';
import EntityListPage from '../../components/entity/EntityListPage';

/** system/PositionList: positions (职务), entirely from the schema. */
export default function PositionList() {
  return <EntityListPage entity={sysPosition} />;
}
