import { cmsSite } from '@yunzhan/common/entities/cms/site';
import EntityListPage from '../../components/entity/EntityListPage';
import SiteMailLinksAlert from './SiteMailLinksAlert';

/** cms/SiteInfoList (站点信息): the engine's list, with a warning for sites whose mails could carry no links. */
export default function SiteInfoList() {
  return (
    <>
      <SiteMailLinksAlert />
      <EntityListPage entity={cmsSite} />
    </>
  );
}
