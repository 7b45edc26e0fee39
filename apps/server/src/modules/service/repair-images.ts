import { cmsRepair } from '@yunzhan/common/entities/service/index';
import { badRequest } from '../../core/errors.js';
import { fileCount, type IntakeCheck } from '../intake/checks.js';

export const MAX_REPAIR_IMAGES = 3;

/**
 * A repair request names at most three images: tokens of the public upload (`POST /api/public/{site}/upload`),
 * claimed by the uploads check (same visitor, recent, not used before), or files posted with the site's form.
 */
export const repairImagesCheck: IntakeCheck = async (s) => {
  if (s.entity.name !== cmsRepair.name) return;
  if (fileCount(s, 'images') > MAX_REPAIR_IMAGES) throw badRequest(`故障图片最多${MAX_REPAIR_IMAGES}张`);
};
