import { cmsRepair } from '@yunzhan/common/entities/service/index';
import type { FastifyRequest } from 'fastify';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { ApiError, badRequest } from '../../core/errors.js';
import { policyOf } from '../../core/files/policy.js';
import { receive } from '../../core/files/receive.js';
import { FileService } from '../file/service.js';
import type { IntakeCheck } from '../intake/checks.js';
import type { PublicSite } from '../public/sites.js';

/** The private upload folder of the public's images: staff see them, the public cannot list or fetch them. */
export const INTAKE_BIZ = 'intake';
export const MAX_REPAIR_IMAGES = 3;
const MAX_BYTES = policyOf(INTAKE_BIZ)?.maxBytes ?? 0;

/** One image of a repair request, from a visitor: the folder's type and size checks, recorded as uploaded by `public`. */
export async function receiveRepairImage(req: FastifyRequest, site: PublicSite, crud: CrudDeps): Promise<string> {
  if (!req.isMultipart()) throw new ApiError('请选择要上传的图片');
  const part = await req.file({ limits: { fileSize: MAX_BYTES + 1, files: 1, fields: 0 } });
  if (!part) throw new ApiError('请选择要上传的图片');
  const temp = crud.files.tempPath();
  try {
    const received = await receive(part.file, temp, MAX_BYTES);
    const upload = { temp, name: part.filename, biz: INTAKE_BIZ, received };
    return await new FileService(crud.files, crud).accept({ username: 'public', siteId: site.id }, upload);
  } finally {
    await crud.files.discard(temp);
  }
}

/** A repair request names only images uploaded through the public folder, and at most three. */
export function repairImagesCheck(crud: Pick<CrudDeps, 'files'>): IntakeCheck {
  return async (s) => {
    if (s.entity.name !== cmsRepair.name || !s.values.images) return;
    const keys = String(s.values.images).split(',');
    if (keys.length > MAX_REPAIR_IMAGES) throw badRequest(`故障图片最多${MAX_REPAIR_IMAGES}张`);
    for (const key of keys) {
      if (!key.startsWith(`${INTAKE_BIZ}/`) || !(await crud.files.exists(key)))
        throw badRequest('故障图片无效，请重新上传');
    }
  };
}
