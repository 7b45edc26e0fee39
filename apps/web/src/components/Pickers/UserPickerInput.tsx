import { useMemo, useState } from 'react';
import DepartTree, { useDepartTree } from '../DepartTree';
import PickerInput from './PickerInput';
import { type UserRow, userSource } from './picker-source';

export const USER_PICKER_WIDTH = 1200;

interface Props {
  value?: string | null;
  onChange?(value: string | undefined, users: UserRow[]): void;
  /** Stored key: usernames (JeecgBoot's default) or ids. */
  store?: 'username' | 'id';
  multiple?: boolean;
  disabled?: boolean;
  id?: string;
}

function DepartAside({ departId, onDepart }: { departId: string | null; onDepart(id: string | null): void }) {
  const tree = useDepartTree();
  return (
    <DepartTree
      nodes={tree.shown}
      loading={tree.loading}
      selectedKey={departId}
      onSelect={(node) => onDepart(node?.id ?? null)}
      onSearch={tree.setKeyword}
    />
  );
}

/** Users picked by department (spec §3): the tree on the left filters the users on the right; width 1200. */
export default function UserPickerInput({ store = 'username', multiple = true, ...rest }: Props) {
  const source = useMemo(() => userSource(store), [store]);
  const [departId, setDepartId] = useState<string | null>(null);
  return (
    <PickerInput
      {...rest}
      source={source}
      multiple={multiple}
      modal={{
        width: USER_PICKER_WIDTH,
        filters: departId ? { departId } : undefined,
        aside: <DepartAside departId={departId} onDepart={setDepartId} />,
      }}
    />
  );
}
