import { Button, Popconfirm } from 'antd';
import {
  cancelInstances,
  EXPORT_URLS,
  type Instance,
  runningInstances,
  setInstanceSuspended,
} from '../../../api/workflow-tasks';
import { usePermission } from '../../../components/Authorized/use-permission';
import { usePrompt } from '../../../components/PromptModal';
import { useT } from '../../../locales/screens/workflow';
import { feedback } from '../../../utils/feedback';
import { useApprovalRefresh } from '../shared/ApprovalList';
import { type FilterDef, NAME_FILTER, PROCESS_KEY_FILTER, SUSPENDED_FILTER } from '../shared/filters';
import InstanceListPage from '../shared/InstanceListPage';
import { instanceStatusTag } from '../shared/instance-columns';

const FILTERS: readonly FilterDef[] = [NAME_FILTER, PROCESS_KEY_FILTER, SUSPENDED_FILTER];

/**
 * workflow/InstanceList (流程实例): the tenant's running instances; 挂起/激活, 作废 with a reason (one or the selected),
 * export, and 查看 with the diagram at the current node.
 */
export default function InstanceList() {
  const t = useT();
  const permission = usePermission();
  const refresh = useApprovalRefresh();
  const [prompt, promptHolder] = usePrompt();

  const report = (answer: { success: boolean; message: string }) => {
    if (answer.success) feedback.message.success(answer.message || t('approval.actionDone'));
    else feedback.message.warning(answer.message);
    refresh();
    return answer.success;
  };
  const toggle = async (row: Instance) => report(await setInstanceSuspended(row.id, row.status !== 'suspended'));
  const cancel = async (ids: string[]) => {
    const reason = await prompt({
      title: t('approval.cancelInstances', { n: ids.length }),
      label: t('approval.cancelReason'),
      requiredMessage: t('approval.cancelReasonRequired'),
      maxLength: 200,
    });
    return reason !== null && report(await cancelInstances(ids, reason));
  };

  const actions = (row: Instance) => {
    const suspended = row.status === 'suspended';
    const canToggle = permission.has(suspended ? 'workflow:instance:activate' : 'workflow:instance:suspend');
    return (
      <>
        {canToggle && (
          <Popconfirm
            title={t(suspended ? 'approval.confirmActivate' : 'approval.confirmSuspend')}
            onConfirm={() => toggle(row)}
          >
            <Button type="link" size="small">
              {t(suspended ? 'approval.activate' : 'approval.suspend')}
            </Button>
          </Popconfirm>
        )}
        {permission.has('workflow:instance:delete') && (
          <Button type="link" size="small" danger onClick={() => void cancel([row.id])}>
            {t('approval.cancelInstance')}
          </Button>
        )}
      </>
    );
  };

  const canBatch = permission.has('workflow:instance:deleteBatch');
  return (
    <>
      <InstanceListPage
        screen="instance"
        load={runningInstances}
        filters={FILTERS}
        state={instanceStatusTag}
        show={{ node: true, end: false }}
        exportUrl={EXPORT_URLS.instance}
        exportName="approval.instanceFile"
        actions={actions}
        openOn="diagram"
        selectable={canBatch}
        toolbar={({ selected, clearSelection }) =>
          canBatch && (
            <Button
              danger
              disabled={!selected.length}
              onClick={async () => {
                if (await cancel(selected.map((row) => row.id))) clearSelection();
              }}
            >
              {t('approval.cancelSelected', { n: selected.length })}
            </Button>
          )
        }
      />
      {promptHolder}
    </>
  );
}
