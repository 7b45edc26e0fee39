import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CrudDeps } from '../../core/crud/contracts.js';
import type { PublicUploadGate } from '../../core/files/public-upload.js';
import { FileService } from '../file/service.js';
import type { IntakeService } from '../intake/service.js';
import type { Delivery } from '../public/delivery.js';
import type { SiteRenderer } from '../site-render/renderer.js';
import { countHits } from '../statistics/hits.js';
import { StatsRecorder } from '../statistics/recorder.js';
import { statisticsRoutes } from '../statistics/routes.js';
import { StatisticsService } from '../statistics/service.js';
import { ApplicationService } from './applications.js';
import { operationsPublicRoutes } from './public-routes.js';
import { operationsRoutes } from './routes.js';

export interface OperationsConfig {
  publicRateLimit: number;
  intakeRateLimit: number;
  /** How often counted hits are written (default each minute). */
  statsFlushMs?: number;
  /** The deployment's secret, which names each day's visitors (`StatsRecorder`). */
  visitorSecret?: Uint8Array;
}

/**
 * 内容运营 (recruitment, videos, reports, statistics) in one place: its back-office routes, its public routes and
 * the hit counting of the delivery API and the rendered site, sharing one recorder flushed each minute.
 */
export class Operations {
  readonly recorder: StatsRecorder;
  private readonly applications: ApplicationService;

  constructor(
    private readonly crud: CrudDeps,
    private readonly delivery: Delivery,
    intake: IntakeService,
    private readonly renderer: SiteRenderer,
    private readonly config: OperationsConfig,
    log: FastifyBaseLogger,
    /** Anonymous uploads (the application's resume). */
    private readonly gate: PublicUploadGate,
  ) {
    this.recorder = new StatsRecorder(
      crud.db,
      (err) => log.warn({ err }, 'statistics flush failed'),
      config.visitorSecret,
    );
    this.applications = new ApplicationService(crud, new FileService(crud.files, crud), intake, delivery.service);
  }

  /** Starts the minute flush; the app's close writes what is left. */
  start(app: FastifyInstance): void {
    this.recorder.start(this.config.statsFlushMs);
    app.addHook('onClose', () => this.recorder.stop());
  }

  adminRoutes(api: FastifyInstance): void {
    operationsRoutes(api, this.crud, this.applications);
    statisticsRoutes(api, new StatisticsService(this.crud.db, this.crud.stores, this.recorder));
  }

  publicRoutes(pub: FastifyInstance): void {
    operationsPublicRoutes(pub, {
      crud: this.crud,
      sites: this.delivery.sites,
      applications: this.applications,
      recorder: this.recorder,
      renderer: this.renderer,
      ratePerMinute: this.config.publicRateLimit,
      intakePerMinute: this.config.intakeRateLimit,
      gate: this.gate,
    });
    countHits(pub, this.delivery.sites, this.recorder, this.delivery.lane);
  }

  siteRoutes(site: FastifyInstance): void {
    countHits(site, this.delivery.sites, this.recorder, this.delivery.lane);
  }
}
