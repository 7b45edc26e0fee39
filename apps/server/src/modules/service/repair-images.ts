import { cmsRepair } from '@yunzhan/common/entities/service/index';
import { badRequest } from '../../core/errors.js';
import type { IntakeCheck } from '../intake/checks.js';

export const MAX_REPAIR_IMAGES = 3;

/**
 * A repair request names at most three images. Each is a token of the public upload (`POST /api/public/{site}/upload`),
 * claimed by the uploads check: same visitor, recent, not used before.
 */
export const repairImagesCheck: IntakeCheck = async (s) => {
  if (s.entity.name !== cmsRepair.name || !s.values.images) return;
  if (String(s.values.images).split(',').length > MAX_REPAIR_IMAGES)
    throw badRequest(`故障图片最多${MAX_REPAIR_IMAGES}张`);
};
