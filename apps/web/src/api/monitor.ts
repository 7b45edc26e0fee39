import { getAction } from './http';

/** Wire types of 系统监控 (`/sys/monitor/*`; the server's `modules/monitor`). */

export interface MonitorNode {
  id: string;
  host: string;
  pid: number;
  worker: number;
  startedAt: number;
  self?: boolean;
  at?: number;
}

export interface Sample {
  t: number;
  cpu: number;
  systemCpu: number;
  load1: number;
  rss: number;
  heapUsed: number;
  loopP50: number;
  loopP99: number;
  loopMax: number;
  loopUtilisation: number;
  rps: number;
  inFlight: number;
}

export interface NodeView<T> {
  nodes: MonitorNode[];
  selected: string;
  entries: { node: MonitorNode; at: number; data: T; samples: Sample[] }[];
}

export interface SystemData {
  host: string;
  os: string;
  arch: string;
  cpuCount: number;
  cpuModel: string;
  loadAverage: number[];
  totalMemory: number;
  freeMemory: number;
  osUptime: number;
  pid: number;
  processUptime: number;
  node: string;
  workers: number;
  database: string;
  dataDir: string;
  sample: Sample;
}

export interface RuntimeData {
  versions: Record<string, string>;
  memory: {
    rss: number;
    heapTotal: number;
    heapUsed: number;
    heapLimit: number;
    external: number;
    arrayBuffers: number;
  };
  heapSpaces: { name: string; size: number; used: number; available: number }[];
  gc: { kind: string; count: number; seconds: number }[];
  handles: Record<string, number>;
  openFds: number | null;
  maxFds: number | null;
  sample: Sample;
}

export interface RouteRow {
  route: string;
  count: number;
  errors: number;
  rejected: number;
  avgMs: number;
  p50: number;
  p95: number;
  p99: number;
  maxMs: number;
}

export interface MinuteRow {
  t: number;
  count: number;
  errors: number;
  rejected: number;
  sumMs: number;
}

export interface HttpData {
  nodes: MonitorNode[];
  selected: string;
  online: number;
  rps: number;
  samples: Sample[];
  total: number;
  inFlight: number;
  status: { code: number; count: number }[];
  minutes: MinuteRow[];
  routes: RouteRow[];
}

export interface TraceRecord {
  time: number;
  method: string;
  path: string;
  status: number;
  ms: number;
  user: string | null;
  ip: string;
  headers: Record<string, string>;
  contentType: string | null;
  node: string;
}

export interface Filesystem {
  name: string;
  device: string;
  type: string;
  max: number;
  rest: number;
  restPPT: number;
}

export interface DiskData {
  filesystems: Filesystem[];
  dataDir: { path: string; mount: string | null; bytes: number; files: number; truncated: boolean; countedAt: number };
}

export interface RedisData {
  configured: boolean;
  message?: string;
  error?: string;
  target?: string;
  fields?: { key: string; value: string; description: string; section: string }[];
  point?: { t: number; dbSize: number; usedMemory: number };
  points?: { t: number; dbSize: number; usedMemory: number }[];
  commands?: { command: string; calls: number; usec: number; usecPerCall: number }[];
}

export interface OverviewData {
  nodes: MonitorNode[];
  selected: string;
  online: number;
  total: number;
  inFlight: number;
  lastHour: { requests: number; errors: number; rejected: number };
  minutes: MinuteRow[];
  slowest: RouteRow[];
  errorRoutes: RouteRow[];
  processes: { node: MonitorNode; at: number; samples: Sample[] }[];
}

const nodeParam = (node?: string) => (node ? { node } : {});

export const monitorSystem = (node?: string) => getAction<NodeView<SystemData>>('/sys/monitor/system', nodeParam(node));
export const monitorRuntime = (node?: string) =>
  getAction<NodeView<RuntimeData>>('/sys/monitor/runtime', nodeParam(node));
export const monitorHttp = (node?: string) => getAction<HttpData>('/sys/monitor/http', nodeParam(node));
export const monitorTrace = (node?: string) =>
  getAction<{ nodes: MonitorNode[]; selected: string; records: TraceRecord[] }>('/sys/monitor/trace', nodeParam(node));
export const monitorDisk = (node?: string) => getAction<NodeView<DiskData>>('/sys/monitor/disk', nodeParam(node));
export const monitorRedis = () => getAction<RedisData>('/sys/monitor/redis');
export const monitorOverview = (node?: string) => getAction<OverviewData>('/sys/monitor/overview', nodeParam(node));
