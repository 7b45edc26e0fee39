import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { unwrap } from '../../api/system-tree';
import { allRoles } from '../../api/user';
import { useT } from '../../locales/i18n';

interface Props {
  id?: string;
  value?: string[];
  onChange?(codes: string[]): void;
}

/** Roles chosen by name, kept as role codes (what `yz:candidateRoles` names). */
export default function RoleCodeSelect({ id, value, onChange }: Props) {
  const t = useT();
  const roles = useQuery({ queryKey: ['allRoles'], queryFn: async () => unwrap(await allRoles()) });
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      loading={roles.isPending}
      placeholder={t('picker.rolePlaceholder')}
      showSearch={{ optionFilterProp: 'label' }}
      options={(roles.data ?? []).map((r) => ({ value: r.roleCode, label: r.roleName }))}
      value={value}
      onChange={onChange}
    />
  );
}
