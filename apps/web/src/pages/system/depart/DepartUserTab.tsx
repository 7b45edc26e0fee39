import { addDepartUsers, departUsers, removeDepartUsers } from '../../../api/system-tree';
import { usePermission } from '../../../components/Authorized/use-permission';
import LinkedUsers from '../../../components/UserPicker/LinkedUsers';
import { t } from '../../../locales/i18n';

/** 部门人员: users of the department and its sub-departments; add existing users, remove them from it. */
export default function DepartUserTab({ departId }: { departId: string }) {
  const canEdit = usePermission().has('system:depart:edit');
  return (
    <LinkedUsers
      queryKey={['departUsers', departId]}
      load={(query) => departUsers(departId, query)}
      add={(ids) => addDepartUsers(departId, ids)}
      remove={(ids) => removeDepartUsers(departId, ids)}
      canEdit={canEdit}
      confirmRemove={(n) => t('depart.confirmRemove', { n })}
    />
  );
}
