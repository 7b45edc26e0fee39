import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicUploadLimits } from '../../config.js';
import type { EphemeralStore } from '../ephemeral.js';
import { ApiError, badRequest } from '../errors.js';
import { newId } from '../time.js';
import { type Received, receive, tooLarge } from './receive.js';
import type { FileStorage } from './storage.js';
import { sweepFolder } from './sweep.js';
import { megabytes, QuotaExceeded, type Reservation, UploadQuota } from './upload-quota.js';

/** Where the files of public requests wait for their handler, outside every upload folder (nothing serves it). */
const PUBLIC_TEMP = '.public-incoming';
/** Bytes a request may carry besides its files and text: part heads and boundaries. */
const FRAMING_BYTES = 64 * 1024;
/** File parts without a file (a file input left empty) a request may send besides its files. */
const EMPTY_FILE_PARTS = 4;
/** A temporary file not written to for this long belongs to no running request (a crash left it). */
const STALE_MS = 60 * 60_000;

export const ORDER_MESSAGE = '表单中的文件须放在其他内容之后';
const ABORTED = '上传已中断，请重新提交';

export type TextFields = Record<string, string | string[]>;

/** One file of a public request, in the temporary area until its handler moves it away (else deleted). */
export interface PublicFile {
  field: string;
  name: string;
  temp: string;
  received: Received;
}

export interface PublicForm {
  fields: TextFields;
  files: PublicFile[];
}

/** What one route takes; the configured limits of every public upload apply on top. */
export interface PublicUploadRules {
  /** Largest file (the upload folder's policy). */
  fileBytes: number;
  /** Most files (lowered to the configured number). */
  maxFiles: number;
  /** Names of the parts that may carry a file; absent: any. */
  fileFields?: readonly string[];
  /** Text fields: how many, and the bytes of each. */
  textFields: number;
  textBytes: number;
  /** Refuses (throws) what the text fields alone already make invalid; runs before the first file is written. */
  validate?: (fields: TextFields) => Promise<void>;
}

/** What a request has written and reserved, for the clean-up whatever way it ends. */
interface Spent {
  written: string[];
  bytes: number;
  reservation?: Reservation;
}

/**
 * The one way anonymous visitors upload (the rendered site's forms, the intake upload, job applications). Text
 * fields come first and are checked before any file is written: a file part before the last text part is refused,
 * so nothing is ever written for a submission its text makes invalid. Then the limits, each before the bytes it
 * guards are stored: the request's declared length, the IP's hourly bytes (reserved up front in the database, so
 * all processes count together: 429 with `Retry-After`), the number of files, the total and each file while they
 * stream. Files go to a temporary area; whatever the handler did not move away is deleted when the request ends,
 * answered, refused or aborted.
 */
export class PublicUploadGate {
  private readonly quota: UploadQuota;

  constructor(
    ephemeral: EphemeralStore,
    private readonly storage: FileStorage,
    readonly limits: PublicUploadLimits,
  ) {
    this.quota = new UploadQuota(ephemeral, limits.hourlyBytes);
  }

  /** Reads a multipart request under `rules` and runs `work` with it (which moves away the files it keeps). */
  async run<T>(
    req: FastifyRequest,
    reply: FastifyReply,
    rules: PublicUploadRules,
    work: (form: PublicForm) => Promise<T>,
  ): Promise<T> {
    const maxFiles = Math.min(rules.maxFiles, this.limits.files);
    const cap = Math.min(this.limits.requestBytes, rules.fileBytes * maxFiles);
    const tooMuch = () => {
      if (cap === 0) return new ApiError('请求内容过大', 413, 413);
      return cap === rules.fileBytes
        ? tooLarge(cap)
        : new ApiError(`上传文件总大小不能超过${megabytes(cap)}MB`, 413, 413);
    };
    const declared = Number(req.headers['content-length']);
    if (declared > cap + rules.textFields * rules.textBytes + FRAMING_BYTES) throw tooMuch();
    const spent: Spent = { written: [], bytes: 0 };
    const limits = { maxFiles, cap, tooMuch, reserve: Math.min(declared || cap, cap) };
    try {
      return await work(await this.read(req, rules, limits, spent));
    } catch (err) {
      if (err instanceof QuotaExceeded) reply.header('retry-after', String(err.retryAfter));
      throw req.raw.readableAborted ? badRequest(ABORTED) : clearly(err, maxFiles, rules.fileBytes);
    } finally {
      await Promise.all(spent.written.map((path) => rm(path, { force: true })));
      // Not given back (the database is away): the IP is held to a little less this hour, nothing worse.
      await spent.reservation?.settle(spent.bytes).catch(() => undefined);
    }
  }

