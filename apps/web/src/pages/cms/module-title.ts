import { ENTITIES } from '@yunzhan/common/entities/registry';
import { schemaTitle } from '../../components/entity/texts';
import { t } from '../../locales/i18n';

/**
 * A module's name in the statistics (the server names them by entity title, '首页' for the home page), in the
 * interface language.
 */
export function moduleTitle(title: string): string {
  if (title === '首页') return t('menu.home');
  const entity = ENTITIES.find((e) => e.title === title);
  return entity ? schemaTitle(entity) : title;
}
