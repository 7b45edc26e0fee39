import type { FastifyInstance } from 'fastify';
import type { CrudDeps } from '../../core/crud/contracts.js';
import type { Delivery } from '../public/delivery.js';
import { downloadAdminRoutes } from './admin-routes.js';
import { downloadPublicRoutes } from './public-routes.js';
import { DownloadService } from './service.js';

/** The 下载中心: its admin modules under `/system-api` and its public routes under `/api/public`. */
export class DownloadCentre {
  readonly service: DownloadService;

  constructor(private readonly crud: CrudDeps) {
    this.service = new DownloadService(crud);
  }

  admin(app: FastifyInstance): void {
    downloadAdminRoutes(app, this.crud, this.service);
  }

  public(app: FastifyInstance, delivery: Delivery, rates: { read: number; vote: number }): void {
    downloadPublicRoutes(app, delivery.sites, this.service, this.crud.files, rates);
  }
}
