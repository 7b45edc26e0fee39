import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { VersionedCache } from '../../core/crud/versioned-cache.js';
import type { Language } from '../../core/language.js';
import { page } from '../../core/result.js';
import { formatDateTime } from '../../core/time.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { DB } from '../../db/types.js';
import type { WfInstance, WfTask } from '../../db/workflow-types.js';
import { contains, type Paging, pageRows } from './paging.js';
import { durationText, withTexts } from './texts.js';

export interface Me {
  username: string;
  tenantId: number;
}

export interface TaskFilter extends Paging {
  name?: string;
  processKey?: string;
  priority?: number;
  claim?: boolean;
  action?: string;
  endTime_begin?: string;
  endTime_end?: string;
}

export interface InstanceFilter extends Paging {
  name?: string;
  processKey?: string;
  result?: number;
  status?: string;
  suspended?: boolean;
  startDate?: string;
  endDate?: string;
}

type TaskQuery = SelectQueryBuilder<DB, 'wfTask', object>;
type InstanceQuery = SelectQueryBuilder<DB, 'wfInstance', object>;

/** What a task list row carries (the detail adds the rest). */
const TASK_COLUMNS = [
  'id',
  'instanceId',
  'businessId',
  'procDefId',
  'processKey',
  'processName',
  'title',
  'applicant',
  'applicantName',
  'nodeId',
  'nodeName',
  'kind',
  'assignee',
  'assigneeName',
  'owner',
  'status',
  'priority',
  'suspended',
  'dueAt',
  'createTime',
  'claimTime',
  'endTime',
  'durationMs',
  'action',
  'comment',
  'handledBy',
  'handledByName',
] as const;

/** What an instance list row carries: never the engine's state or the variables. */
const INSTANCE_COLUMNS = [
  'id',
  'businessId',
  'procDefId',
  'processKey',
  'processName',
  'version',
  'title',
  'applicant',
  'applicantName',
  'priority',
  'status',
  'result',
  'currTaskName',
  'startTime',
  'endTime',
  'durationMs',
  'deleteReason',
] as const;

/** The tables the lists read: a commit to one of them in this process drops the cached pages at once. */
const LIST_TABLES = ['wf_task', 'wf_task_candidate', 'wf_instance'];
/** Without a data version (PostgreSQL) another server's commit shows after at most this long, as list totals do. */
const UNVERSIONED_TTL_MS = 5_000;
const VERSIONED_TTL_MS = 10 * 60_000;
/** Larger pages (exports) are read each time. */
const CACHED_PAGE_SIZE = 200;

const dayEnd = (d: string) => `${d.slice(0, 10)} 23:59:59`;
const ENDED = ['completed', 'cancelled'];

/** A task as the lists show it: whether it waits for a claim, its due time and whether it is past it. */
export function taskView(
  t: Omit<WfTask, 'executionId' | 'parentId' | 'seq' | 'timeoutDone' | 'tenantId' | 'attachments'> & {
    attachments?: string | null;
  },
) {
  const now = Date.now();
  return {
    ...t,
    name: t.nodeName,
    procInstId: t.instanceId,
    arrivedAt: t.createTime,
    needsClaim: t.status === 'todo' && !t.assignee,
    dueTime: t.dueAt ? formatDateTime(new Date(Number(t.dueAt))) : null,
    overdue: t.status === 'todo' && !!t.dueAt && Number(t.dueAt) < now,
    suspended: t.suspended === 1,
    durationText: durationText(t.durationMs),
    ...(t.attachments !== undefined && { attachments: t.attachments ? JSON.parse(t.attachments) : [] }),
  };
}

type InstanceRow = Pick<WfInstance, (typeof INSTANCE_COLUMNS)[number]>;

export function instanceView(row: InstanceRow) {
  const i = Object.fromEntries(INSTANCE_COLUMNS.map((c) => [c, row[c]])) as InstanceRow;
  return {
    ...i,
    procInstId: i.id,
    applyer: i.applicant,
    suspended: i.status === 'suspended',
    durationText: durationText(
      i.durationMs ?? (i.endTime ? null : Date.now() - Date.parse(i.startTime.replace(' ', 'T'))),
    ),
  };
}

/**
 * The workflow's lists, each one indexed query on Yunzhan's task and instance tables (never a scan of engine
 * state): my todo (assigned to me, or open to me as a candidate), my done, the instances I took part in that
 * ended, the running instances and the whole history of the tenant.
 */
export class WorkflowLists {
  /** Raw rows and totals of pages asked for, trusted while the database's data version stays the same. */
  private readonly pages = new VersionedCache<{ rows: unknown[]; total: number }>(2000);

  constructor(
    private readonly crud: CrudDeps,
    changes?: ChangeFeed,
  ) {
    changes?.on(LIST_TABLES, () => this.pages.clear());
  }

  /**
   * A page of `q` in `select`'s order, mapped by `view` on every request (due and running times move on): the
   * rows come from the cache while nothing the lists read was written.
   */
  private async paged<T, TB extends keyof DB, O>(
    key: readonly unknown[],
    q: SelectQueryBuilder<DB, TB, O>,
    select: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, T>,
    f: Paging,
    view: (row: T) => Record<string, unknown>,
  ) {
    const read = () => pageRows(q, select, f) as Promise<{ rows: unknown[]; total: number }>;
    const version = this.crud.dataVersion?.();
    const ttl = version === undefined ? UNVERSIONED_TTL_MS : VERSIONED_TTL_MS;
    const { rows, total } =
      f.pageSize > CACHED_PAGE_SIZE ? await read() : await this.pages.get(JSON.stringify(key), version, ttl, read);
    return page((rows as T[]).map(view), total, f.pageNo, f.pageSize);
  }

