import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import { create } from 'zustand';
import { LANGUAGE } from '../stores/storage-keys';
import { zhCN } from './zh-CN';

export type Language = 'zh-CN' | 'en-US';
export type MessageKey = keyof typeof zhCN;

/** The English catalogue is its own chunk: a Chinese interface (and its login page) never loads it. */
const CATALOGUES: Partial<Record<Language, Record<MessageKey, string>>> = { 'zh-CN': zhCN };

/** Loads the catalogue of a language (before the first render, and before a switch shows it). */
export async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en-US' && !CATALOGUES['en-US']) CATALOGUES['en-US'] = (await import('./en-US')).enUS;
}

function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE);
  return stored === 'en-US' ? 'en-US' : 'zh-CN';
}

interface LanguageState {
  language: Language;
  setLanguage(language: Language): void;
}

/** Keeps the page language attribute and dayjs (dates, relative times) in step with the interface. */
export function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  dayjs.locale(language === 'en-US' ? 'en' : 'zh-cn');
}

export const useLanguage = create<LanguageState>((set) => ({
  language: storedLanguage(),
  setLanguage(language) {
    localStorage.setItem(LANGUAGE, language);
    const show = () => {
      applyLanguage(language);
      set({ language });
    };
    if (CATALOGUES[language]) show();
    else void loadCatalogue(language).then(show);
  },
}));

/** The interface language as the shared schemas name it. */
export const uiLanguage = (): 'zh' | 'en' => (useLanguage.getState().language === 'en-US' ? 'en' : 'zh');

/** Translates outside React (HTTP client, stores). `{name}` placeholders are filled from `vars`. */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text = (CATALOGUES[useLanguage.getState().language] ?? zhCN)[key];
  return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole)) : text;
}

/**
 * Named catalogue texts read in the interface language at each read (for message tables of plain modules):
 * `translated({ pair: 'area.pair' }).pair`.
 */
export function translated<K extends string>(keys: Readonly<Record<K, MessageKey>>): Readonly<Record<K, string>> {
  const texts = {} as Record<K, string>;
  for (const name of Object.keys(keys) as K[])
    Object.defineProperty(texts, name, { get: () => t(keys[name]), enumerable: true });
  return texts;
}

/** The translator for components: re-renders them when the language changes. */
export function useT(): typeof t {
  useLanguage((s) => s.language);
  return t;
}

/**
 * The texts of a screen, kept in its own lazy chunk instead of the catalogue every page (the login page too) loads:
 * both languages of a catalogue part side by side (the English typed by the Chinese keys). The translator takes the
 * part's keys and the catalogue's.
 */
export function screenTexts<K extends string>(zh: Readonly<Record<K, string>>, en: Readonly<Record<K, string>>) {
  const own = (key: string): key is K => Object.hasOwn(zh, key);
  const text = (key: K | MessageKey, vars?: Record<string, string | number>): string => {
    if (!own(key)) return t(key, vars);
    const s = (useLanguage.getState().language === 'en-US' ? en : zh)[key];
    return vars ? s.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole)) : s;
  };
  return {
    t: text,
    useT(): typeof text {
      useLanguage((s) => s.language);
      return text;
    },
  };
}
