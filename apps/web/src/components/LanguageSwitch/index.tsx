import { Segmented } from 'antd';
import type { ReactNode } from 'react';
import { changeSignedInLanguage } from '../../app/language-change';
import { type Language, useLanguage } from '../../locales/i18n';

/** Each language named in itself (marked as such for assistive technology). */
const OPTIONS: Array<{ value: Language; label: ReactNode }> = [
  { value: 'zh-CN', label: <span lang="zh-CN">中文</span> },
  { value: 'en-US', label: 'EN' },
];

/**
 * Switches the stored interface language (spec §1). Signed in, the page reloads in the new language (the server's
 * menus and dictionaries follow it).
 */
export default function LanguageSwitch({ signedIn = false }: { signedIn?: boolean }) {
  const language = useLanguage((s) => s.language);
  const setLanguage = useLanguage((s) => s.setLanguage);
  return (
    <Segmented
      size="small"
      options={OPTIONS}
      value={language}
      onChange={(v) => (signedIn ? void changeSignedInLanguage(v as Language) : setLanguage(v as Language))}
    />
  );
}
