import { Button, Card, Popconfirm, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { type Business, deleteDrafts, myApplications, withdrawApplication } from '../../../api/workflow-tasks';
import { usePermission } from '../../../components/Authorized/use-permission';
import { usePrompt } from '../../../components/PromptModal';
import { useT } from '../../../locales/screens/workflow';
import { feedback } from '../../../utils/feedback';
import ApprovalList, { useApprovalRefresh } from '../shared/ApprovalList';
import { type FilterDef, timeRangeFilter } from '../shared/filters';
import InstanceDetail from '../shared/InstanceDetail';
import { APPLY_STATUS, CodeTag, PRIORITY, RESULT } from '../shared/tags';
import ApplicationView from './ApplicationView';
import ApplyFormModal, { type ApplyTarget } from './ApplyFormModal';
import ProcessCards from './ProcessCards';
import SubmitDraftModal from './SubmitDraftModal';

const DRAFT = 0;
const PROCESSING = 1;

const FILTERS: readonly FilterDef[] = [
  { kind: 'text', name: 'title', label: 'approval.title' },
  { kind: 'dict', name: 'status', label: 'approval.state', dict: APPLY_STATUS },
  { kind: 'dict', name: 'result', label: 'approval.resultLabel', dict: RESULT },
  timeRangeFilter('createTime', 'approval.createTime'),
];

/**
 * workflow/ApplyList (发起申请): the processes I may start, and my applications below — 查看 (form, history,
 * diagram), 编辑/提交/删除 of drafts, 撤回 while no approver has acted (the server decides).
 */
export default function ApplyList() {
  const t = useT();
  const permission = usePermission();
  const canAdd = permission.has('workflow:apply:add');
  const refresh = useApprovalRefresh();
  const [prompt, promptHolder] = usePrompt();
  const [applying, setApplying] = useState<ApplyTarget | null>(null);
  const [submitting, setSubmitting] = useState<Business | null>(null);
  const [viewing, setViewing] = useState<Business | null>(null);

  const report = (answer: { success: boolean; message: string }) => {
    if (answer.success) feedback.message.success(answer.message || t('approval.actionDone'));
    else feedback.message.warning(answer.message);
    refresh();
  };
  const withdraw = async (row: Business) => {
    const reason = await prompt({
      title: t('approval.withdrawTitle'),
      label: t('approval.withdrawReason'),
      maxLength: 200,
    });
    if (reason !== null) report(await withdrawApplication(row.id, reason.trim() || undefined));
  };

  const rowActions = (row: Business) => (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => setViewing(row)}>
        {t('approval.view')}
      </Button>
      {canAdd && row.status === DRAFT && (
        <>
          <Button type="link" size="small" onClick={() => setApplying({ draft: row })}>
            {t('common.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => setSubmitting(row)}>
            {t('common.submit')}
          </Button>
          <Popconfirm
            title={t('approval.confirmDeleteDraft')}
            onConfirm={async () => report(await deleteDrafts([row.id]))}
          >
            <Button type="link" size="small" danger>
              {t('common.delete')}
            </Button>
          </Popconfirm>
        </>
      )}
      {canAdd && row.status === PROCESSING && (
        <Button type="link" size="small" onClick={() => void withdraw(row)}>
          {t('approval.withdraw')}
        </Button>
      )}
    </Space>
  );

  const columns: TableColumnsType<Business> = [
    {
      key: 'title',
      title: t('approval.title'),
      render: (_, row) => (
        <Space size={6}>
          {row.status !== DRAFT && <CodeTag dict={PRIORITY} value={row.priority} text={row.priority_dictText} />}
          {row.title}
        </Space>
      ),
    },
    { key: 'process', dataIndex: 'processName', title: t('approval.process') },
    { key: 'node', dataIndex: 'currTaskName', title: t('approval.currentNode') },
    {
      key: 'status',
      title: t('approval.state'),
      render: (_, row) => <CodeTag dict={APPLY_STATUS} value={row.status} text={row.status_dictText} />,
    },
    {
      key: 'result',
      title: t('approval.resultLabel'),
      render: (_, row) => <CodeTag dict={RESULT} value={row.result} text={row.result_dictText} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('approval.createTime'), width: 170 },
    { key: 'applyTime', dataIndex: 'applyTime', title: t('approval.applyTime'), width: 170 },
    { key: 'action', title: t('common.actions'), align: 'center', fixed: 'right', render: (_, row) => rowActions(row) },
  ];

  return (
    <>
      <Card
        variant="borderless"
        title={t('approval.startable')}
        style={{ marginBottom: 16 }}
        data-testid="process-cards"
      >
        <ProcessCards canStart={canAdd} onStart={(process) => setApplying({ process })} />
      </Card>
      <ApprovalList<Business>
        name="applications"
        load={myApplications}
        filters={FILTERS}
        columns={columns}
        header={
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('approval.myApplications')}
          </Typography.Title>
        }
        testId="my-applications"
      />
      <ApplyFormModal target={applying} onClose={() => setApplying(null)} />
      <SubmitDraftModal draft={submitting} onClose={() => setSubmitting(null)} />
      <InstanceDetail
        target={
          viewing && {
            procInstId: viewing.procInstId,
            title: viewing.title,
            processName: viewing.processName,
            startTime: viewing.applyTime,
            status: <CodeTag dict={RESULT} value={viewing.result} text={viewing.result_dictText} />,
          }
        }
        onClose={() => setViewing(null)}
      >
        {viewing && <ApplicationView business={viewing} />}
      </InstanceDetail>
      {promptHolder}
    </>
  );
}
