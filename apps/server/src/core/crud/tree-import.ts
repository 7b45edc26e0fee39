import { ApiError } from '../errors.js';
import type { ImportRow } from '../excel/index.js';
import type { ImportContext, Importer, ImportItem } from './contracts.js';
import { CodeOrName } from './import-lookup.js';

/** A written tree node: its id and its hierarchical code (children's codes start with it). */
export interface TreeRecord {
  id: string;
  code: string;
}

/** How one tree entity imports: its columns, what a row says of itself, existing nodes, and the add path. */
export interface TreeImport<R extends TreeRecord> {
  /** The label of the parent column (also in row errors). */
  parentLabel: string;
  /** Extra columns, header label → cell key; the keys `parent` and `code` are read here. */
  columns: Readonly<Record<string, string>>;
  /** The name that other rows may call this row by. */
  nameOf(item: { values: Readonly<Record<string, unknown>> }): unknown;
  /** Existing nodes by code or name. */
  existing(ctx: ImportContext): Promise<CodeOrName<R>>;
  /** Writes one row under its parent (null: a top node) exactly as an add does: codes are generated. */
  insert(ctx: ImportContext, item: ImportItem, parent: R | null): Promise<R>;
  /** A code of the file that an existing node already has (a re-imported export): a row error, if set. */
  codeTaken?: string;
}

/** One 3-character segment per level (A01, A01A02 …): a code's parent code. */
const SEGMENT = 3;
const textOf = (v: unknown) =>
  v === undefined || v === null || String(v).trim() === '' ? undefined : String(v).trim();

interface FileNode {
  rowNumber: number;
  name?: string;
  code?: string;
  parentRef?: string;
}

type Parent<R> = { row: FileNode } | { node: R } | null;

/**
 * Excel import of a tree with hierarchical codes (departments, categories) through the add path. A row's parent
 * is named in the parent column by code or name: another row of the file first (by its code column, which only
 * identifies rows within the file, or by its name), else an existing node; without a parent column the file's
 * code names its parent by prefix (A01A02 → A01), and a row with neither is a top node. Parents are written
 * before their children whatever the file order; a child of a row that failed, or a cycle, is a row error.
 */
export function treeImporter<R extends TreeRecord>(spec: TreeImport<R>): Importer {
  const { parentLabel } = spec;
  return {
    columns: spec.columns,
    async begin(ctx) {
      const file: FileNode[] = ctx.rows.map((r) => {
        const code = textOf(r.values.code);
        const derived = code && code.length > SEGMENT ? code.slice(0, -SEGMENT) : undefined;
        return {
          rowNumber: r.rowNumber,
          name: textOf(spec.nameOf(r)),
          code,
          parentRef: textOf(r.values.parent) ?? derived,
        };
      });
      const inFile = new CodeOrName(
        file,
        (f) => f.code,
        (f) => f.name,
        parentLabel,
      );
      const existing = await spec.existing(ctx);
      const parents = new Map<number, Parent<R> | ApiError>();
      for (const f of file) {
        if (!f.parentRef) {
          parents.set(f.rowNumber, null);
          continue;
        }
        try {
          const rowsNamed = inFile.matches(f.parentRef).filter((m) => m !== f);
          parents.set(
            f.rowNumber,
            rowsNamed.length
              ? { row: CodeOrName.one(rowsNamed, f.parentRef, parentLabel) }
              : { node: existing.find(f.parentRef) },
          );
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          parents.set(f.rowNumber, err);
        }
      }
      const parentRow = (n: number) => {
        const p = parents.get(n);
        return p && !(p instanceof ApiError) && 'row' in p ? p.row : undefined;
      };
      const codes = new Map(file.map((f) => [f.rowNumber, f.code]));

      const cyclic = new Set<number>();
      const written = new Map<number, R>();
      return {
        order(list: readonly ImportRow[]) {
          const byNumber = new Map(list.map((r) => [r.rowNumber, r]));
          const out: ImportRow[] = [];
          const done = new Set<number>();
          const path: number[] = [];
          const visit = (n: number) => {
            if (done.has(n)) return;
            const at = path.indexOf(n);
            if (at >= 0) {
              for (const m of path.slice(at)) cyclic.add(m);
              return;
            }
            path.push(n);
            const p = parentRow(n);
            if (p) visit(p.rowNumber);
            path.pop();
            done.add(n);
            const row = byNumber.get(n);
            if (row) out.push(row);
          };
          for (const r of list) visit(r.rowNumber);
          return out;
        },
        async write(item) {
          const p = parents.get(item.rowNumber);
          if (p instanceof ApiError) throw p;
          if (cyclic.has(item.rowNumber)) throw new ApiError(`${parentLabel}循环引用，忽略导入。`);
          const code = codes.get(item.rowNumber);
          if (spec.codeTaken && code && existing.matches(code).some((m) => m.code === code))
            throw new ApiError(`${spec.codeTaken}已经存在，忽略导入。`);
          let parent: R | null = null;
          if (p && 'row' in p) {
            const got = written.get(p.row.rowNumber);
            if (!got) throw new ApiError(`${parentLabel}（第 ${p.row.rowNumber} 行）未导入，忽略导入。`);
            parent = got;
          } else if (p) parent = p.node;
          written.set(item.rowNumber, await spec.insert(ctx, item, parent));
        },
      };
    },
  };
}
