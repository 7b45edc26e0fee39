/**
 * The district, city or province an area code names, as the prefix its sub-areas share (440000 → 44, 440300 →
 * 4403, 440305 → 440305): searching an area covers what lies in it.
 */
export const areaPrefix = (code: string): string => code.replace(/(00)+$/, '') || code;
