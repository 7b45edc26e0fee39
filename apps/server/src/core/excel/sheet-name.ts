const FORBIDDEN = /[[\]:*?/\\]/g;
const MAX_LENGTH = 31;

/** A worksheet name Excel accepts: at most 31 characters, none of []:*?/\, no apostrophe at either end. */
export function sheetName(title: string): string {
  const name = title
    .replace(FORBIDDEN, '_')
    .slice(0, MAX_LENGTH)
    .replace(/^'+|'+$/g, '')
    .trim();
  return name === '' || name.toLowerCase() === 'history' ? 'Sheet1' : name;
}
