import type { EntityDef } from '@yunzhan/common/entities/index';
import { ENTITIES } from '@yunzhan/common/entities/registry';
import { sql } from 'kysely';
import type { Actor, CrudDeps, Values } from '../../core/crud/contracts.js';
import { readInput } from '../../core/crud/input.js';
import { notFound } from '../../core/errors.js';
import type { PublicFile } from '../../core/files/public-upload.js';
import type { PublicSite } from '../public/sites.js';
import type { IntakeCheck, Submission } from './checks.js';

/** Entities that take public submissions, by their URL segment. */
export const INTAKE_ENTITIES: ReadonlyMap<string, EntityDef> = new Map(
  ENTITIES.filter((e) => e.intake).map((e) => [e.intake?.path ?? '', e]),
);

/** Stores public submissions, after the schema's validation and every intake check; counts the unread ones. */
export class IntakeService {
  constructor(
    private readonly deps: Pick<CrudDeps, 'stores' | 'dicts' | 'db'>,
    private readonly checks: readonly IntakeCheck[],
  ) {}

  /** `preset`: values the server sets itself (a module's own route: an uploaded file's key, a first status). */
  async submit(
    site: PublicSite,
    path: string,
    body: unknown,
    from: { ip: string; userAgent: string },
    preset?: Values,
    files?: readonly PublicFile[],
  ) {
    const submission = await this.prepare(site, path, body, from, preset, files);
    const store = this.deps.stores.of(submission.entity);
    const stored = { ...submission.values, ip: from.ip.slice(0, 64), userAgent: from.userAgent.slice(0, 500) };
    const id = await store.insert(this.deps.db, { username: 'public', siteId: site.id }, stored);
    return { ...submission.receipt, id };
  }

  /**
   * A submission validated by its schema and passed through every intake check, not stored. Called alone with the
   * text of a form posted with files, it refuses an invalid one before any of its files is written.
   */
  async prepare(
    site: PublicSite,
    path: string,
    body: unknown,
    from: { ip: string; userAgent: string },
    preset?: Values,
    files?: readonly PublicFile[],
  ): Promise<Submission> {
    const entity = INTAKE_ENTITIES.get(path);
    if (!entity?.intake) throw notFound('表单不存在');
    // Only the fields the public may send; the back-office fields take their defaults (status 待处理).
    const src = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const sent = Object.fromEntries(entity.intake.fields.filter((n) => Object.hasOwn(src, n)).map((n) => [n, src[n]]));
    const values = { ...readInput(entity, sent, 'add', await this.deps.dicts.valueSets()), ...preset };
    const submission: Submission = { entity, siteId: site.id, ip: from.ip, userAgent: from.userAgent, values, files };
    await this.screen(submission);
    return submission;
  }

  /** Runs every intake check (blacklist, sensitive words) on a submission another module stores itself. */
  async screen(submission: Submission): Promise<void> {
    for (const check of this.checks) await check(submission);
  }

  /**
   * Unread submissions of the site per intake page the user may list (the menu's badges), each within what the
   * user's actor on it sees (its site and data rules), in one query.
   */
  async unread(
    siteId: string | null,
    granted: ReadonlySet<string>,
    actorOf: (entity: EntityDef) => Promise<Actor>,
  ): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    if (!siteId) return out;
    const listed = [...INTAKE_ENTITIES.values()].filter(
      (e) => e.intake?.unread.page && e.intake.unread.status && granted.has(e.perm('list')),
    );
    const actors = await Promise.all(listed.map(actorOf));
    const counts = listed.map((entity, i) => {
      const { page, status } = entity.intake?.unread ?? {};
      // Pages and statuses are the schemas' own constants: literals keep each branch's types plain for PostgreSQL.
      return this.deps.stores
        .of(entity)
        .scoped(actors[i])
        .where(sql.ref(entity.columnOf('status')), '=', sql.lit(status))
        .select((eb) => [sql.lit(page).as('page'), eb.fn.countAll().as('n')]);
    });
    const [first, ...rest] = counts;
    if (!first) return out;
    const rows = await rest.reduce((all, q) => all.unionAll(q), first).execute();
    for (const { page, n } of rows as { page: string; n: unknown }[]) out[page] = (out[page] ?? 0) + Number(n);
    return out;
  }
}
