import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { WEB_IMAGES } from '@yunzhan/common/entities/fields';
import type { CrudDeps } from '../../core/crud/contracts.js';
import type { EphemeralStore } from '../../core/ephemeral.js';
import { ApiError, badRequest, forbidden } from '../../core/errors.js';
import { policyOf } from '../../core/files/policy.js';
import { receive } from '../../core/files/receive.js';
import { newId } from '../../core/time.js';
import { FileService } from '../file/service.js';
import { BLOCKED_MESSAGE } from '../forms/blacklist.js';
import { hashToken, idOfToken, newToken, sameToken } from '../forms/tokens.js';
import type { IntakeCheck } from './checks.js';

/** The staff-only upload folder of what the public attaches to a submission (images, PDF). */
export const INTAKE_BIZ = 'intake';
export const MAX_INTAKE_BYTES = policyOf(INTAKE_BIZ)?.maxBytes ?? 0;
/** An upload must be named by a submission within this time; after it (and a margin), the file is deleted. */
export const UPLOAD_TTL_MS = 60 * 60_000;
const PURGE_AFTER_MS = UPLOAD_TTL_MS + 5 * 60_000;
/** Files one field of a submission may name. */
export const MAX_FILES_PER_FIELD = 5;
const FILE_KINDS: readonly string[] = ['image', 'file'];
/** Not yet claimed uploads wait here, outside every upload folder (nothing serves this one). */
const PENDING = '.intake-pending';

/** What the server remembers of an upload until a submission claims it (shared by all processes). */
interface Pending {
  site: string;
  ip: string;
  name: string;
  ext: string;
  size: number;
  sha256: string;
  /** SHA-256 of the token: the token itself is known only to the visitor. */
  hash: string;
}

const memo = (id: string) => `intake-upload:${id}`;

/**
 * Files the public attaches to a submission, in two steps. `receive` streams one file into a pending folder (size
 * refused while it streams, type by its content), and answers an opaque token. A submission then names tokens;
 * `claim` takes each once — only from the same site and IP, within the hour — moves the file into the staff-only
 * folder and records it. Files nobody claimed are deleted by `purge` (every few minutes).
 */
export class IntakeUploads {
  private readonly files: FileService;

  constructor(
    private readonly crud: CrudDeps,
    private readonly ephemeral: EphemeralStore,
    /** The site's blacklist (by IP): a blocked visitor uploads nothing either. */
    private readonly blocked: (siteId: string, ip: string) => Promise<boolean>,
  ) {
    this.files = new FileService(crud.files, crud);
  }

  private pathOf(id: string): string {
    return join(this.crud.files.root, PENDING, id);
  }

  async receive(siteId: string, ip: string, file: { filename: string; file: Readable }) {
    if (await this.blocked(siteId, ip)) throw forbidden(BLOCKED_MESSAGE);
    const id = newId();
    const temp = this.pathOf(id);
    try {
      const received = await receive(file.file, temp, MAX_INTAKE_BYTES);
      const ext = this.checked({ temp, name: file.filename, biz: INTAKE_BIZ, received });
      const token = newToken(id);
      const name = file.filename.slice(0, 255);
      const pending: Pending = { site: siteId, ip, name, ext, size: received.size, sha256: received.sha256, hash: '' };
      pending.hash = hashToken(token);
      await this.ephemeral.set(memo(id), JSON.stringify(pending), UPLOAD_TTL_MS);
      return { token, name, size: received.size };
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  /** The folder's type and size rules; a refusal is the visitor's mistake (400), not a business answer. */
  private checked(file: Parameters<FileService['check']>[0]): string {
    try {
      return this.files.check(file);
    } catch (err) {
      if (err instanceof ApiError && err.status === 200) throw badRequest(err.message);
      throw err;
    }
  }

  /**
   * The stored keys of the uploads `tokens` name, each taken once; refused (nothing taken) when one is unknown,
   * expired, used, of another site or IP, or of a type `accept` (extensions with their dot) does not list.
   */
  async claim(
    siteId: string,
    ip: string,
    tokens: readonly string[],
    accept: readonly string[] | undefined,
    label: string,
  ) {
    const refused = badRequest(`${label}无效或已过期，请重新上传`);
    const found: { id: string; pending: Pending }[] = [];
    for (const token of tokens) {
      const id = idOfToken(token);
      const raw = id ? await this.ephemeral.get(memo(id)) : null;
      const pending = raw ? (JSON.parse(raw) as Pending) : undefined;
      if (!id || !pending || pending.site !== siteId || pending.ip !== ip || !sameToken(pending.hash, hashToken(token)))
        throw refused;
      if (accept?.length && !accept.includes(`.${pending.ext}`)) throw badRequest(`${label}的文件类型不支持`);
      found.push({ id, pending });
    }
    const keys: string[] = [];
    for (const { id, pending } of found) {
      // Taking is one statement: of two submissions naming one upload at once, one gets it.
      if (!(await this.ephemeral.take(memo(id)))) throw refused;
      const key = this.crud.files.newKey(INTAKE_BIZ, pending.ext);
      const received = { size: pending.size, sha256: pending.sha256, head: Buffer.alloc(0) };
      await this.files.keep(
        { username: 'public', siteId },
        { temp: this.pathOf(id), name: pending.name, biz: INTAKE_BIZ, received },
        key,
      );
      keys.push(key);
    }
    return keys;
  }

  /** Deletes pending files older than the claim window (never claimed; their memo has expired too). */
  async purge(now = Date.now()): Promise<number> {
    const dir = join(this.crud.files.root, PENDING);
    const names = await readdir(dir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => undefined);
      if (!info || now - info.mtimeMs <= PURGE_AFTER_MS) continue;
      await rm(path, { force: true });
      removed++;
    }
    return removed;
  }
}

/**
 * The file fields a visitor may fill name upload tokens; each is claimed and replaced by its stored key. Last of the
 * checks: a submission another check refuses has used none of its uploads.
 */
export function uploadsCheck(uploads: IntakeUploads): IntakeCheck {
  return async (s) => {
    for (const name of s.entity.intake?.fields ?? []) {
      const field = s.entity.fields[name];
      const value = s.values[name];
      if (!field || !FILE_KINDS.includes(field.kind) || typeof value !== 'string' || !value) continue;
      const tokens = value.split(',').filter(Boolean);
      if (tokens.length > MAX_FILES_PER_FIELD) throw badRequest(`${field.label}最多${MAX_FILES_PER_FIELD}个`);
      const declared = 'accept' in field ? (field.accept as readonly string[] | undefined) : undefined;
      const accept = declared ?? (field.kind === 'image' ? WEB_IMAGES : undefined);
      s.values[name] = (await uploads.claim(s.siteId, s.ip, tokens, accept, field.label)).join(',');
    }
  };
}
