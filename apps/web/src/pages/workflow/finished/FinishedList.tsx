import { EXPORT_URLS, finishedInstances } from '../../../api/workflow-tasks';
import { type FilterDef, NAME_FILTER, PROCESS_KEY_FILTER, STARTED_FILTER } from '../shared/filters';
import InstanceListPage from '../shared/InstanceListPage';
import { instanceResultTag } from '../shared/instance-columns';
import { RESULT } from '../shared/tags';

const ENDED_RESULTS = ['2', '3', '4'];

const FILTERS: readonly FilterDef[] = [
  NAME_FILTER,
  PROCESS_KEY_FILTER,
  { kind: 'dict', name: 'result', label: 'approval.resultLabel', dict: RESULT, only: ENDED_RESULTS },
  STARTED_FILTER,
];

/** workflow/FinishedList (已办结): the ended instances I applied for or acted in, with their result; 查看 and export. */
export default function FinishedList() {
  return (
    <InstanceListPage
      screen="finished"
      load={finishedInstances}
      filters={FILTERS}
      state={instanceResultTag}
      show={{ node: false, end: true }}
      exportUrl={EXPORT_URLS.finished}
      exportName="approval.finishedFile"
    />
  );
}
