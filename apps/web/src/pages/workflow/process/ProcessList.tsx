import { AuditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { unwrap } from '../../../api/system-tree';
import { allRoles } from '../../../api/user';
import {
  deleteProcess,
  deleteProcesses,
  exportProcessXml,
  type ProcessDefinition,
  processList,
  setProcessStatus,
} from '../../../api/workflow-models';
import { usePermission } from '../../../components/Authorized/use-permission';
import { useEntityT } from '../../../components/entity/texts';
import { useT } from '../../../locales/screens/workflow';
import { offerFile, report } from '../answers';
import NameWithDescription from '../NameWithDescription';
import PagedTable, { BatchDeleteButton } from '../PagedTable';
import RowLinks from '../RowLinks';
import { usePagedList } from '../use-paged-list';
import ProcessDiagramModal from './ProcessDiagramModal';
import ProcessFilters, { LATEST_ONLY } from './ProcessFilters';
import ProcessInfoModal from './ProcessInfoModal';
import PublishRulesDrawer from './PublishRulesDrawer';

const perm = (action: string) => `workflow:process:${action}`;
const ACTIVE = 1;

/**
 * workflow/ProcessList (流程管理): deployed definitions by version — status, form, who may start them and how
 * many instances run on each; 挂起 / 激活, 编辑信息, the diagram, the XML, deleting a version nothing runs on, and
 * 发布审批设置 (which content modules of the site are reviewed before publishing).
 */
export default function ProcessList() {
  const t = useT();
  const et = useEntityT();
  const permission = usePermission();
  const can = (action: string) => permission.has(perm(action));
  const list = usePagedList('workflow-processes', processList, LATEST_ONLY);
  const roles = useQuery({ queryKey: ['allRoles'], queryFn: async () => unwrap(await allRoles()) });
  const roleName = (code: string) => roles.data?.find((r) => r.roleCode === code)?.roleName ?? code;
  const [editing, setEditing] = useState<ProcessDefinition | null>(null);
  const [viewing, setViewing] = useState<ProcessDefinition | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);

  const act = async (answer: Promise<Parameters<typeof report>[0]>) => {
    if (report(await answer)) list.reload();
  };
  const remove = (ids: string[]) => act(ids.length === 1 ? deleteProcess(ids[0] as string) : deleteProcesses(ids));

  const columns: TableColumnsType<ProcessDefinition> = [
    {
      key: 'name',
      title: t('wfProcess.name'),
      ellipsis: true,
      render: (_, r) => <NameWithDescription name={r.name} description={r.description} sub={r.processKey} />,
    },
    {
      key: 'version',
      title: t('wfProcess.version'),
      width: 100,
      render: (_, r) => (
        <Space size={4}>
          {t('wf.version', { n: r.version })}
          {r.latest && <Tag color="blue">{t('wfProcess.latest')}</Tag>}
        </Space>
      ),
    },
    { key: 'formTitle', dataIndex: 'formTitle', title: t('wfProcess.form'), width: 100, ellipsis: true },
    {
      key: 'status',
      title: t('wfProcess.status'),
      width: 100,
      align: 'center',
      render: (_, r) => (
        <Tag color={r.status === ACTIVE ? 'green' : 'orange'}>
          {r.status === ACTIVE ? t('wfProcess.active') : t('wfProcess.suspended')}
        </Tag>
      ),
    },
    { key: 'running', dataIndex: 'running', title: t('wfProcess.running'), width: 80, align: 'center' },
    {
      key: 'roles',
      title: t('wfProcess.roles'),
      width: 120,
      render: (_, r) => {
        const codes = (r.roles ?? '').split(',').filter(Boolean);
        return codes.length ? (
          <Typography.Text ellipsis={{ tooltip: true }}>{codes.map(roleName).join('、')}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('wfProcess.everyone')}</Typography.Text>
        );
      },
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('wfProcess.deployTime'), width: 160, align: 'center' },
    {
      key: 'action',
      title: et('actions'),
      width: 240,
      fixed: 'right',
      align: 'center',
      render: (_, r) => {
        const active = r.status === ACTIVE;
        return (
          <RowLinks
            links={[
              { key: 'diagram', label: t('wfProcess.diagram'), onClick: () => setViewing(r) },
              {
                key: 'status',
                label: active ? t('wfProcess.suspend') : t('wfProcess.activate'),
                allowed: can(active ? 'suspend' : 'activate'),
                confirm: t(active ? 'wfProcess.confirmSuspend' : 'wfProcess.confirmActivate', { name: r.name }),
                onClick: () => void act(setProcessStatus(r.id, active ? 0 : 1)),
              },
              { key: 'info', label: t('wfProcess.editInfo'), onClick: () => setEditing(r), allowed: can('edit') },
              {
                key: 'export',
                label: t('wf.exportXml'),
                allowed: can('export'),
                onClick: async () =>
                  offerFile(await exportProcessXml(r.id), `${r.processKey}.v${r.version}.bpmn20.xml`),
              },
              {
                key: 'delete',
                label: et('delete'),
                danger: true,
                allowed: can('delete'),
                confirm: t('wfProcess.confirmDelete', { name: r.name, version: r.version }),
                onClick: () => void remove([r.id]),
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <Card variant="borderless">
      <ProcessFilters onSearch={list.search} />
      <Space wrap style={{ marginBottom: 16 }}>
        {can('publishRule') && (
          <Button icon={<AuditOutlined />} onClick={() => setRulesOpen(true)}>
            {t('wfProcess.publishRules')}
          </Button>
        )}
        {can('deleteBatch') && <BatchDeleteButton list={list} onDelete={remove} />}
      </Space>
      <PagedTable<ProcessDefinition> list={list} columns={columns} selectable={can('deleteBatch')} width={1050} />
      <ProcessInfoModal
        process={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) list.reload();
        }}
      />
      {viewing && <ProcessDiagramModal process={viewing} onClose={() => setViewing(null)} />}
      <PublishRulesDrawer open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </Card>
  );
}
