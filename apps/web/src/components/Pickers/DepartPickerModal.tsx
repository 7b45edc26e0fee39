import { Flex, Modal, Switch, Typography } from 'antd';
import { useState } from 'react';
import type { DepartNode } from '../../api/system-tree';
import { t } from '../../locales/i18n';
import { walkTree } from '../../utils/tree-helpers';
import DepartTree, { useDepartTree } from '../DepartTree';

export const DEPART_PICKER_WIDTH = 500;

interface Props {
  open: boolean;
  multiple?: boolean;
  initial: string[];
  /** Whether the user may close it without choosing (spec §2: closable only when closable is true). */
  closable?: boolean;
  onOk(departs: DepartNode[]): void;
  onCancel(): void;
}

/** Department picker (spec §2/§3): search and tree, check boxes linked to sub-departments or not, width 500. */
export default function DepartPickerModal({ open, multiple = true, initial, closable = true, onOk, onCancel }: Props) {
  const tree = useDepartTree();
  const [checked, setChecked] = useState<string[]>(initial);
  const [linked, setLinked] = useState(false);
  const byId = new Map([...walkTree(tree.whole)].map(([d]) => [d.id, d]));
  const choose = (keys: string[]) => setChecked(multiple ? keys : keys.filter((k) => !checked.includes(k)).slice(-1));

  return (
    <Modal
      title={t('picker.chooseDepart')}
      open={open}
      width={DEPART_PICKER_WIDTH}
      maskClosable={false}
      closable={closable}
      keyboard={closable}
      cancelButtonProps={{ style: closable ? undefined : { display: 'none' } }}
      onCancel={closable ? onCancel : undefined}
      onOk={() => onOk(checked.flatMap((id) => byId.get(id) ?? []))}
      destroyOnHidden
    >
      {multiple && (
        <Flex justify="flex-end" align="center" gap={8} style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{t('picker.linked')}</Typography.Text>
          <Switch size="small" checked={linked} onChange={setLinked} aria-label={t('picker.linked')} />
        </Flex>
      )}
      <DepartTree
        nodes={tree.shown}
        loading={tree.loading}
        selectedKey={null}
        onSelect={(node) => node && choose(multiple ? [...new Set([...checked, node.id])] : [node.id])}
        onSearch={tree.setKeyword}
        checkedKeys={checked}
        onCheck={choose}
        linked={linked}
      />
    </Modal>
  );
}
