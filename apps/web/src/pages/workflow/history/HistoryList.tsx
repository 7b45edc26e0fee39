import { allInstances, EXPORT_URLS } from '../../../api/workflow-tasks';
import { type FilterDef, NAME_FILTER, PROCESS_KEY_FILTER, STARTED_FILTER } from '../shared/filters';
import InstanceListPage from '../shared/InstanceListPage';
import { instanceStatusTag } from '../shared/instance-columns';
import { INSTANCE_STATUS } from '../shared/tags';

const FILTERS: readonly FilterDef[] = [
  NAME_FILTER,
  PROCESS_KEY_FILTER,
  { kind: 'dict', name: 'status', label: 'approval.state', dict: INSTANCE_STATUS },
  STARTED_FILTER,
];

/**
 * workflow/HistoryList (流程历史): every instance of the tenant, running or ended; 查看 shows each step (who, when,
 * what, comment, files, duration) and the diagram. Export of the same conditions.
 */
export default function HistoryList() {
  return (
    <InstanceListPage
      screen="history"
      load={allInstances}
      filters={FILTERS}
      state={instanceStatusTag}
      show={{ node: true, end: true }}
      exportUrl={EXPORT_URLS.history}
      exportName="approval.historyFile"
    />
  );
}
