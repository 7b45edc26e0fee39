import type { EntityDef } from '@yunzhan/common/entities/index';
import { toolbarButtons } from '@yunzhan/common/permission/index';
import { useMemo } from 'react';
import { useSession } from '../../stores/session';
import { usePermission } from '../Authorized/use-permission';

export type EntityAction = 'add' | 'edit' | 'delete' | 'deleteBatch' | 'export' | 'import';

/**
 * Which buttons of an entity page the user sees: each behind `<permPrefix>:<action>` (the `v-has` rule), and the
 * toolbar's add and batch delete also through the shared exclusion list of the prefix (spec §6).
 */
export function useEntityPermissions(entity: Pick<EntityDef, 'permPrefix'>): Record<EntityAction, boolean> {
  const permission = usePermission();
  const permissions = useSession((s) => s.permissions);
  return useMemo(() => {
    const has = (action: EntityAction) => permission.has(`${entity.permPrefix}:${action}`);
    const toolbar = toolbarButtons(entity.permPrefix, {
      auth: permissions?.auth ?? [],
      allAuth: permissions?.allAuth ?? [],
    });
    return {
      add: has('add') && toolbar.add,
      edit: has('edit'),
      delete: has('delete'),
      deleteBatch: has('deleteBatch') && toolbar.remove,
      export: has('export'),
      import: has('import'),
    };
  }, [entity.permPrefix, permission, permissions]);
}
