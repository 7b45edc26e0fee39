import cluster from 'node:cluster';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { cachesFollowCommits } from './caches.js';
import type { Config } from './config.js';
import { CaptchaService } from './core/auth/captcha.js';
import { SessionStore } from './core/auth/session.js';
import { logSmsSender, type SmsSender } from './core/auth/sms.js';
import { TenantDirectory } from './core/auth/tenant-directory.js';
import { loadTokenSecret } from './core/auth/token-secret.js';
import { UrlTickets } from './core/auth/url-ticket.js';
import type { AppContext } from './core/context.js';
import { crudDeps } from './core/crud/deps.js';
import { mountRemaining } from './core/crud/mount.js';
import { EphemeralStore } from './core/ephemeral.js';
import { installErrorHandler } from './core/errors.js';
import { FileAccess } from './core/files/file-access.js';
import { FileStorage } from './core/files/storage.js';
import { apiNotFound, installGuard, type RouteRecord } from './core/guard.js';
import { loggerOptions } from './core/logging.js';
import {
  frameableBySelf,
  installSecurityHeaders,
  noStoreApiAnswers,
  renderedSitePages,
} from './core/security-headers.js';
import { installSockets } from './core/websocket.js';
import { type DbHandle, migrate, openDatabase } from './db/index.js';
import { seed } from './db/seed/index.js';
import { NoticeBus } from './modules/announcement/bus.js';
import { connectNoticeRelay } from './modules/announcement/relays.js';
import { announcementRoutes } from './modules/announcement/routes.js';
import type { ReleaseScheduler } from './modules/announcement/scheduler.js';
import { noticeSocketRoutes } from './modules/announcement/socket-routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { AuthService } from './modules/auth/service.js';
import { categoryRoutes } from './modules/category/routes.js';
import { dataLogRoutes } from './modules/data-log/routes.js';
import { departRoutes } from './modules/depart/routes.js';
import { dictRoutes } from './modules/dict/routes.js';
import { DictService } from './modules/dict/service.js';
import { DownloadCentre } from './modules/downloads/index.js';
import { supportPageRoutes } from './modules/downloads/support-page.js';
import { fileRoutes } from './modules/file/routes.js';
import { fillRuleRoutes } from './modules/fill-rule/routes.js';
import { FillRules } from './modules/fill-rule/service.js';
import { formsModule } from './modules/forms/module.js';
import type { PushJob } from './modules/forms/push-job.js';
import { gatewayModule } from './modules/gateway/install.js';
import { healthRoutes } from './modules/health/routes.js';
import { helperRoutes } from './modules/helper/routes.js';
import { intakeModule } from './modules/intake/install.js';
import { intakeAdminRoutes, intakeRoutes } from './modules/intake/routes.js';
import type { IntakeUploads } from './modules/intake/uploads.js';
import { logRoutes } from './modules/log/routes.js';
import { LogService } from './modules/log/service.js';
import { messageRoutes } from './modules/message/routes.js';
import { type MessageSender, senderFor } from './modules/message/senders.js';
import { installMonitor, type Monitor, monitorApi } from './modules/monitor/index.js';
import { onlineRoutes } from './modules/online/routes.js';
import { Operations } from './modules/operations/install.js';
import { permissionAdminRoutes } from './modules/permission/admin-routes.js';
import { permissionRoutes } from './modules/permission/routes.js';
import { PermissionService } from './modules/permission/service.js';
import { positionRoutes } from './modules/position/routes.js';
import { catalogueDeliveryRoutes, publicCatalogue } from './modules/products/delivery-routes.js';
import { productRoutes } from './modules/products/routes.js';
import { publicCrossOrigin } from './modules/public/cross-origin.js';
import { Delivery } from './modules/public/delivery.js';
import { FastLane } from './modules/public/fast-lane.js';
import { deliveryRoutes } from './modules/public/routes.js';
import { jobsModule } from './modules/quartz/install.js';
import { reportRoutes } from './modules/report/routes.js';
import { roleRoutes } from './modules/role/routes.js';
import { servicePublicRoutes } from './modules/service/public-routes.js';
import { serviceRoutes } from './modules/service/routes.js';
import { serviceSiteRoutes } from './modules/service/site-routes.js';
import { siteContentRoutes } from './modules/site/content-routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { SiteService } from './modules/site/service.js';
import { RENDER_QUEUE, RenderPool } from './modules/site-render/render-pool.js';
import { SiteRenderer } from './modules/site-render/renderer.js';
import { previewRoutes, renderedSiteRoutes } from './modules/site-render/routes.js';
import { SiteSeo } from './modules/site-render/seo.js';
import { siteFileRoutes } from './modules/site-render/site-file-routes.js';
import { templateRoutes } from './modules/site-render/template-routes.js';
import { entityTemplateSource, type TemplateSource, templateTables } from './modules/site-render/template-source.js';
import { tenantRoutes } from './modules/tenant/routes.js';
import { addressListRoutes } from './modules/user/address-list-routes.js';
import { userRoutes } from './modules/user/routes.js';
import { vxeSocketRoutes } from './modules/vxe-socket/routes.js';
import { workflowModule } from './modules/workflow/install.js';
import { workplaceRoutes } from './modules/workplace/routes.js';
import { isPageRequest, serveWeb } from './web.js';
import { WebInlineScripts } from './web-inline-scripts.js';

