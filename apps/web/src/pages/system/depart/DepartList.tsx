import { ApartmentOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Col, Empty, Row, Segmented, Space, Tabs } from 'antd';
import { useState } from 'react';
import {
  type Depart,
  type DepartNode,
  deleteDeparts,
  departPermissionIds,
  permissionTree,
  saveDepartPermission,
  unwrap,
} from '../../../api/system-tree';
import { usePermission } from '../../../components/Authorized/use-permission';
import DepartTree, { useDepartTree } from '../../../components/DepartTree';
import PermissionCheckTree from '../../../components/PermissionCheckTree';
import { showRefusal } from '../../../utils/refusal';
import { findNode } from '../../../utils/tree-helpers';
import AddDepartModal from './AddDepartModal';
import DepartDetailForm from './DepartDetailForm';
import DepartRoleTab from './DepartRoleTab';
import DepartTable from './DepartTable';
import DepartUserTab from './DepartUserTab';

type Adding = { parent: DepartNode | null } | null;

/** system/DepartList: the department tree on the left, the selected department's details and grants on the right. */
export default function DepartList() {
  const { message, modal } = App.useApp();
  const permission = usePermission();
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [adding, setAdding] = useState<Adding>(null);
  const [view, setView] = useState<'tree' | 'table'>('tree');
  // Bumped after every write, so the lazy table reloads its open levels.
  const [version, setVersion] = useState(0);

  const departs = useDepartTree();
  const { whole, shown } = departs;
  const refresh = async () => {
    setVersion((v) => v + 1);
    await departs.refresh();
  };
  const selected = selectedKey ? (findNode(whole, selectedKey) ?? findNode(shown, selectedKey)) : undefined;
  const parent = selected?.parentId ? findNode(whole, selected.parentId) : undefined;

  const removing = useMutation({
    mutationFn: async (ids: string[]) => unwrap(await deleteDeparts(ids)),
    onSuccess: async (_result, ids) => {
      message.success('删除成功!');
      setChecked([]);
      if (selectedKey && ids.includes(selectedKey)) setSelectedKey(null);
      await refresh();
    },
    onError: showRefusal(message),
  });

  const remove = () => {
    const ids = checked.length ? checked : selectedKey ? [selectedKey] : [];
    if (!ids.length) {
      message.warning('请选择一条记录！');
      return;
    }
    modal.confirm({
      title: '确认删除',
      content: `确定要删除这 ${ids.length} 项吗? 所选部门的下级部门及其人员关联、部门角色和部门权限也会一并删除。`,
      okType: 'danger',
      onOk: () => removing.mutateAsync(ids),
    });
  };

  const added = async (depart: Depart) => {
    setAdding(null);
    departs.setKeyword('');
    await refresh();
    setSelectedKey(depart.id);
  };

  const canDelete = permission.has(['system:depart:delete', 'system:depart:deleteBatch']);
  return (
    <Row gutter={16}>
      <Col xs={24} lg={9} xl={8} style={{ marginBottom: 16 }}>
        <Card>
          <Space wrap style={{ marginBottom: 12 }}>
            {permission.has('system:depart:add') && (
              <>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding({ parent: null })}>
                  添加部门
                </Button>
                <Button
                  icon={<ApartmentOutlined />}
                  onClick={() => (selected ? setAdding({ parent: selected }) : message.warning('请先选择一个部门！'))}
                >
                  添加下级
                </Button>
              </>
            )}
            {canDelete && (
              <Button danger icon={<DeleteOutlined />} loading={removing.isPending} onClick={remove}>
                删除{checked.length ? `（${checked.length}）` : ''}
              </Button>
            )}
          </Space>
          <Segmented<'tree' | 'table'>
            block
            value={view}
            onChange={setView}
            options={[
              { value: 'tree', label: '树形' },
              { value: 'table', label: '逐级表格' },
            ]}
            style={{ marginBottom: 12 }}
          />
          {view === 'tree' ? (
            <DepartTree
              nodes={shown}
              loading={departs.loading}
              selectedKey={selectedKey}
              checkedKeys={checked}
              onSelect={(node) => setSelectedKey(node?.id ?? null)}
              onCheck={setChecked}
              onSearch={departs.setKeyword}
            />
          ) : (
            <DepartTable
              selectedKey={selectedKey}
              onSelect={setSelectedKey}
              checkedKeys={checked}
              onCheck={setChecked}
              version={version}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={15} xl={16}>
        <Card>
          {selected ? (
            <Tabs
              key={selected.id}
              items={[
                {
                  key: 'info',
                  label: '基本信息',
                  children: (
                    <DepartDetailForm
                      key={`${selected.id}:${selected.updateTime}`}
                      depart={selected}
                      parentName={parent?.departName}
                      onSaved={refresh}
                    />
                  ),
                },
                {
                  key: 'permission',
                  label: '部门权限',
                  children: (
                    <PermissionCheckTree
                      queryKey={['departPermission', selected.id]}
                      loadTree={permissionTree}
                      loadGranted={() => departPermissionIds(selected.id)}
                      save={(change) => saveDepartPermission(selected.id, change)}
                      canSave={permission.has('system:depart:edit')}
                    />
                  ),
                },
                { key: 'role', label: '部门角色', children: <DepartRoleTab departId={selected.id} /> },
                { key: 'user', label: '部门人员', children: <DepartUserTab departId={selected.id} /> },
              ]}
            />
          ) : (
            <Empty style={{ padding: 48 }} description="请先在左侧选择一个部门" />
          )}
        </Card>
      </Col>
      <AddDepartModal open={!!adding} parent={adding?.parent ?? null} onClose={() => setAdding(null)} onAdded={added} />
    </Row>
  );
}
