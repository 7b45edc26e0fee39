import type { EntityDef } from '@yunzhan/common/entities/index';
import { cmsPushDelivery, cmsPushRecord } from '@yunzhan/common/entities/operations/push-record';
import { sysDepart, sysDepartRole, sysDict, sysDictItem } from '@yunzhan/common/entities/system/index';

/** Rows of an entity that belong to a row of `owner`, named by `field`. */
export interface Owner {
  field: string;
  owner: EntityDef;
}

/**
 * Entities whose rows belong to a row of another and share its menu: a dictionary's items, a department's roles, a
 * push's recipients. The actor on such an entity (`actorFor`) sees a row only with its owner row, under the owner's
 * data rules, for every read and write; an add or a move names an owner it sees.
 */
export const OWNERS: ReadonlyMap<string, Owner> = new Map([
  [sysDictItem.name, { field: 'dictId', owner: sysDict }],
  [sysDepartRole.name, { field: 'departId', owner: sysDepart }],
  [cmsPushDelivery.name, { field: 'pushId', owner: cmsPushRecord }],
]);