export const API_PREFIX = '/system-api';
/** The delivery API: outside API_PREFIX, whose answers are never kept by browsers or proxies. */
export const PUBLIC_API_PREFIX = '/api/public';
/** The rendered sites: `/site/{siteCode}/…`. */
export const SITE_PREFIX = '/site';

export interface BuildOptions {
  /** Replaces the log-writing SMS sender (tests capture codes with it). */
  sms?: SmsSender;
  /** Replaces where sites' templates come from (tests give templates without the 模板管理 entity). */
  templates?: TemplateSource;
  /** Replaces the log-writing sender of 消息中心 (an SMTP or SMS provider; tests make it fail). */
  messageSender?: MessageSender;
  /** First retry delay of a failed push recipient (tests shorten it). */
  pushRetryMs?: number;
}

export interface App {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route with its access rule, as the guard recorded them. */
  routes: RouteRecord[];
  /** Set when this start created the seeded users with a generated password. */
  generatedPassword?: string;
  /** Released announcements on their way to the notice sockets. */
  notices: NoticeBus;
  /** 内容运营: its hit recorder is flushed by tests. */
  operations: Operations;
  /** The background sender of 推送记录 (tests run its passes). */
  pushJob: PushJob;
  /** Files the public attaches to submissions (tests purge the unclaimed ones). */
  uploads: IntakeUploads;
  /** 系统监控: counters, trace and snapshots of this process (tests publish and read them). */
  monitor: Monitor;
  /** 定时任务: the job registry, its runner and the admin service. */
  jobs: ReturnType<typeof jobsModule>;
  /** 审批流程: its runtime, lists and clock (tests step the clock). */
  workflow: ReturnType<typeof workflowModule>;
}

