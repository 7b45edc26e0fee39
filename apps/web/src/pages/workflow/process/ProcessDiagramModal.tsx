import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Spin, Table } from 'antd';
import { unwrap } from '../../../api/system-tree';
import { allRoles } from '../../../api/user';
import { type ProcessDefinition, type ProcessNode, processById } from '../../../api/workflow-models';
import BpmnViewer from '../../../components/Bpmn/BpmnViewer';
import { useDepartTree } from '../../../components/DepartTree';
import { useT } from '../../../locales/screens/workflow';
import { walkTree } from '../../../utils/tree-helpers';
import { approversText } from './node-approvers';

/** 查看流程图 of a version: its diagram, and who approves at each of its nodes. */
export default function ProcessDiagramModal({ process, onClose }: { process: ProcessDefinition; onClose(): void }) {
  const t = useT();
  const loaded = useQuery({
    queryKey: ['workflow-process-xml', process.id],
    queryFn: async () => unwrap(await processById(process.id)),
  });
  const roles = useQuery({ queryKey: ['allRoles'], queryFn: async () => unwrap(await allRoles()) });
  const { whole } = useDepartTree();
  const departs = new Map([...walkTree(whole)].map(([d]) => [d.id, d.departName]));
  const names = {
    role: (code: string) => roles.data?.find((r) => r.roleCode === code)?.roleName ?? code,
    depart: (id: string) => departs.get(id) ?? id,
  };
  const nodes = (loaded.data?.nodes ?? []).filter((n) => n.config);
  return (
    <Modal
      open
      width={1100}
      title={t('wfProcess.diagramTitle', { name: process.name, version: process.version })}
      footer={null}
      onCancel={onClose}
    >
      {loaded.isPending && <Spin style={{ display: 'block', padding: 48 }} />}
      {loaded.isError && <Alert type="error" showIcon title={loaded.error.message} />}
      {loaded.data?.xml && <BpmnViewer xml={loaded.data.xml} height={460} />}
      {nodes.length > 0 && (
        <Table<ProcessNode>
          style={{ marginTop: 16 }}
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={nodes}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('wfProcess.node'), width: 240 },
            {
              key: 'approvers',
              title: t('bpmn.approvers'),
              render: (_, n) => (n.config ? approversText(n.config, names, t, t('wf.listSeparator')) : null),
            },
          ]}
        />
      )}
    </Modal>
  );
}
