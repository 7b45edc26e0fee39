import { DOWNLOAD_TEMPLATES } from './downloads.js';
import { FORM_TEMPLATES } from './forms.js';
import { OPERATIONS_TEMPLATES } from './operations.js';
import { PRODUCT_TEMPLATES } from './products.js';
import { SERVICE_STANDALONE_PAGES, SERVICE_TEMPLATES } from './service.js';

/**
 * Built-in pages of single modules (`<module>-list`, `<module>-detail`, `<module>-page`), one file per module group;
 * they replace the generic `list` / `detail` / `page` for that module until a site stores its own under the code.
 */
export const MODULE_TEMPLATES: Readonly<Record<string, string>> = {
  ...OPERATIONS_TEMPLATES,
  ...FORM_TEMPLATES,
  ...PRODUCT_TEMPLATES,
  ...DOWNLOAD_TEMPLATES,
  ...SERVICE_TEMPLATES,
};

/**
 * Pages of modules without a public list (`/site/{code}/{path}` renders the template `<path>-page`): forms and
 * look-ups whose rows stay private. Path → page title.
 */
export const STANDALONE_PAGES: Readonly<Record<string, string>> = { ...SERVICE_STANDALONE_PAGES };
