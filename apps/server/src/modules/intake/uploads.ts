import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { WEB_IMAGES } from '@yunzhan/common/entities/fields';
import type { CrudDeps } from '../../core/crud/contracts.js';
import type { EphemeralStore } from '../../core/ephemeral.js';
import { ApiError, badRequest, forbidden } from '../../core/errors.js';
import { policyOf } from '../../core/files/policy.js';
import type { PublicFile, PublicUploadGate } from '../../core/files/public-upload.js';
import { sweepFolder } from '../../core/files/sweep.js';
import { newId } from '../../core/time.js';
import { FileService } from '../file/service.js';
import { BLOCKED_MESSAGE } from '../forms/blacklist.js';
import { hashToken, idOfToken, newToken, sameToken } from '../forms/tokens.js';
import { fileCount, type IntakeCheck } from './checks.js';

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
 * Files the public attaches to a submission. Each comes through the public upload gate (`gate`: text first, sizes
 * and the IP's hour capped, nothing left of a refused request). Two ways on: a form posted with its files names
 * them directly (`keep`, by the uploads check); or, in two steps, `hold` moves one file into a pending folder and
 * answers an opaque token, which a submission then names: `claim` takes each once — only from the same site and
 * IP, within the hour — moves the file into the staff-only folder and records it. Pending files nobody claimed are
 * deleted by `purge` (every few minutes).
 */
export class IntakeUploads {
  private readonly files: FileService;

  constructor(
    private readonly crud: CrudDeps,
    private readonly ephemeral: EphemeralStore,
    /** The site's blacklist (by IP): a blocked visitor uploads nothing either. */
    private readonly blocked: (siteId: string, ip: string) => Promise<boolean>,
    readonly gate: PublicUploadGate,
  ) {
    this.files = new FileService(crud.files, crud);
  }

  private pathOf(id: string): string {
    return join(this.crud.files.root, PENDING, id);
  }

  /** The rules of the intake folder for a route of `maxFiles` files; the blacklist before the first is written. */
  rules(siteId: string, ip: string, maxFiles: number) {
    const validate = async () => {
      if (await this.blocked(siteId, ip)) throw forbidden(BLOCKED_MESSAGE);
    };
    return { fileBytes: MAX_INTAKE_BYTES, maxFiles, textFields: 0, textBytes: 0, validate };
  }

  /** Checks one received file and keeps it pending under a new token, for a submission to claim within the hour. */
  async hold(siteId: string, ip: string, file: PublicFile) {
    const id = newId();
    const path = this.pathOf(id);
    const ext = this.checked(this.incoming(file));
    const name = file.name.slice(0, 255);
    const { size, sha256 } = file.received;
    const token = newToken(id);
    const pending: Pending = { site: siteId, ip, name, ext, size, sha256, hash: hashToken(token) };
    await mkdir(dirname(path), { recursive: true });
    await rename(file.temp, path);
    try {
      await this.ephemeral.set(memo(id), JSON.stringify(pending), UPLOAD_TTL_MS);
    } catch (err) {
      await rm(path, { force: true });
      throw err;
    }
    return { token, name, size };
  }

  /**
   * The stored keys of files a form posted with a submission, each checked (type by content, `accept` of the
   * field), then moved into the staff-only folder and recorded.
   */
  async keep(siteId: string, files: readonly PublicFile[], accept: readonly string[] | undefined, label: string) {
    const exts = files.map((file) => this.accepted(this.checked(this.incoming(file)), accept, label));
    const keys: string[] = [];
    for (const [i, file] of files.entries()) keys.push(await this.store(siteId, this.incoming(file), exts[i]));
    return keys;
  }

  private incoming(file: PublicFile) {
    return { temp: file.temp, name: file.name, biz: INTAKE_BIZ, received: file.received };
  }

  private accepted(ext: string, accept: readonly string[] | undefined, label: string): string {
    if (accept?.length && !accept.includes(`.${ext}`)) throw badRequest(`${label}的文件类型不支持`);
    return ext;
  }

  private async store(siteId: string, file: Parameters<FileService['keep']>[1], ext: string): Promise<string> {
    const key = this.crud.files.newKey(INTAKE_BIZ, ext);
    await this.files.keep({ username: 'public', siteId }, file, key);
    return key;
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
      this.accepted(pending.ext, accept, label);
      found.push({ id, pending });
    }
    const keys: string[] = [];
    for (const { id, pending } of found) {
      // Taking is one statement: of two submissions naming one upload at once, one gets it.
      if (!(await this.ephemeral.take(memo(id)))) throw refused;
      const received = { size: pending.size, sha256: pending.sha256, head: Buffer.alloc(0) };
      keys.push(
        await this.store(siteId, { temp: this.pathOf(id), name: pending.name, biz: INTAKE_BIZ, received }, pending.ext),
      );
    }
    return keys;
  }

  /**
   * Deletes pending files older than the claim window (never claimed; their memo has expired too), and the
   * temporary files of public requests a crash left behind.
   */
  async purge(now = Date.now()): Promise<number> {
    const pending = await sweepFolder(join(this.crud.files.root, PENDING), PURGE_AFTER_MS, now);
    return pending + (await this.gate.sweep(now));
  }
}

/**
 * The files of the fields a visitor may fill: posted with the submission (a rendered site's form), or named by upload
 * tokens; each is checked, kept, and replaced by its stored key. Last of the checks: a submission another check
 * refuses has used none of its uploads.
 */
export function uploadsCheck(uploads: IntakeUploads): IntakeCheck {
  return async (s) => {
    for (const name of s.entity.intake?.fields ?? []) {
      const field = s.entity.fields[name];
      if (!field || !FILE_KINDS.includes(field.kind)) continue;
      const count = fileCount(s, name);
      if (!count) continue;
      if (count > MAX_FILES_PER_FIELD) throw badRequest(`${field.label}最多${MAX_FILES_PER_FIELD}个`);
      const declared = 'accept' in field ? (field.accept as readonly string[] | undefined) : undefined;
      const accept = declared ?? (field.kind === 'image' ? WEB_IMAGES : undefined);
      const posted = s.files?.filter((f) => f.field === name) ?? [];
      const keys = posted.length
        ? await uploads.keep(s.siteId, posted, accept, field.label)
        : await uploads.claim(s.siteId, s.ip, String(s.values[name]).split(',').filter(Boolean), accept, field.label);
      s.values[name] = keys.join(',');
    }
  };
}
