import type { EntityDef } from '@yunzhan/common/entities/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/index.js';
import type { Grantee } from '../../modules/permission/grantee.js';
import type { SessionContext } from '../auth/session.js';
import type { ImportRow } from '../excel/index.js';
import type { FileStorage } from '../files/storage.js';
import type { Language } from '../language.js';
import type { DataRuleRow, ruleVariables } from '../query/index.js';
import type { Access } from '../route.js';
import type { UnitOfWork, Work } from '../unit-of-work.js';
import type { DictSource } from './dict-text.js';
import type { DictValuesOf, InputMode, Values } from './input.js';
import type { Actor, AnyDb, EntityStore, ListScope, Row } from './store.js';
import type { EntityStores } from './stores.js';

// The engine's contracts: what mount, its route groups, importers and modules share. Only types, and only from
// the files below the engine (store, input, dictionary texts, operation log), so nothing here closes a cycle.
export type { Actor, AnyDb, DictSource, DictValuesOf, InputMode, ListScope, Row, Values };

export type Endpoint =
  | 'list'
  | 'queryById'
  | 'add'
  | 'edit'
  | 'delete'
  | 'deleteBatch'
  | 'exportXls'
  | 'importExcel'
  /** `move` of a tree entity (a tree whose codes follow the parent cannot move). */
  | 'move';

/**
 * Review before publishing (审批流程, set by the workflow module): a site may require approval for a module's rows.
 * Then 发布 is refused, and `submitReview` starts the rule's process for each row instead.
 */
export interface ContentReview {
  /** Whether the module's rows in the site publish only after approval. */
  required(siteId: string | null, entity: EntityDef): Promise<boolean>;
  /** Starts the review of rows the actor sees (they become 审批中); answers how many. */
  submit(req: FastifyRequest, session: SessionContext, entity: EntityDef, rows: readonly Row[]): Promise<number>;
  /** Where a row's latest review stands (the form shows a rejection's comment). */
  state(session: SessionContext, entity: EntityDef, id: string): Promise<unknown>;
}

/** What the engine needs from the rest of the server. */
export interface CrudDeps {
  /** Review before publishing, when the workflow module is installed. */
  review?: ContentReview;
  db: Database;
  /** The one write path: a transaction, its operation log, the change feed after commit. */
  uow: UnitOfWork;
  dialect: 'sqlite' | 'postgres';
  /** See `DbHandle.dataVersion`: lets list totals stay cached until something is written. */
  dataVersion?: () => string;
  /** The one store of every entity. */
  stores: EntityStores;
  /** Dictionary texts for lists, and the allowed values of every dictionary for input checks. */
  dicts: DictSource & { valueSets(): Promise<DictValuesOf>; in(language: Language): DictSource };
  /** Enabled data rules of a user for the menu that owns `permPrefix` (contract §4.4). */
  dataRules(who: Grantee, permPrefix: string): Promise<DataRuleRow[]>;
  /** Where import error reports are written. */
  files: FileStorage;
  /** The user's facts that data-rule variables stand for. */
  ruleUser(session: SessionContext): Promise<Parameters<typeof ruleVariables>[0]>;
}

export interface WriteContext {
  mode: InputMode;
  id: string;
  /** Checked writable values (on edit only those sent). */
  values: Values;
  /** The row before an edit. */
  before?: Row;
  body: Record<string, unknown>;
  session: SessionContext;
  trx: Database;
}

