import type { Language } from '../../core/language.js';
import { MENU_ENGLISH } from '../../db/seed/menu-english.js';
import { MENU_TREE, type MenuDef } from '../../db/seed/menu-tree.js';

/** url → the seeded Chinese name of every seed menu. */
const SEEDED_NAMES: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>();
  const walk = (menus: readonly MenuDef[]) => {
    for (const m of menus) {
      names.set(m.url, m.name);
      if (m.children) walk(m.children);
    }
  };
  walk(MENU_TREE);
  return names;
})();

/** A menu's title in English: its seeded English title while it keeps its seeded name; else as stored (data). */
export function englishMenuTitle(url: string, title: string): string {
  return SEEDED_NAMES.get(url) === title && Object.hasOwn(MENU_ENGLISH, url) ? MENU_ENGLISH[url] : title;
}

interface TitledNode<T> {
  path: string;
  meta: { title: string };
  children?: T[];
}

/** The menu tree with its titles in a language. */
export function menuInLanguage<T extends TitledNode<T>>(nodes: T[], language: Language): T[] {
  if (language === 'zh') return nodes;
  return nodes.map((node) => ({
    ...node,
    meta: { ...node.meta, title: englishMenuTitle(node.path, node.meta.title) },
    ...(node.children ? { children: menuInLanguage(node.children, language) } : {}),
  }));
}

/** Seed menus (with a Chinese name) that have no English title: a test keeps this empty. */
export function seedMenusWithoutEnglish(): string[] {
  return [...SEEDED_NAMES]
    .filter(([url, name]) => /[\u3400-\u9fff]/.test(name) && !Object.hasOwn(MENU_ENGLISH, url))
    .map(([url, name]) => `${url} ${name}`);
}
