import type { Config } from '../config.js';
import type { ChangeFeed } from '../db/change-feed.js';
import type { Database, DialectName } from '../db/index.js';
import type { CaptchaService } from './auth/captcha.js';
import type { SessionStore } from './auth/session.js';
import type { SmsSender } from './auth/sms.js';
import type { TenantDirectory } from './auth/tenant-directory.js';
import type { EphemeralStore } from './ephemeral.js';
import type { FileAccess } from './files/file-access.js';

/** Services shared by every module; built once in buildApp and passed explicitly. */
export interface AppContext {
  config: Config;
  db: Database;
  dialect: DialectName;
  /** The tables each committed write touched (caches subscribe). */
  changes: ChangeFeed;
  sessions: SessionStore;
  ephemeral: EphemeralStore;
  captcha: CaptchaService;
  sms: SmsSender;
  /** Credentials that read session-only files without a session token in a URL. */
  fileAccess: FileAccess;
  /** The tenants and which are usable. */
  tenants: TenantDirectory;
}
