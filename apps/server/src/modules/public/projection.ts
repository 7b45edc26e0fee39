import {
  type EntityDef,
  type Field,
  type LinesField,
  type PublicView,
  publicFieldProblem,
} from '@yunzhan/common/entities/index';
import { entityNamed } from '@yunzhan/common/entities/registry';
import type { AnyDb, DictSource, Row } from '../../core/crud/contracts.js';
import { addDictText } from '../../core/crud/dict-text.js';
import { addLinkValues } from '../../core/crud/links.js';
import type { EntityStores } from '../../core/crud/stores.js';
import { isPublishedNow } from './published.js';
import type { PublicSite } from './sites.js';

export type PublicEntity = EntityDef & { publicView: PublicView };

const FILE_KINDS = new Set(['file', 'image', 'video']);
export const isFileField = (f: Field | undefined) => !!f && FILE_KINDS.has(f.kind);

/** Where the public reads a stored file of a site (`/api/public/{site}/file/{key}`); absolute URLs stay as they are. */
export const publicFileUrl = (siteCode: string, value: unknown): string | null => {
  if (typeof value !== 'string' || !value) return null;
  return value
    .split(',')
    .map((v) => (/^https?:\/\//i.test(v) ? v : `/api/public/${siteCode}/file/${v}`))
    .join(',');
};

/** Stored files inside rich text, as the back office's editor writes them (the session's file address). */
const STATIC_IN_HTML =
  /(?:https?:\/\/[^"'\s]*)?\/system-api\/sys\/common\/static\/([a-z]+\/\d{8}\/[0-9a-f]{32}\.[a-z0-9]{1,8})/g;

/** Rich text for the public: its stored images read from the site's public file address. */
export const publicHtml = (siteCode: string, html: unknown) =>
  typeof html === 'string'
    ? html.replace(STATIC_IN_HTML, (_m, key: string) => `/api/public/${siteCode}/file/${key}`)
    : html;

/** A public sub-table: the child entity, the field naming the parent, and the child's public fields. */
export interface PublicLines {
  field: string;
  child: EntityDef;
  foreignKey: string;
  fields: readonly string[];
}

/** The public sub-tables of an entity, checked like its own public fields (throws at start-up when one is not). */
export function publicLinesOf(entity: PublicEntity): PublicLines[] {
  return Object.entries(entity.publicView.lines).map(([field, fields]) => {
    const { entity: childName, foreignKey } = entity.fields[field] as LinesField;
    const child = entityNamed(childName);
    if (child?.scope !== 'site') throw new Error(`${entity.name}: public lines '${field}' not site-scoped`);
    for (const n of fields) {
      const problem = publicFieldProblem(n, child.field(n), child.columnFields);
      if (problem || n === foreignKey) throw new Error(`${entity.name}: public line field '${field}.${n}' ${problem}`);
    }
    return { field, child, foreignKey, fields };
  });
}

/**
 * A reference or a links field whose target is public and shows its name publicly: the public may see the names
 * (and, for links, only the linked rows published now).
 */
export function publicRefTarget(entity: EntityDef, name: string): PublicEntity | undefined {
  const f = entity.field(name);
  if (f?.kind !== 'ref' && f?.kind !== 'links') return undefined;
  const target = entityNamed(f.entity);
  const view = target?.publicView;
  return view && target.display && view.fields.includes(target.display) ? (target as PublicEntity) : undefined;
}

const idsOf = (value: unknown, many: boolean): string[] => {
  if (typeof value !== 'string' || value === '') return [];
  return many ? value.split(',') : [value];
};

/**
 * Rows as the public sees them: the public fields, the texts of their dictionaries, the names of referenced rows
 * that are themselves public and published now (`<ref>_dictText`, else null; a links field to a public entity keeps
 * only the linked rows published now, their names comma-joined in `<links>_dictText`), public URLs of stored files
 * (`<file>_url`, and inside rich text), and the public sub-tables' rows with their public fields.
 */
export class PublicProjection {
  private readonly lines = new Map<string, PublicLines[]>();

  constructor(
    private readonly stores: EntityStores,
    private readonly dicts: DictSource,
    private readonly db: AnyDb,
  ) {}

  linesOf(entity: PublicEntity): PublicLines[] {
    let found = this.lines.get(entity.name);
    if (!found) {
      found = publicLinesOf(entity);
      this.lines.set(entity.name, found);
    }
    return found;
  }

  async project(site: PublicSite, entity: PublicEntity, rows: Row[]): Promise<Row[]> {
    const out = await this.fieldsOf(site, entity, entity.publicView.fields, rows);
    const actor = { username: 'public', siteId: site.id };
    for (const line of this.linesOf(entity)) {
      const children = await this.stores.of(line.child).where(
        actor,
        line.foreignKey,
        rows.map((r) => r.id),
      );
      const projected = await this.fieldsOf(site, line.child, line.fields, children);
      for (const [i, r] of out.entries()) {
        const id = rows[i].id;
        r[line.field] = projected.filter((_c, j) => children[j][line.foreignKey] === id);
      }
    }
    return out;
  }

  private async fieldsOf(site: PublicSite, entity: EntityDef, fields: readonly string[], rows: Row[]) {
    await addDictText(entity, rows, this.dicts, this.db, site.id);
    // A links field reads as the comma-joined ids of the site's linked rows.
    if (entity.linkFields.some((f) => fields.includes(f))) {
      await addLinkValues(this.db, this.stores, entity, { username: 'public', siteId: site.id }, rows);
    }
    const names = await this.refNames(site, entity, fields, rows);
    return rows.map((r) => {
      const out: Row = {};
      for (const n of fields) {
        out[n] = r[n] ?? null;
        if (entity.dictFields.includes(n)) out[`${n}_dictText`] = r[`${n}_dictText`] ?? null;
        const refNames = names.get(n);
        if (refNames && entity.field(n)?.kind === 'links') {
          const shown = idsOf(r[n], true).filter((id) => refNames.has(id));
          out[n] = shown.join(',');
          out[`${n}_dictText`] = shown.map((id) => refNames.get(id)).join(',');
        } else if (refNames) out[`${n}_dictText`] = refNames.get(String(r[n] ?? '')) ?? null;
        if (isFileField(entity.field(n))) out[`${n}_url`] = publicFileUrl(site.code, r[n]);
        if (entity.field(n)?.kind === 'richText') out[n] = publicHtml(site.code, out[n]);
      }
      return out;
    });
  }

  /** Per public reference or links field: the names of the referenced rows the public may see, by id. */
  private async refNames(site: PublicSite, entity: EntityDef, fields: readonly string[], rows: Row[]) {
    const out = new Map<string, Map<string, string>>();
    const actor = { username: 'public', siteId: site.id };
    const now = new Date();
    for (const n of fields) {
      const target = publicRefTarget(entity, n);
      if (!target?.display) continue;
      const many = entity.field(n)?.kind === 'links';
      const ids = [...new Set(rows.flatMap((r) => idsOf(r[n], many)))];
      const found = (await this.stores.of(target).getMany(actor, ids)).filter((t) => isPublishedNow(target, t, now));
      out.set(n, new Map(found.map((t) => [String(t.id), String(t[target.display as string] ?? '')])));
    }
    return out;
  }
}
