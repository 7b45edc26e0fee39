import { DOWNLOAD_TEMPLATES } from './downloads.js';

/**
 * Built-in pages of single modules (`<module>-list`, `<module>-detail`, `<module>-page`), one file per module group;
 * they replace the generic `list` / `detail` / `page` for that module until a site stores its own under the code.
 */
export const MODULE_TEMPLATES: Readonly<Record<string, string>> = { ...DOWNLOAD_TEMPLATES };
