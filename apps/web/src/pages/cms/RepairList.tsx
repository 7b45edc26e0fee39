import { cmsRepair } from '@yunzhan/common/entities/service/index';
import { useState } from 'react';
import type { Row } from '../../api/entity';
import { usePermission } from '../../components/Authorized/use-permission';
import EntityListPage from '../../components/entity/EntityListPage';
import { PRIMARY_ACTION_WIDTH, type RowAction } from '../../components/entity/RowActions';
import { useReloadList } from '../../components/entity/use-list-page';
import { t } from '../../locales/i18n';
import RepairFlowModal from './RepairFlowModal';

const MOVE = `${cmsRepair.permPrefix}:transition`;
const UNMASK = `${cmsRepair.permPrefix}:unmask`;

/** cms/RepairList (维修申请): the engine's list with 处理 — the timeline and the status flow of a request. */
export default function RepairList() {
  const permission = usePermission();
  const [open, setOpen] = useState<string | null>(null);
  // The list shows the new statuses once the dialog closes after a move (its first answer may still be fresh).
  const reload = useReloadList(cmsRepair);
  const [moved, setMoved] = useState(false);
  const close = () => {
    setOpen(null);
    if (moved) void reload();
    setMoved(false);
  };
  const rowActions = (row: Row): RowAction[] => [
    { key: 'flow', label: t('repair.handle'), primary: true, onClick: () => setOpen(row.id) },
  ];
  // The log is written by moves only; a masked phone is not sent back as if it were the number.
  const omit = permission.has(UNMASK) ? ['logs'] : ['logs', 'phone'];
  return (
    <>
      <EntityListPage entity={cmsRepair} rowActions={rowActions} actionWidth={PRIMARY_ACTION_WIDTH} form={{ omit }} />
      <RepairFlowModal repairId={open} canMove={permission.has(MOVE)} onClose={close} onMoved={() => setMoved(true)} />
    </>
  );
}
