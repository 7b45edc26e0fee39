/** Icon names and their search, kept free of the icon library so the picker's entry stays light. */

const SUFFIX = 'Outlined';

/** The outlined icon components among a module's exports ('HomeOutlined' …), sorted. */
export function outlinedIconNames(exports: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(exports)
    .filter((name) => name.endsWith(SUFFIX) && /^[A-Z]/.test(name) && exports[name] != null)
    .sort();
}

/** 'ArrowLeftOutlined' → 'ArrowLeft'. */
export const shortName = (name: string) => (name.endsWith(SUFFIX) ? name.slice(0, -SUFFIX.length) : name);

/** 'ArrowLeftOutlined' → 'arrow-left' (the antd 3 type name some menus still store). */
export const kebabName = (name: string) =>
  shortName(name)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/**
 * Names matching a search: case-insensitive, on the name without the suffix, spaces and dashes ignored, so
 * 'arrow left', 'arrow-left' and 'ArrowLeft' all find ArrowLeftOutlined.
 */
export function filterIcons(names: readonly string[], query: string): string[] {
  const wanted = query.replace(/[\s-]+/g, '').toLowerCase();
  if (!wanted) return [...names];
  return names.filter((name) => shortName(name).toLowerCase().includes(wanted));
}
