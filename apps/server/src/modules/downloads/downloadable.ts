import { cmsAppDownload, cmsDriver, cmsManual, cmsUpdate } from '@yunzhan/common/entities/downloads/index';
import type { EntityDef } from '@yunzhan/common/entities/index';

/** Entities whose rows carry a file served by the counting download link, by public path. */
export const DOWNLOADABLE: ReadonlyMap<string, EntityDef> = new Map(
  [cmsDriver, cmsUpdate, cmsAppDownload, cmsManual].map((e) => [e.publicView?.path ?? e.name, e]),
);