  private get db() {
    return this.crud.db;
  }

  private taskFilters(q: TaskQuery, f: TaskFilter): TaskQuery {
    let out = q;
    if (f.name)
      out = out.where((eb) => eb.or([contains('title', f.name as string), contains('process_name', f.name as string)]));
    if (f.processKey) out = out.where('processKey', '=', f.processKey);
    if (f.priority !== undefined) out = out.where('priority', '=', f.priority);
    return out;
  }

  todoQuery(me: Me, f: TaskFilter): TaskQuery {
    let q = this.db
      .selectFrom('wfTask')
      .where('tenantId', '=', me.tenantId)
      .where('status', '=', 'todo')
      .where((eb) =>
        eb.or([
          eb('assignee', '=', me.username),
          eb.and([
            eb('assignee', 'is', null),
            eb('id', 'in', eb.selectFrom('wfTaskCandidate').select('taskId').where('username', '=', me.username)),
          ]),
        ]),
      );
    if (f.claim) q = q.where('assignee', 'is', null);
    return this.taskFilters(q, f);
  }

  async todo(me: Me, f: TaskFilter, language: Language) {
    const result = await this.paged(
      ['todo', me, f],
      this.todoQuery(me, f),
      (s) => s.select(TASK_COLUMNS).orderBy('priority', 'desc').orderBy('createTime', 'desc').orderBy('id', 'desc'),
      f,
      taskView,
    );
    await withTexts(this.crud, language, result.records, { priority: 'bpm_priority' });
    return result;
  }

  doneQuery(me: Me, f: TaskFilter): TaskQuery {
    let q = this.db
      .selectFrom('wfTask')
      .where('handledBy', '=', me.username)
      .where('status', '=', 'done')
      .where('tenantId', '=', me.tenantId);
    if (f.action) q = q.where('action', '=', f.action);
    if (f.endTime_begin) q = q.where('endTime', '>=', f.endTime_begin);
    if (f.endTime_end) q = q.where('endTime', '<=', dayEnd(f.endTime_end));
    return this.taskFilters(q, f);
  }

  async done(me: Me, f: TaskFilter, language: Language) {
    const result = await this.paged(
      ['done', me, f],
      this.doneQuery(me, f),
      (s) => s.select(TASK_COLUMNS).orderBy('endTime', 'desc').orderBy('id', 'desc'),
      f,
      taskView,
    );
    await withTexts(this.crud, language, result.records, { action: 'bpm_action', priority: 'bpm_priority' });
    return result;
  }

  private instanceFilters(q: InstanceQuery, f: InstanceFilter): InstanceQuery {
    let out = q;
    if (f.name)
      out = out.where((eb) => eb.or([contains('title', f.name as string), contains('process_name', f.name as string)]));
    if (f.processKey) out = out.where('processKey', '=', f.processKey);
    if (f.result !== undefined) out = out.where('result', '=', f.result);
    if (f.status) out = out.where('status', '=', f.status);
    if (f.startDate) out = out.where('startTime', '>=', f.startDate);
    if (f.endDate) out = out.where('startTime', '<=', dayEnd(f.endDate));
    return out;
  }

  finishedQuery(me: Me, f: InstanceFilter): InstanceQuery {
    const q = this.db
      .selectFrom('wfInstance')
      .where('tenantId', '=', me.tenantId)
      .where('status', 'in', ENDED)
      .where((eb: ExpressionBuilder<DB, 'wfInstance'>) =>
        eb.or([
          eb('applicant', '=', me.username),
          eb('id', 'in', eb.selectFrom('wfTask').select('instanceId').where('handledBy', '=', me.username)),
        ]),
      );
    return this.instanceFilters(q, f);
  }

  runningQuery(me: Me, f: InstanceFilter): InstanceQuery {
    let q = this.db.selectFrom('wfInstance').where('tenantId', '=', me.tenantId);
    q =
      f.suspended === undefined
        ? q.where('status', 'in', ['running', 'suspended'])
        : q.where('status', '=', f.suspended ? 'suspended' : 'running');
    return this.instanceFilters(q, { ...f, status: undefined });
  }

  historyQuery(me: Me, f: InstanceFilter): InstanceQuery {
    return this.instanceFilters(this.db.selectFrom('wfInstance').where('tenantId', '=', me.tenantId), f);
  }

  /** `list` names the query `q` (built for `me` and `f`): the key of its cached pages. */
  async instances(list: string, me: Me, q: InstanceQuery, f: InstanceFilter, language: Language) {
    const result = await this.paged(
      [list, me, f],
      q,
      (s) => s.select(INSTANCE_COLUMNS).orderBy('startTime', 'desc').orderBy('id', 'desc'),
      f,
      instanceView,
    );
    await withTexts(this.crud, language, result.records, { status: 'bpm_instance_status', result: 'bpm_result' });
    return result;
  }
}
