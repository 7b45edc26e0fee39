import { hasPermission, isDisabledByPermission, type PermissionLists } from '@yunzhan/common/permission/index';
import { useMemo } from 'react';
import { useSession } from '../../stores/session';

export interface PermissionCheck {
  /** Whether an element guarded by `code` is shown (spec §6, `v-has`). */
  has(code: string | readonly string[]): boolean;
  /** Whether an element guarded by a type-2 rule is disabled. */
  disabled(code: string | readonly string[]): boolean;
}

/** Button permissions of the signed-in user, on the shared algorithm of `@yunzhan/common`. */
export function usePermission(): PermissionCheck {
  const permissions = useSession((s) => s.permissions);
  return useMemo(() => {
    const lists: PermissionLists = { auth: permissions?.auth ?? [], allAuth: permissions?.allAuth ?? [] };
    return {
      has: (code) => hasPermission(code, lists),
      disabled: (code) => isDisabledByPermission(code, lists),
    };
  }, [permissions]);
}
