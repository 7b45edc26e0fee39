import { sysDepartRole } from '@yunzhan/common/entities/system/index';
import { Drawer } from 'antd';
import { useMemo, useState } from 'react';
import type { Row } from '../../../api/entity';
import { departRolePermissionIds, departRolePermissionTree, saveDepartRolePermission } from '../../../api/system-tree';
import { usePermission } from '../../../components/Authorized/use-permission';
import ChildEntityList from '../../../components/entity/ChildEntityList';
import PermissionCheckTree from '../../../components/PermissionCheckTree';
import { t } from '../../../locales/i18n';

/** 部门角色: the roles of one department (schema sysDepartRole), their add/edit/delete and their permissions. */
export default function DepartRoleTab({ departId }: { departId: string }) {
  const canEdit = usePermission().has('system:depart:edit');
  const [granting, setGranting] = useState<Row | null>(null);
  // The contract's list names the department `deptId`.
  const parent = useMemo(() => ({ field: 'departId', id: departId, listParam: 'deptId' }), [departId]);

  return (
    <>
      <ChildEntityList
        entity={sysDepartRole}
        parent={parent}
        rowActions={(role) =>
          canEdit ? [{ key: 'grant', label: t('depart.grant'), onClick: () => setGranting(role) }] : []
        }
      />
      <Drawer
        title={granting ? t('depart.roleAuthTitle', { name: String(granting.roleName) }) : ''}
        open={!!granting}
        size={560}
        destroyOnHidden
        maskClosable={false}
        onClose={() => setGranting(null)}
      >
        {granting && (
          <PermissionCheckTree
            queryKey={['departRolePermission', departId, granting.id]}
            loadTree={() => departRolePermissionTree(departId)}
            loadGranted={() => departRolePermissionIds(granting.id)}
            save={(change) => saveDepartRolePermission(granting.id, change)}
            canSave={canEdit}
            emptyText={t('depart.noPermissions')}
          />
        )}
      </Drawer>
    </>
  );
}
