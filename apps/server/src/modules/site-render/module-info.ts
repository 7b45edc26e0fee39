import type { EntityDef, Field, PublicView } from '@yunzhan/common/entities/index';
import { PUBLIC_ENTITIES } from '../public/delivery-service.js';
import { publicRefTarget } from '../public/projection.js';
import { type SiteTexts, siteTexts } from './texts/index.js';

type PublicEntity = EntityDef & { publicView: PublicView };

const NOT_SHOWN = new Set(['seoTitle', 'seoKeywords', 'seoDescription', 'slug', 'sortNo']);
/** References that place a row in the site's navigation (its menu, its parent): the layout shows those. */
const NAVIGATION_REFS = new Set(['menuId', 'parentId']);

/** How a field's value prints (the templates' `f.format`): by kind, the file size and web links by name. */
function formatOf(name: string, f: Field | undefined): string {
  if (!f) return 'text';
  if (name === 'fileSize') return 'bytes';
  if ('pattern' in f && f.pattern === 'url') return 'link';
  const byKind: Record<string, string> = {
    richText: 'html',
    image: 'image',
    file: 'file',
    video: 'file',
    date: 'date',
    datetime: 'datetime',
    int: 'number',
    number: 'number',
    money: 'money',
    switch: 'switch',
    tags: 'tags',
  };
  return byKind[f.kind] ?? 'text';
}

/**
 * What templates know of a module, in the site's language: its path, title, the field naming a row, the public fields
 * with labels and how each prints, and the public references to other public rows.
 */
export function moduleInfo(e: PublicEntity, t: SiteTexts) {
  const view = e.publicView;
  const kind = (name: string) => e.field(name)?.kind ?? '';
  const label = (name: string) => t.fields[name] ?? e.field(name)?.label ?? name;
  return {
    path: view.path,
    title: t.modules[view.path] ?? e.title,
    display: e.display ?? 'id',
    fields: view.fields
      // An area is a code (the address beside it names the place).
      .filter((name) => !['ref', 'links', 'area'].includes(kind(name)) && !NOT_SHOWN.has(name))
      .map((name) => ({
        name,
        label: label(name),
        text: e.dictFields.includes(name) ? `${name}_dictText` : name,
        format: formatOf(name, e.field(name)),
        url: ['image', 'file', 'video'].includes(kind(name)) ? `${name}_url` : undefined,
      })),
    // Public references to public rows (a category …): the row's name (null while it is not published), a link to
    // its page.
    refs: view.fields.flatMap((name) => {
      const target = NAVIGATION_REFS.has(name) ? undefined : publicRefTarget(e, name);
      if (!target) return [];
      return [
        {
          name,
          label: label(name),
          text: `${name}_dictText`,
          path: target.publicView.path,
          many: kind(name) === 'links',
        },
      ];
    }),
  };
}

export type ModuleInfo = ReturnType<typeof moduleInfo>;

const byLanguage = new Map<SiteTexts, ModuleInfo[]>();

/** Every public module as templates see it (`modules`), per language, built once. */
export function modulesFor(language: string | null | undefined): ModuleInfo[] {
  const t = siteTexts(language);
  let modules = byLanguage.get(t);
  if (!modules) {
    modules = [...PUBLIC_ENTITIES.values()].map((e) => moduleInfo(e as PublicEntity, t));
    byLanguage.set(t, modules);
  }
  return modules;
}
