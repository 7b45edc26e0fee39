import type { Importer } from '../../core/crud/contracts.js';
import { treeImporter } from '../../core/crud/tree-import.js';
import { departsByCodeOrName, insertDepart } from './service.js';

const PARENT = '上级部门';

/**
 * Excel import of departments (contract §7.4) through the add path (`insertDepart`: org codes generated level by
 * level exactly as on add). 上级部门 names the parent by org code or name; a JeecgBoot-style 机构编码 only
 * identifies rows within the file and, without 上级部门, names the parent by prefix (see `treeImporter`).
 */
export function departImporter(): Importer {
  return treeImporter({
    parentLabel: PARENT,
    columns: { [PARENT]: 'parent', 上级机构: 'parent', 机构编码: 'code' },
    nameOf: (r) => r.values.departName,
    async existing({ trx, actor }) {
      return departsByCodeOrName(trx, PARENT, actor.tenantId);
    },
    async insert({ trx, store, actor }, { values }, parent) {
      const { id, orgCode } = await insertDepart(trx, store, actor, values, parent);
      return { id, code: orgCode, orgCode, name: '' };
    },
  });
}
