/**
 * China's provinces, cities and districts (the maintained `china-area-data` package, spec §3: root code 86).
 * The data is ~116 KB, so it is loaded on first use and never reaches the login page.
 */
export type AreaData = Record<string, Record<string, string>>;

export const AREA_ROOT = '86';

let loading: Promise<AreaData> | null = null;
export function loadAreaData(): Promise<AreaData> {
  loading ??= import('china-area-data/data.json').then((m) => (m.default ?? m) as AreaData);
  return loading;
}

export interface AreaOption {
  value: string;
  label: string;
  children?: AreaOption[];
}

/** The cascader's options down to `depth` levels (1 province, 2 city, 3 district). */
export function areaOptions(data: AreaData, depth = 3, parent = AREA_ROOT): AreaOption[] {
  return Object.entries(data[parent] ?? {}).map(([value, label]) => {
    const children = depth > 1 && data[value] ? areaOptions(data, depth - 1, value) : undefined;
    return children?.length ? { value, label, children } : { value, label };
  });
}

/** The codes from the province down to `code` ([] when the code is unknown). */
export function areaPath(data: AreaData, code: string | null | undefined): string[] {
  if (!code) return [];
  const parentOf = (child: string) =>
    Object.keys(data).find((parent) => parent !== child && data[parent]?.[child] !== undefined);
  const path: string[] = [];
  let current: string | undefined = code;
  while (current && current !== AREA_ROOT) {
    const parent = parentOf(current);
    if (!parent) return [];
    path.unshift(current);
    current = parent;
  }
  return path;
}

/** '广东省/深圳市/南山区' for a district code; '' when unknown. */
export function areaText(data: AreaData, code: string | null | undefined, separator = '/'): string {
  const path = areaPath(data, code);
  const names = path.map((c, i) => data[i === 0 ? AREA_ROOT : (path[i - 1] as string)]?.[c] ?? '');
  return names.join(separator);
}
