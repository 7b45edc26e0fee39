import { ApiError } from '../errors.js';

/** Splits a cell that lists several names ("管理员,编辑" or "管理员，编辑") into trimmed non-empty texts. */
export function listCell(cell: unknown): string[] {
  if (cell === undefined || cell === null) return [];
  return [
    ...new Set(
      String(cell)
        .split(/[,，;；]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Records that an import cell may name by code or by name (roles, departments, a parent department): a code
 * wins; a name must be unique.
 */
export class CodeOrName<T> {
  private readonly byCode = new Map<string, T>();
  private readonly byName = new Map<string, T[]>();

  constructor(
    items: Iterable<T>,
    code: (item: T) => string | null | undefined,
    name: (item: T) => string | null | undefined,
    private readonly what: string,
  ) {
    for (const item of items) {
      const c = code(item);
      const n = name(item);
      if (c && !this.byCode.has(c)) this.byCode.set(c, item);
      if (n) this.byName.set(n, [...(this.byName.get(n) ?? []), item]);
    }
  }

  /** Every record the text may name: the one with that code, else those with that name. */
  matches(text: string): T[] {
    const c = this.byCode.get(text);
    return c !== undefined ? [c] : (this.byName.get(text) ?? []);
  }

  /** The record a text names; a row error when there is none or the name is not unique. */
  find(text: string): T {
    return CodeOrName.one(this.matches(text), text, this.what);
  }

  /** The one record of some matches, or the row error that explains why not. */
  static one<T>(matches: readonly T[], text: string, what: string): T {
    if (matches.length === 1) return matches[0];
    if (matches.length > 1) throw new ApiError(`${what}“${text}”有重名，请填写编码`);
    throw new ApiError(`${what}“${text}”不存在`);
  }

  /** The records a list cell names, in cell order. */
  findAll(cell: unknown): T[] {
    return listCell(cell).map((t) => this.find(t));
  }
}
