import type { ReactNode } from 'react';
import { useState } from 'react';
import type { Page } from '../../../api/entity';
import type { Envelope } from '../../../api/types';
import type { Instance } from '../../../api/workflow-tasks';
import { type MessageKey, useT } from '../../../locales/screens/workflow';
import ApprovalList, { type ToolbarState } from './ApprovalList';
import type { FlowTab } from './FlowSections';
import type { FilterDef } from './filters';
import InstanceDetail, { type InstanceTarget } from './InstanceDetail';
import { instanceColumns } from './instance-columns';

interface Props {
  /** The screen (`finished`, `instance`, `history`): the list's name and its permissions `workflow:<screen>:…`. */
  screen: string;
  load(query: Record<string, unknown>): Promise<Envelope<Page<Instance>>>;
  filters: readonly FilterDef[];
  state(row: Instance): ReactNode;
  show: { node: boolean; end: boolean };
  exportUrl: string;
  exportName: MessageKey;
  actions?(row: Instance): ReactNode;
  toolbar?(state: ToolbarState<Instance>): ReactNode;
  selectable?: boolean;
  /** What 查看 shows first. */
  openOn?: FlowTab;
}

/** A list of instances with 查看 (history and diagram) and the export its permission allows. */
export default function InstanceListPage({
  screen,
  exportUrl,
  exportName,
  state,
  show,
  actions,
  openOn,
  ...list
}: Props) {
  const t = useT();
  const [target, setTarget] = useState<InstanceTarget | null>(null);
  return (
    <>
      <ApprovalList<Instance>
        {...list}
        name={screen}
        columns={instanceColumns({ state, show, actions, onView: setTarget })}
        exportFile={{ url: exportUrl, fileName: t(exportName), permission: `workflow:${screen}:export` }}
        testId={`${screen}-list`}
      />
      <InstanceDetail target={target} onClose={() => setTarget(null)} openOn={openOn} />
    </>
  );
}
