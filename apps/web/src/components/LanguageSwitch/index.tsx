import { Segmented } from 'antd';
import { type Language, useLanguage } from '../../locales/i18n';

const OPTIONS: Array<{ value: Language; label: string }> = [
  { value: 'zh-CN', label: '中文' },
  { value: 'en-US', label: 'EN' },
];

/** Switches the stored interface language (spec §1). */
export default function LanguageSwitch() {
  const language = useLanguage((s) => s.language);
  const setLanguage = useLanguage((s) => s.setLanguage);
  return <Segmented size="small" options={OPTIONS} value={language} onChange={(v) => setLanguage(v as Language)} />;
}
