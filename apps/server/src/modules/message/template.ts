const PLACEHOLDER = /\$\{\s*([A-Za-z_][\w.]*)\s*\}/g;

/**
 * Fills `${name}` placeholders of a template from `data` by plain lookup (never evaluated: `${1+1}` or
 * `${constructor}` stay text or empty). A missing or non-scalar value leaves the placeholder empty.
 */
export function renderTemplate(content: string, data: Readonly<Record<string, unknown>>): string {
  return content.replace(PLACEHOLDER, (_, name: string) => {
    const value = Object.hasOwn(data, name) ? data[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  });
}
