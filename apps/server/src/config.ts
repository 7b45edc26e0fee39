import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

const MB = 1024 * 1024;

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  CAPTCHA: onOff.default(true),
  TOKEN_SECRET: z.string().min(32, 'TOKEN_SECRET must have at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(168),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIR: z.string().optional(),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: onOff.default(false),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  PUBLIC_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  INTAKE_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  PUBLIC_UPLOAD_REQUEST_MB: z.coerce.number().positive().default(25),
  PUBLIC_UPLOAD_FILES: z.coerce.number().int().min(1).default(5),
  PUBLIC_UPLOAD_HOURLY_MB: z.coerce.number().positive().default(50),
  WORKERS: z.coerce.number().int().min(1).max(32).default(1),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be a URL').optional(),
  WEBHOOK_ALLOW_PRIVATE: onOff.default(false),
  GATEWAY_ALLOW_PRIVATE: onOff.default(false),
  // One render worker beside the main thread on a two-core machine, two on larger ones.
  RENDER_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(Math.min(2, Math.max(1, availableParallelism() - 1))),
  RENDER_TIME_LIMIT_MS: z.coerce.number().int().min(10).max(60_000).default(100),
  RENDER_MEMORY_MB: z.coerce.number().int().min(16).max(4096).default(64),
  MONITOR: onOff.default(true),
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must have at least 32 characters').optional(),
  JOBS: onOff.default(true),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminPassword?: string;
  captcha: boolean;
  tokenSecret?: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  logLevel: string;
  /** Folder of the built web app; absent = API only. */
  webDir?: string;
  corsOrigins: string[];
  trustProxy: boolean;
  /** Requests per minute and IP to the login, captcha and SMS endpoints. */
  loginRateLimit: number;
  /** Requests per minute and IP to the delivery API and the rendered site. */
  publicRateLimit: number;
  /** Public submissions per minute and IP. */
  intakeRateLimit: number;
  /** What anonymous visitors may upload (forms, intake uploads, applications). */
  publicUploads: PublicUploadLimits;
  /** Server processes sharing the port (node:cluster); 1 = this process serves alone. */
  workers: number;
  /** Redis carrying the notice pushes between server processes; absent = PostgreSQL or the cluster's primary. */
  redisUrl?: string;
  /** Where e-mails go (消息中心); absent = e-mails are written to the log. */
  smtp?: SmtpConfig;
  /** Base URL of links in mails (confirm, unsubscribe); absent = the address the request came to. */
  publicUrl?: string;
  /** Push webhooks may target private, loopback and link-local addresses (intranet receivers, tests). */
  webhookAllowPrivate: boolean;
  /** 网关路由 upstreams may be private, loopback and link-local addresses (services on the intranet, tests). */
  gatewayAllowPrivate: boolean;
  /** Site templates render in worker threads: how many, and each render's limits of time and heap. */
  render: { workers: number; timeMs: number; memoryMb: number };
  /** Request counters, latency and trace of 系统监控 (`MONITOR=off`: not recorded). */
  monitor: boolean;
  /** Bearer token of `/metrics` (Prometheus); absent = `/metrics` is off. */
  metricsToken?: string;
  /** 定时任务: whether this process fires scheduled jobs, and how long a run's lease holds without renewal. */
  jobs: { run: boolean; leaseMs: number };
}

export interface PublicUploadLimits {
  /** File bytes of one request, all its files together. */
  requestBytes: number;
  /** Files of one request. */
  files: number;
  /** File bytes of one IP within an hour (counted in the database: all server processes together). */
  hourlyBytes: number;
}

export interface SmtpConfig {
  /** `smtp(s)://user:pass@host:port`; else host and port (465 = TLS from the start, others STARTTLS). */
  url?: string;
  host?: string;
  port: number;
  user?: string;
  pass?: string;
  /** The From address; default the user. */
  from?: string;
}

/** Reads the environment (and an optional .env in the working directory) into a typed config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (env === process.env && existsSync('.env')) process.loadEnvFile('.env');
  // An empty variable means "not set".
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const defaultWeb = resolve(import.meta.dirname, '../../web/dist');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminPassword: e.ADMIN_PASSWORD,
    captcha: e.CAPTCHA,
    tokenSecret: e.TOKEN_SECRET,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    logLevel: e.LOG_LEVEL,
    webDir: e.WEB_DIR ? resolve(e.WEB_DIR) : existsSync(defaultWeb) ? defaultWeb : undefined,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    publicRateLimit: e.PUBLIC_RATE_LIMIT,
    intakeRateLimit: e.INTAKE_RATE_LIMIT,
    publicUploads: {
      requestBytes: Math.floor(e.PUBLIC_UPLOAD_REQUEST_MB * MB),
      files: e.PUBLIC_UPLOAD_FILES,
      hourlyBytes: Math.floor(e.PUBLIC_UPLOAD_HOURLY_MB * MB),
    },
    workers: e.WORKERS,
    redisUrl: e.REDIS_URL,
    smtp:
      e.SMTP_URL || e.SMTP_HOST
        ? {
            url: e.SMTP_URL,
            host: e.SMTP_HOST,
            port: e.SMTP_PORT,
            user: e.SMTP_USER,
            pass: e.SMTP_PASS,
            from: e.SMTP_FROM,
          }
        : undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    gatewayAllowPrivate: e.GATEWAY_ALLOW_PRIVATE,
    render: { workers: e.RENDER_WORKERS, timeMs: e.RENDER_TIME_LIMIT_MS, memoryMb: e.RENDER_MEMORY_MB },
    monitor: e.MONITOR,
    metricsToken: e.METRICS_TOKEN,
    jobs: { run: e.JOBS, leaseMs: e.JOB_LEASE_SECONDS * 1000 },
  };
}
