export { type CategoryNode, sysCategory } from './category';
export { sysCheckRule } from './check-rule';
export { sysDepart, sysDepartRole } from './depart';
export { sysDict, sysDictItem } from './dict';
export { sysOssFile } from './oss-file';
export { sysPosition } from './position';
export { sysRole } from './role';
export { sysSensitiveWord } from './sensitive-word';
export { sysUser } from './user';
