import type { EntityDef } from '@yunzhan/common/entities/index';
import { entityText } from '../../../components/entity/texts';
import { t, useLanguage } from '../../../locales/i18n';

/**
 * A version's action as the engine notes it (添加, 编辑, 还原, 移动, 恢复版本N or the label of one of the schema's
 * actions) in the interface language; a note a module wrote itself reads as stored.
 */
export function versionAction(entity: EntityDef | undefined, note: string): string {
  const language = useLanguage.getState().language;
  if (language !== 'en-US') return note;
  const et = entityText(language);
  const engine: Readonly<Record<string, string>> = { 添加: et('add'), 编辑: et('edit'), 还原: et('restore') };
  if (Object.hasOwn(engine, note)) return engine[note];
  if (note === '移动') return t('dataLog.move');
  const restored = /^恢复版本(\d+)$/.exec(note);
  if (restored) return t('dataLog.restoreVersion', { n: restored[1] });
  const action = Object.values(entity?.actions ?? {}).find((a) => a.label === note);
  return action ? et.label(action) : note;
}
