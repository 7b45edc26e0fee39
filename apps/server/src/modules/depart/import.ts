import type { Importer } from '../../core/crud/contracts.js';
import { CodeOrName } from '../../core/crud/import-lookup.js';
import { ApiError } from '../../core/errors.js';
import type { ImportRow } from '../../core/excel/index.js';
import { departsByCodeOrName, insertDepart } from './service.js';

const PARENT = '上级部门';

/** A department row of the file: what other rows may call it, and what it calls its parent. */
interface FileDepart {
  rowNumber: number;
  name?: string;
  code?: string;
  parentRef?: string;
}

type Parent = { row: FileDepart } | { depart: { id: string; orgCode: string } } | null;

const textOf = (v: unknown) =>
  v === undefined || v === null || String(v).trim() === '' ? undefined : String(v).trim();

/**
 * Excel import of departments (contract §7.4) through the add path (`insertDepart`: org codes generated level by
 * level exactly as on add). A row's parent is named in 上级部门 by org code or name: another row of the file
 * first (by its 机构编码 column, which only identifies rows within the file, or by its name), else an existing
 * department; without 上级部门 a JeecgBoot-style 机构编码 names its parent by prefix (A01A02 → A01), and a row
 * with neither is a top-level department. Parents are written before their children whatever the file order;
 * a child of a row that failed, or a cycle, is a row error.
 */
export function departImporter(): Importer {
  return {
    columns: { [PARENT]: 'parent', 上级机构: 'parent', 机构编码: 'code' },
    async begin({ trx, actor, store, rows }) {
      const file: FileDepart[] = rows.map((r) => {
        const code = textOf(r.values.code);
        const derived = code && code.length > 3 ? code.slice(0, -3) : undefined;
        return {
          rowNumber: r.rowNumber,
          name: textOf(r.values.departName),
          code,
          parentRef: textOf(r.values.parent) ?? derived,
        };
      });
      const inFile = new CodeOrName(
        file,
        (f) => f.code,
        (f) => f.name,
        PARENT,
      );
      const existing = await departsByCodeOrName(trx, PARENT);
      const parents = new Map<number, Parent | ApiError>();
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
              ? { row: CodeOrName.one(rowsNamed, f.parentRef, PARENT) }
              : { depart: existing.find(f.parentRef) },
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

      const cyclic = new Set<number>();
      const written = new Map<number, { id: string; orgCode: string }>();
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
        async write({ rowNumber, values }) {
          const p = parents.get(rowNumber);
          if (p instanceof ApiError) throw p;
          if (cyclic.has(rowNumber)) throw new ApiError(`${PARENT}循环引用，忽略导入。`);
          let parent: { id: string; orgCode: string } | null = null;
          if (p && 'row' in p) {
            const got = written.get(p.row.rowNumber);
            if (!got) throw new ApiError(`${PARENT}（第 ${p.row.rowNumber} 行）未导入，忽略导入。`);
            parent = got;
          } else if (p) parent = p.depart;
          const { id, orgCode } = await insertDepart(trx, store, actor, values, parent);
          written.set(rowNumber, { id, orgCode });
        },
      };
    },
  };
}