/** Where an entity differs from the standard: a small override, not a copy of the engine. */
export interface CrudOptions {
  /** Endpoints not to mount (a module provides its own). */
  except?: readonly Endpoint[];
  /** Extra list conditions (e.g. a department filter, excluded rows). */
  listScope?(req: FastifyRequest, session: SessionContext): Promise<ListScope> | ListScope;
  /** Adds computed columns to list rows (e.g. department names). */
  decorate?(rows: Row[], session: SessionContext): Promise<void>;
  /** Rewrites each exported row before it is written to the file (e.g. masks what the caller may not see). */
  exportRow?(session: SessionContext): Promise<(row: Row) => Row> | ((row: Row) => Row);
  /**
   * Checks add and edit input before the write's transaction opens, where reads of other menus' rows may run
   * (e.g. departments the actor's data rules on 部门管理 show).
   */
  checkInput?(input: {
    mode: InputMode;
    id?: string;
    values: Values;
    body: Record<string, unknown>;
    session: SessionContext;
  }): Promise<void> | void;
  /** Runs in the write transaction before the row is written; may add values (e.g. a password hash). */
  beforeWrite?(ctx: WriteContext): Promise<void> | void;
  /** Runs in the write transaction after the row is written (e.g. role and department links). */
  afterWrite?(ctx: WriteContext): Promise<void> | void;
  /** Runs in the delete transaction before the rows go. */
  beforeDelete?(rows: Row[], session: SessionContext, trx: Database): Promise<void> | void;
  /** Excel export: more columns after the listed fields (fields not in the list, lines as text), filled per chunk. */
  exportMore?: ExportMore;
  /** How importExcel writes rows when the module's add is its own (default: the engine's add, row by row). */
  importer?: Importer;
  /** Name of the ids parameter of the recycle-bin endpoints (default `ids`). */
  recycleIds?: string;
  /** Adds computed columns to recycle-bin rows (default: `decorate`). */
  decorateDeleted?(rows: Row[], session: SessionContext): Promise<void>;
  /** Runs in the purge transaction before rows leave the recycle bin for good (links of the rows …). */
  beforePurge?(ids: string[], trx: Database): Promise<void> | void;
}

export interface ExportMore {
  /** Field names, in order, after the list's columns. */
  columns: readonly string[];
  /** Sets the values of those columns on a chunk of exported rows (in the actor's site). */
  fill(rows: Row[], actor: Actor): Promise<void>;
}

/** What an importer sees once per file, inside the import transaction. */
export interface ImportContext {
  session: SessionContext;
  actor: Actor;
  trx: Database;
  /** The entity's store (the engine's inserts, audit columns, cached totals). */
  store: EntityStore;
  /** Every row whose cells converted, in file order (before the schema checks). */
  rows: readonly ImportRow[];
}

/** One row to write: checked values of the schema's writable fields, and every cell as read (extra columns too). */
export interface ImportItem {
  rowNumber: number;
  values: Values;
  cells: Readonly<Record<string, unknown>>;
}

/** What an importer adds to the answer (e.g. the initial password of imported users). */
export interface ImportNote {
  /** Appended to the answer's message and to `result.msg`. */
  message?: string;
  /** Merged into `result`. */
  result?: Record<string, unknown>;
}

/** How the rows of one file are written. */
export interface ImportWriter {
  /** The order to write rows in (e.g. parents before children); default: file order. */
  order?(rows: readonly ImportRow[]): readonly ImportRow[];
  /**
   * Checks one row against the database and writes it (or queues it for a batch). An ApiError rejects this
   * row only (it goes to the error report); any other error aborts the whole import.
   */
  write(item: ImportItem): Promise<void>;
  /** After the last row, still in the transaction: writes what is queued. */
  finish?(): Promise<ImportNote | undefined>;
}

/**
 * A module's own import (CrudOptions.importer), for entities whose add is not the engine's (users need a
 * password and links, departments generated org codes). The engine still reads the file, maps the columns by
 * label, checks each row against the schema and unique fields within the file, reports errors and runs it all
 * in one transaction.
 */
export interface Importer {
  /** Columns that are not fields of the entity, header label → key of `ImportItem.cells`; read as text. */
  columns?: Readonly<Record<string, string>>;
  begin(ctx: ImportContext): Promise<ImportWriter> | ImportWriter;
}

/** What the engine's route groups (standard set, actions, recycle bin, tree) share for one entity. */
export interface EntityRoutes {
  app: FastifyInstance;
  deps: CrudDeps;
  entity: EntityDef;
  store: EntityStore;
  opts: CrudOptions;
  /** The permission `<permPrefix>:<action>`. */
  code(action: string): Access;
  /** The caller's session; a site-scoped entity needs a current site. */
  sessionFor(req: FastifyRequest): SessionContext;
  /** Who acts for the session on this entity: site and data rules (`actorFor`). */
  actor(s: SessionContext): Promise<Actor>;
  /** Adds `_dictText` of dictionaries (in the caller's language; default Chinese) and references to rows. */
  addTexts(rows: Row[], actor: Actor, language?: Language): Promise<void>;
  /** Runs writes of a request in the unit of work (one transaction with their operation log). */
  write<T>(req: FastifyRequest, s: SessionContext, work: (w: Work) => Promise<T>): Promise<T>;
}
