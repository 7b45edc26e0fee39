import type { AppContext } from '../../core/context.js';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { PublicUploadGate } from '../../core/files/public-upload.js';
import type { FileStorage } from '../../core/files/storage.js';
import type { DbHandle } from '../../db/index.js';
import type { FillRules } from '../fill-rule/service.js';
import { Blacklist, blacklistCheck } from '../forms/blacklist.js';
import { SensitiveWords } from '../sensitive/service.js';
import { repairImagesCheck } from '../service/repair-images.js';
import { repairIntakeCheck } from '../service/repair-service.js';
import { sensitiveWordCheck } from './checks.js';
import { IntakeService } from './service.js';
import { IntakeUploads, uploadsCheck } from './uploads.js';

/**
 * The public intake: the gate every anonymous upload passes, the uploads of submissions, and the checks a submission
 * passes in order (blacklist, sensitive words, the repair form's rules, its images, then its uploads).
 */
export function intakeModule(
  handle: DbHandle,
  ctx: AppContext,
  crud: CrudDeps,
  files: FileStorage,
  numbers: FillRules,
) {
  const blacklist = new Blacklist(handle.db, handle.changes, handle.foreignVersion);
  const gate = new PublicUploadGate(ctx.ephemeral, files, ctx.config.publicUploads);
  const uploads = new IntakeUploads(crud, ctx.ephemeral, (siteId, ip) => blacklist.blocked(siteId, ip, []), gate);
  const intake = new IntakeService(crud, [
    blacklistCheck(blacklist),
    sensitiveWordCheck(new SensitiveWords(handle.db, handle.changes, handle.foreignVersion)),
    repairIntakeCheck(crud.stores, numbers, crud.db),
    repairImagesCheck,
    // Last: it takes the uploads a submission names, which only one that passed every other check may use.
    uploadsCheck(uploads),
  ]);
  return { gate, uploads, intake };
}
