import type { Field } from './fields';

/** A public submission form: which fields the public may send (the rest are the back office's). */
export interface IntakeConfig<F extends Readonly<Record<string, Field>>> {
  fields: readonly (keyof F & string)[];
  /** The URL segment (`/intake/{path}`); default the entity name's last part. */
  path?: string;
  /**
   * The menu badge of unread submissions: rows in `status` (default 待处理 `pending`) counted on `page` (default the
   * entity's own list page; an entity without one names the page that shows its rows).
   */
  unread?: { status?: string; page?: string };
}

/** What a public submission's entity keeps of its intake configuration. */
export interface IntakeDef {
  readonly path: string;
  readonly fields: readonly string[];
  readonly unread: { readonly status: string; readonly page: string | undefined };
}

/** The checked intake of an entity: site-scoped, with `ip` and `userAgent`, and only writable fields public. */
export function intakeOf<F extends Readonly<Record<string, Field>>>(
  config: IntakeConfig<F>,
  entity: {
    lastName: string;
    page: string | undefined;
    scope: string;
    all: ReadonlyMap<string, Field>;
    columnFields: readonly string[];
  },
  fail: (message: string) => never,
): IntakeDef {
  const { all, columnFields } = entity;
  if (entity.scope !== 'site') fail('an intake entity must be site-scoped');
  for (const n of ['ip', 'userAgent']) if (all.get(n)?.kind !== 'text') fail(`an intake entity needs a text '${n}'`);
  for (const n of config.fields) {
    const f = all.get(n);
    if (!f || !columnFields.includes(n) || !f.form || f.readonly || f.sensitive)
      fail(`intake field '${n}' is not writable`);
  }
  return {
    path: config.path ?? entity.lastName,
    fields: [...config.fields],
    unread: { status: config.unread?.status ?? 'pending', page: config.unread?.page ?? entity.page },
  };
}
