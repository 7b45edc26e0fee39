import { screenTexts } from '../i18n';
import { en } from '../parts/en/workflow-review';
import { zh } from '../parts/workflow-review';

/** Publishing under approval's texts: in the content lists' chunk (with the list engine), not in the login page's. */
export const { t, useT } = screenTexts(zh, en);
