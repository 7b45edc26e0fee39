import type { Importer } from '../../core/crud/contracts.js';
import { treeImporter } from '../../core/crud/tree-import.js';
import { categoriesByCodeOrName, insertCategory } from './service.js';

const PARENT = '父级节点';

/**
 * Excel import of the category dictionary through the add path (codes generated level by level as on add). The
 * export's 类型编码 links rows of the file (A01A02's parent is A01) and a 父级节点 / 父级编码 column may name the
 * parent by code or name (a row of the file first, else an existing category). A code an existing category already
 * has is a row error, so importing an export again adds nothing twice.
 */
export function categoryImporter(): Importer {
  return treeImporter({
    parentLabel: PARENT,
    columns: { [PARENT]: 'parent', 父级编码: 'parent', 类型编码: 'code' },
    nameOf: (r) => r.values.name,
    codeTaken: '类型编码',
    existing: ({ trx }) => categoriesByCodeOrName(trx, PARENT),
    async insert({ trx, store, actor }, { values }, parent) {
      const { id, code } = await insertCategory(trx, store, actor, values, parent);
      return { id, code, name: '' };
    },
  });
}
