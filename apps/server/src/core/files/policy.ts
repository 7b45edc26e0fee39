import { extname } from 'node:path';
import { ApiError } from '../errors.js';

/**
 * Upload folders ("biz") and what each accepts. Files of a public folder would be served without a session; none is
 * (staff avatars are personal data): the back office shows them in plain tags through the file cookie
 * (`file-access.ts`). The websites' files (`cms`) are public per site only while published content names them
 * (`/api/public/{site}/file/…`).
 */
export interface BizPolicy {
  extensions: readonly string[];
  maxBytes: number;
  public: boolean;
}

const IMAGES = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
const DOCS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip'] as const;
const MB = 1024 * 1024;

export const BIZ_POLICIES: Record<string, BizPolicy> = {
  // Staff photos: personal data, staff only.
  avatar: { extensions: IMAGES, maxBytes: 5 * MB, public: false },
  cms: { extensions: [...IMAGES, ...DOCS, 'mp4', 'exe', 'dmg', 'pkg'], maxBytes: 500 * MB, public: false },
  temp: { extensions: [...IMAGES, ...DOCS], maxBytes: 50 * MB, public: false },
  // Applicants' resumes (招聘管理): personal data, staff only.
  resume: { extensions: ['pdf', 'doc', 'docx'], maxBytes: 10 * MB, public: false },
  // Files attached to an approval step (审批意见's 附件, docs/workflow.md): staff only.
  workflow: { extensions: [...IMAGES, ...DOCS], maxBytes: 20 * MB, public: false },
  // What the public attaches to a submission (feedback and repair images, documents): seen by staff only.
  intake: { extensions: [...IMAGES, 'pdf'], maxBytes: 5 * MB, public: false },
  // Written by the server only (import error reports): not uploadable.
  import: { extensions: [], maxBytes: 0, public: false },
};

export const DEFAULT_BIZ = 'temp';
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(BIZ_POLICIES).map((p) => p.maxBytes));

/** The policy of an upload folder; only own entries (a client's "constructor" or "__proto__" is no folder). */
export const policyOf = (biz: string): BizPolicy | undefined =>
  Object.hasOwn(BIZ_POLICIES, biz) ? BIZ_POLICIES[biz] : undefined;

/** The folder's policy and the file's extension, when the folder takes uploads of that type. */
export function acceptedType(biz: string, name: string): { policy: BizPolicy; ext: string } {
  const policy = policyOf(biz);
  if (!policy?.extensions.length) throw new ApiError('不支持的上传目录');
  const ext = extname(name).slice(1).toLowerCase();
  if (!policy.extensions.includes(ext)) throw new ApiError(`不支持的文件类型：.${ext || '?'}`);
  return { policy, ext };
}
