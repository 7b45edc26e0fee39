import * as cms from './cms/index';
import type { EntityDef } from './define';
import * as downloads from './downloads/index';
import * as forms from './forms/index';
import * as operations from './operations/index';
import * as products from './products/index';
import * as service from './service/index';
import * as system from './system/index';
import * as workflow from './workflow/index';

/**
 * Every entity of the product. The server mounts, migrates and scopes from this list; look-ups, the duplicate
 * check and imports find tables here; the menu seed and the web app take their pages from it.
 */
export const ENTITIES: readonly EntityDef[] = [
  ...Object.values(system),
  ...Object.values(cms),
  ...Object.values(products),
  ...Object.values(downloads),
  ...Object.values(service),
  ...Object.values(forms),
  ...Object.values(operations),
  ...Object.values(workflow),
] as EntityDef[];

const index = <K extends keyof EntityDef>(key: K) => new Map(ENTITIES.map((e) => [e[key] as string, e]));
const byName = index('name');
const byTable = index('table');

export const entityNamed = (name: string): EntityDef | undefined => byName.get(name);
export const entityOfTable = (table: string): EntityDef | undefined => byTable.get(table);

/** Component string → entity, for list pages the generic engine page renders. */
export const ENTITY_PAGES: ReadonlyMap<string, EntityDef> = new Map(
  ENTITIES.filter((e) => e.page).map((e) => [e.page as string, e]),
);

/** Pages showing public submissions (the forms' lists, 招聘管理): the menu shows their unread ones as a badge. */
export const INTAKE_PAGES: readonly string[] = ENTITIES.flatMap((e) =>
  e.intake?.unread.page ? [e.intake.unread.page] : [],
);

/** Problems of the registry as a whole (names, references, lines): a test keeps it empty. */
export function registryProblems(): string[] {
  const out: string[] = [];
  const seen = (key: 'name' | 'table', m: Map<string, EntityDef>) => {
    if (m.size !== ENTITIES.length) out.push(`duplicate ${key}`);
  };
  seen('name', byName);
  seen('table', byTable);
  for (const e of ENTITIES) {
    for (const name of Object.keys(e.fields)) {
      const f = e.fields[name];
      if ((f.kind === 'ref' || f.kind === 'lines') && !byName.has(f.entity)) {
        out.push(`${e.name}.${name}: unknown entity ${f.entity}`);
      }
      if (f.kind === 'lines') {
        const child = byName.get(f.entity);
        const fk = child?.fields[f.foreignKey];
        if (child && (fk?.kind !== 'ref' || fk.entity !== e.name)) out.push(`${e.name}.${name}: bad foreign key`);
        if (child && !child.embedded) out.push(`${e.name}.${name}: child ${child.name} is not embedded`);
        if (child && child.scope !== e.scope) out.push(`${e.name}.${name}: child scope differs`);
      }
    }
  }
  return out;
}
