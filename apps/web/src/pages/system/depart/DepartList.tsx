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
import { t } from '../../../locales/i18n';
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
      message.success(t('common.deletedOk'));
      setChecked([]);
      if (selectedKey && ids.includes(selectedKey)) setSelectedKey(null);
      await refresh();
    },
    onError: showRefusal(message),
  });

  const remove = () => {
    const ids = checked.length ? checked : selectedKey ? [selectedKey] : [];
    if (!ids.length) {
      message.warning(t('common.selectOne'));
      return;
    }
    modal.confirm({
      title: t('common.confirmDelete'),
      content: t('depart.confirmDelete', { n: ids.length }),
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
                  {t('depart.add')}
                </Button>
                <Button
                  icon={<ApartmentOutlined />}
                  onClick={() =>
                    selected ? setAdding({ parent: selected }) : message.warning(t('depart.selectFirst'))
                  }
                >
                  {t('common.addChild')}
                </Button>
              </>
            )}
            {canDelete && (
              <Button danger icon={<DeleteOutlined />} loading={removing.isPending} onClick={remove}>
                {t('depart.delete', { count: checked.length ? t('depart.count', { n: checked.length }) : '' })}
              </Button>
            )}
          </Space>
          <Segmented<'tree' | 'table'>
            block
            value={view}
            onChange={setView}
            options={[
              { value: 'tree', label: t('depart.tree') },
              { value: 'table', label: t('depart.table') },
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
                  label: t('depart.info'),
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
                  label: t('depart.permission'),
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
                { key: 'role', label: t('depart.roles'), children: <DepartRoleTab departId={selected.id} /> },
                { key: 'user', label: t('depart.users'), children: <DepartUserTab departId={selected.id} /> },
              ]}
            />
          ) : (
            <Empty style={{ padding: 48 }} description={t('depart.chooseLeft')} />
          )}
        </Card>
      </Col>
      <AddDepartModal open={!!adding} parent={adding?.parent ?? null} onClose={() => setAdding(null)} onAdded={added} />
    </Row>
  );
}
