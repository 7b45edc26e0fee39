/**
 * Text a spreadsheet could run as a formula (SECURITY §4; OWASP "CSV injection"), also behind quotes already
 * there, so that guarding and restoring stay exact inverses.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** Text written to a cell: a leading single quote keeps a formula-like value inert. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Undoes `neutraliseFormula` on import, so that an exported file imports back to the same values. */
export function restoreNeutralised(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