  private async read(
    req: FastifyRequest,
    rules: PublicUploadRules,
    limits: { maxFiles: number; cap: number; tooMuch: () => ApiError; reserve: number },
    spent: Spent,
  ): Promise<PublicForm> {
    const fields: TextFields = Object.create(null);
    const files: PublicFile[] = [];
    let checked = false;
    let total = 0;
    const busboy = {
      fileSize: rules.fileBytes + 1,
      files: limits.maxFiles + EMPTY_FILE_PARTS,
      fields: rules.textFields,
      fieldSize: rules.textBytes,
    };
    for await (const part of req.parts({ limits: busboy })) {
      if (part.type === 'field') {
        if (files.length) throw badRequest(ORDER_MESSAGE);
        if (part.valueTruncated) throw new ApiError('请求内容过大', 413, 413);
        const had = fields[part.fieldname];
        fields[part.fieldname] = had === undefined ? String(part.value) : [had, String(part.value)].flat();
        continue;
      }
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      if (rules.fileFields && !rules.fileFields.includes(part.fieldname)) throw badRequest('表单中有不支持的文件');
      if (!checked) await this.validate(rules, fields);
      checked = true;
      if (files.length >= limits.maxFiles) throw new ApiError(`最多上传${limits.maxFiles}个文件`, 413, 413);
      spent.reservation ??= await this.quota.reserve(req.ip, limits.reserve);
      const temp = join(this.storage.root, PUBLIC_TEMP, newId());
      spent.written.push(temp);
      const room = limits.cap - total;
      const received = await receive(part.file, temp, Math.min(rules.fileBytes, room)).catch(async (err) => {
        spent.bytes += (await stat(temp).catch(() => undefined))?.size ?? 0;
        throw err instanceof ApiError && err.status === 413 && room < rules.fileBytes ? limits.tooMuch() : err;
      });
      total += received.size;
      spent.bytes += received.size;
      files.push({ field: part.fieldname, name: part.filename, temp, received });
    }
    // Node reports a cut-off body as an error of the request; should one end quietly, it is still no complete form.
    if (req.raw.readableAborted) throw badRequest(ABORTED);
    return { fields, files };
  }

  /** The route's check of the text; a form that sent none before its first file is told the order is wrong. */
  private async validate(rules: PublicUploadRules, fields: TextFields): Promise<void> {
    try {
      await rules.validate?.(fields);
    } catch (err) {
      const none = rules.textFields > 0 && !Object.keys(fields).length;
      throw none && err instanceof ApiError && err.status === 400 ? badRequest(ORDER_MESSAGE) : err;
    }
  }

  /** Deletes temporary files a crash left behind (a running request writes to its file all the time). */
  sweep(now = Date.now()): Promise<number> {
    return sweepFolder(join(this.storage.root, PUBLIC_TEMP), STALE_MS, now);
  }
}

/** The multipart parser's refusals in the words of the rest. */
function clearly(err: unknown, maxFiles: number, fileBytes: number): unknown {
  switch ((err as { code?: unknown }).code) {
    case 'FST_FILES_LIMIT':
      return new ApiError(`最多上传${maxFiles}个文件`, 413, 413);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError('表单内容过多', 413, 413);
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(fileBytes);
    case 'FST_PROTO_VIOLATION':
      return badRequest('表单字段名不正确');
    default:
      return err;
  }
}
