/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base URL; `/system-api` when unset. */
  readonly VITE_API_BASE_URL?: string;
  /** Domain prefixed to stored file paths that are not absolute URLs; the API base + `/sys/common/static` when unset. */
  readonly VITE_FILE_DOMAIN?: string;
}
