import {
  APPLICATION_STATUS_TEXT,
  type ApplicationStatus,
  canMoveApplication,
  isApplicationStatus,
} from '@yunzhan/common/entities/operations/application-flow';
import { cmsJobApplication, cmsRecruitment } from '@yunzhan/common/entities/operations/index';
import type { FastifyRequest } from 'fastify';
import type { SessionContext } from '../../core/auth/session.js';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { OPERATE } from '../../core/crud/oplog.js';
import { ApiError, badRequest, notFound } from '../../core/errors.js';
import { originOf } from '../../core/unit-of-work.js';
import type { FileService, Incoming } from '../file/service.js';
import type { IntakeService } from '../intake/service.js';
import { type DeliveryService, publicEntity } from '../public/delivery-service.js';
import type { PublicSite } from '../public/sites.js';

export const RESUME_BIZ = 'resume';
const JOB_PATH = cmsRecruitment.publicView?.path ?? 'job';

/** The application pipeline (招聘管理): public applications with a resume, and the board's moves. */
export class ApplicationService {
  constructor(
    private readonly crud: CrudDeps,
    private readonly files: FileService,
    private readonly intake: IntakeService,
    private readonly delivery: DeliveryService,
  ) {}

  /**
   * A visitor's application: the position must be public and open (published, before its closing date), the
   * resume a real PDF or Word file; then the intake path stores it (validation, blacklist, sensitive words).
   */
  async apply(
    site: PublicSite,
    fields: Record<string, string>,
    resume: Incoming | undefined,
    from: { ip: string; userAgent: string },
  ): Promise<string> {
    if (!resume || resume.received.size === 0) throw badRequest('请上传简历');
    const ext = this.checkResume(resume);
    await this.openPosition(site, fields);
    const key = this.crud.files.newKey(RESUME_BIZ, ext);
    const { id } = await this.intake.submit(site, 'application', fields, from, { resume: key, status: 'new' });
    await this.files.keep({ username: 'public', siteId: site.id }, resume, key);
    return id;
  }

  /** What the text of an application alone makes invalid (checked before its resume is received). */
  async check(site: PublicSite, fields: Record<string, string>, from: { ip: string; userAgent: string }) {
    await this.openPosition(site, fields);
    await this.intake.prepare(site, 'application', fields, from, { status: 'new' });
  }

  private async openPosition(site: PublicSite, fields: Record<string, string>): Promise<void> {
    if (!fields.positionId) throw badRequest('应聘职位不能为空');
    await this.delivery.item(site, publicEntity(JOB_PATH), fields.positionId).catch(() => {
      throw badRequest('该职位已截止或不存在，无法投递');
    });
  }

  private checkResume(resume: Incoming): string {
    try {
      return this.files.check(resume);
    } catch (e) {
      if (e instanceof ApiError && e.status !== 413) throw badRequest('简历仅支持PDF或Word文件');
      throw e;
    }
  }

  /** Moves an application to another step of the pipeline, when the flow allows it; logged like an edit. */
  async move(req: FastifyRequest, s: SessionContext, id: string, to: string): Promise<void> {
    if (!isApplicationStatus(to)) throw badRequest('状态不正确');
    const store = this.crud.stores.of(cmsJobApplication);
    const actor = await actorFor(this.crud, s, cmsJobApplication);
    await this.crud.uow.run(originOf(req, s, `${cmsJobApplication.apiBase}/move`), async ({ trx, log }) => {
      const before = await store.get(actor, id, trx);
      if (!before) throw notFound('未找到对应实体');
      const from = before.status as ApplicationStatus;
      if (from === to) return;
      if (!isApplicationStatus(from) || !canMoveApplication(from, to)) {
        const text = (v: string) => (isApplicationStatus(v) ? APPLICATION_STATUS_TEXT[v] : v);
        throw badRequest(`不能从「${text(String(from))}」移到「${text(to)}」`);
      }
      await store.update(trx, actor, id, { status: to });
      await log(cmsJobApplication, OPERATE.edit, [{ id, before, after: { ...before, status: to } }], '移动');
    });
  }
}