/** Builds the whole server: database (migrated and seeded), services, guard, API routes and the web app. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<App> {
  // Cached public reads are answered in front of Fastify once it has answered them (the delivery API's throughput).
  const lane = new FastLane(config.trustProxy);
  const app = Fastify({
    serverFactory: (handler, options) => lane.server(handler, options),
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
  });
  const { handle, generatedPassword } = await prepareDatabase(config);
  app.addHook('onClose', () => handle.close());
  lane.attach(app);

  const ephemeral = new EphemeralStore(handle.db);
  const secret = loadTokenSecret(config.tokenSecret, config.dataDir);
  const sessions = new SessionStore(handle.db, {
    secret,
    idleMs: config.sessionIdleMs,
    maxMs: config.sessionMaxMs,
  });
  const ctx: AppContext = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    changes: handle.changes,
    sessions,
    ephemeral,
    captcha: new CaptchaService(ephemeral),
    sms: opts.sms ?? logSmsSender(app.log),
    fileAccess: new FileAccess(secret),
    tenants: new TenantDirectory(handle.db),
  };
  const tickets = new UrlTickets(ephemeral, sessions, secret);
  const permissions = new PermissionService(handle.db);
  const dicts = new DictService(handle.db);
  const logs = new LogService(handle.db);
  const sites = new SiteService(handle.db);
  const auth = new AuthService(ctx, sites, dicts, logs);
  const files = new FileStorage(config.dataDir);
  const crud = crudDeps(handle, dicts, permissions, files);
  const delivery = new Delivery({
    db: handle.db,
    changes: handle.changes,
    stores: crud.stores,
    dicts,
    files,
    foreignVersion: handle.foreignVersion,
    pageTables: templateTables(),
    lane,
  });
  const catalogue = publicCatalogue(crud, delivery, handle.changes);
  // Site templates render off the event loop, with hard limits of time and memory (SECURITY §8).
  const renderPool = new RenderPool({ ...config.render, ...RENDER_QUEUE }, (err, msg) => app.log.warn({ err }, msg));
  app.addHook('onClose', () => renderPool.close());
  const renderer = new SiteRenderer(
    renderPool,
    delivery.service,
    opts.templates ?? entityTemplateSource(crud.stores, handle.changes),
    catalogue.extras,
    catalogue.lists,
    new SiteSeo(delivery.sites, config.publicUrl),
  );
  const fillRules = new FillRules(crud);
  const { gate, uploads, intake } = intakeModule(handle, ctx, crud, files, fillRules);
  const sender = opts.messageSender ?? senderFor(config, app.log);
  const notices = new NoticeBus();
  const forms = formsModule(app, {
    crud,
    changes: handle.changes,
    intake,
    uploads,
    delivery,
    dicts,
    renderer,
    sender,
    notices,
    config,
    pushRetryMs: opts.pushRetryMs,
  });
  const operations = new Operations(
    crud,
    delivery,
    intake,
    renderer,
    { ...config, visitorSecret: secret },
    app.log,
    gate,
  );
  const downloads = new DownloadCentre(crud);
  const gateway = gatewayModule(handle, crud, config.gatewayAllowPrivate);
  let release: ReleaseScheduler | undefined;
  const jobs = jobsModule(app, {
    crud,
    config,
    changes: handle.changes,
    sessions,
    ephemeral,
    uploads,
    pushes: forms.job,
    announcements: { look: async () => (release ? release.look() : 0) },
    statistics: operations.recorder,
  });

  const workflow = workflowModule(app, {
    crud,
    config,
    notices,
    sender,
    changes: handle.changes,
    granted: (s) => permissions.grantedCodes(s),
  });

  const inlineScripts = new WebInlineScripts(config.webDir);
  installSecurityHeaders(app, inlineScripts, isPageRequest);
  const monitor = installMonitor(app, ctx, API_PREFIX);
  noStoreApiAnswers(app, API_PREFIX);
  acceptEmptyJson(app);
  installErrorHandler(app);
  cachesFollowCommits(app, handle, { dicts, permissions, sessions });
  await installSockets(app);
  const routes = installGuard(app, {
    sessions,
    grantedCodes: (s) => permissions.grantedCodes(s),
    tenants: ctx.tenants,
    enterTenant: (s, tenantId) => sites.enterTenant(sessions, s, tenantId),
    webRoot: config.webDir,
    tickets,
  });
  if (config.corsOrigins.length) {
    await app.register(fastifyCors, { origin: config.corsOrigins, credentials: true });
  }
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyMultipart);
  await app.register(fastifyCompress, { threshold: 2048, brotliOptions: { params: { 2: 4 } } });
  connectNoticeRelay(app, ctx, notices);
  operations.start(app);
  healthRoutes(app, handle.db, ['/health', `${API_PREFIX}/health`]);

  await app.register(
    async (api) => {
      frameableBySelf(api, inlineScripts);
      authRoutes(api, ctx, auth, config.loginRateLimit);
      permissionRoutes(api, permissions);
      permissionAdminRoutes(api, crud, permissions);
      roleRoutes(api, ctx, crud, permissions);
      siteRoutes(api, ctx, sites);
      siteContentRoutes(api, crud);
      productRoutes(api, crud);
      dictRoutes(api, dicts, crud);
      categoryRoutes(api, crud);
      reportRoutes(api, crud, dicts);
      departRoutes(api, crud, permissions);
      helperRoutes(api, crud);
      logRoutes(api, crud);
      dataLogRoutes(api, crud, (s) => permissions.grantedCodes(s));
      onlineRoutes(api, ctx, crud, permissions, logs);
      positionRoutes(api, crud);
      tenantRoutes(api, crud, ctx.tenants);
      userRoutes(api, ctx, crud, permissions);
      addressListRoutes(api, ctx, crud, permissions);
      fileRoutes(api, ctx, crud);
      intakeAdminRoutes(api, intake, permissions, crud);
      previewRoutes(api, crud, delivery.sites, renderer, ctx.fileAccess, tickets);
      templateRoutes(api, crud, renderer);
      release = announcementRoutes(api, crud, notices, sender, handle.changes);
      jobs.api(api);
      noticeSocketRoutes(api, ctx, notices);
      messageRoutes(api, crud, sender);
      forms.api(api);
      vxeSocketRoutes(api, ctx, (s) => permissions.grantedCodes(s));
      operations.adminRoutes(api);
      monitorApi(api, ctx, monitor);
      workplaceRoutes(api, crud, permissions);
      downloads.admin(api);
      fillRuleRoutes(api, crud, fillRules);
      serviceRoutes(api, crud, permissions, fillRules);
      gateway.api(api);
      workflow.api(api);
      // Last (modules may mount their entities in nested plugins, which load in order before this one): every
      // registered entity no module mounted with its own overrides.
      api.register(async (rest) => mountRemaining(rest, crud));
    },
    { prefix: API_PREFIX },
  );

  await app.register(
    async (pub) => {
      publicCrossOrigin(pub);
      catalogueDeliveryRoutes(pub, delivery, catalogue.catalogue, config.publicRateLimit);
      deliveryRoutes(pub, delivery, config.publicRateLimit);
      intakeRoutes(pub, delivery.sites, intake, uploads, config.intakeRateLimit);
      operations.publicRoutes(pub);
      forms.intakeApi(pub);
      downloads.public(pub, delivery, { read: config.publicRateLimit, vote: config.intakeRateLimit });
      servicePublicRoutes(pub, delivery.sites, crud, uploads, {
        publicPerMinute: config.publicRateLimit,
        lookupPerMinute: config.intakeRateLimit,
      });
    },
    { prefix: PUBLIC_API_PREFIX },
  );
  await app.register(
    async (site) => {
      renderedSitePages(site);
      delivery.answerCachedReads(site, delivery.pages);
      renderedSiteRoutes(site, delivery.sites, renderer, delivery.pages, config.publicRateLimit);
      operations.siteRoutes(site);
      forms.site(site);
      supportPageRoutes(site, delivery, renderer, config.publicRateLimit);
      serviceSiteRoutes(site);
      siteFileRoutes(site, delivery, renderer, config.publicRateLimit);
    },
    { prefix: SITE_PREFIX },
  );

  await gateway.proxy(app);

  const webFallback = config.webDir ? await serveWeb(app, config.webDir) : undefined;
  app.setNotFoundHandler((req, reply) => {
    if (req.url === API_PREFIX || req.url.startsWith(`${API_PREFIX}/`)) return apiNotFound(req, reply, sessions);
    return (
      webFallback?.(req, reply) ?? reply.status(404).send({ success: false, message: '很抱歉，资源未找到!', code: 404 })
    );
  });

  const pushJob = forms.job;
  return { app, ctx, routes, generatedPassword, notices, operations, pushJob, uploads, monitor, jobs, workflow };
}

/**
 * Opens the database, brings the schema up to date, seeds it and makes sure the token secret exists. The
 * primary process of a cluster runs this alone before its workers start; a worker leaves the WAL checkpoints to it.
 */
export async function prepareDatabase(config: Config): Promise<{ handle: DbHandle; generatedPassword?: string }> {
  const handle = openDatabase({ ...config, checkpointElsewhere: cluster.isWorker });
  try {
    await migrate(handle.db);
    const files = new FileStorage(config.dataDir);
    const { generatedPassword } = await seed(handle.db, { adminPassword: config.adminPassword, files });
    loadTokenSecret(config.tokenSecret, config.dataDir);
    return { handle, generatedPassword };
  } catch (e) {
    await handle.close();
    throw e;
  }
}

/**
 * A call without a body that still names a JSON content type (some clients always send the header) is read as
 * no body, not refused; anything else goes through Fastify's own parser (prototype poisoning refused).
 */
function acceptEmptyJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parse(req, body as string, done);
  });
}
