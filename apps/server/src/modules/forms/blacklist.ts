import { cmsBlacklist } from '@yunzhan/common/entities/forms/blacklist';
import { forbidden } from '../../core/errors.js';
import { ForeignWrites } from '../../core/foreign-writes.js';
import { formatDateTime } from '../../core/time.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import { type Database, dynamic } from '../../db/index.js';
import type { IntakeCheck } from '../intake/checks.js';

interface Entry {
  kind: string;
  /** Normalised: lower case; a phone's digits only. */
  value: string;
  until: string | null;
}

/** The one answer to a blocked visitor: it does not say which entry matched. */
export const BLOCKED_MESSAGE = '提交失败，您已被限制提交';

const digits = (s: string) => s.replace(/\D/g, '');
const normalise = (kind: string, value: string) => (kind === 'phone' ? digits(value) : value.trim().toLowerCase());

/** Whether one entry blocks a submission from `ip` carrying the text values `texts` (already lower case). */
function blocks(e: Entry, ip: string, texts: readonly string[]): boolean {
  switch (e.kind) {
    case 'ip':
      return ip === e.value;
    case 'phone':
      return e.value.length > 0 && texts.some((t) => digits(t) === e.value);
    case 'email':
      return texts.some((t) => t.trim() === e.value || (e.value.startsWith('@') && t.trim().endsWith(e.value)));
    case 'keyword':
      return e.value.length > 0 && texts.some((t) => t.includes(e.value));
    default:
      return false;
  }
}

/**
 * The site's blacklist, read once per site and again after a commit of this process touches the table, or after
 * another process committed (`ForeignWrites`: at once on SQLite, within 10 s on PostgreSQL).
 */
export class Blacklist {
  private bySite = new Map<string, Promise<Entry[]>>();
  private readonly foreign: ForeignWrites;

  constructor(
    private readonly db: Database,
    changes: ChangeFeed,
    foreignVersion?: () => number,
  ) {
    this.foreign = new ForeignWrites(foreignVersion);
    changes.on([cmsBlacklist.table], () => this.forget());
  }

  forget(): void {
    this.bySite = new Map();
  }

  /** Whether an entry in force blocks a submission from `ip` with these values. */
  async blocked(siteId: string, ip: string, values: readonly unknown[]): Promise<boolean> {
    const entries = await this.load(siteId);
    if (!entries.length) return false;
    const now = formatDateTime();
    const texts = values.flatMap((v) => (typeof v === 'string' ? [v.toLowerCase()] : []));
    return entries.some((e) => (e.until === null || e.until > now) && blocks(e, ip.toLowerCase(), texts));
  }

  private load(siteId: string): Promise<Entry[]> {
    if (this.foreign.moved()) this.forget();
    const hit = this.bySite.get(siteId);
    if (hit) return hit;
    const entries = dynamic(this.db)
      .withoutPlugins()
      .selectFrom(cmsBlacklist.table)
      .select(['kind', 'value', 'until'])
      .where(cmsBlacklist.columnOf('siteId'), '=', siteId)
      .execute()
      .then((rows: { kind: string; value: string; until: string | null }[]) =>
        rows.map((r) => ({ kind: r.kind, value: normalise(r.kind, r.value), until: r.until || null })),
      );
    entries.catch(() => this.forget());
    this.bySite.set(siteId, entries);
    return entries;
  }
}

/** Refuses (403) a submission an entry of the site's blacklist blocks: by IP, phone, e-mail or keyword. */
export function blacklistCheck(blacklist: Blacklist): IntakeCheck {
  return async (s) => {
    if (await blacklist.blocked(s.siteId, s.ip, Object.values(s.values))) throw forbidden(BLOCKED_MESSAGE);
  };
}
