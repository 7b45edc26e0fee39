import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Divider, Drawer, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import {
  type DataRule,
  dataRules,
  deleteDataRule,
  dictText,
  type Menu,
  unwrap,
  useDictItems,
} from '../../../api/system-tree';
import { usePermission } from '../../../components/Authorized/use-permission';
import { showRefusal } from '../../../utils/refusal';
import DataRuleModal from './DataRuleModal';

interface Props {
  menu: Menu | null;
  onClose(): void;
  /** A rule was added or removed: the menu's rule flag may have changed. */
  onChanged(): void;
}

/** 数据规则: the data rules of one menu, with add, edit and delete behind system:dataRule:* codes. */
export default function DataRuleDrawer({ menu, onClose, onChanged }: Props) {
  const { message } = App.useApp();
  const permission = usePermission();
  const conditions = useDictItems('rule_conditions');
  const [editing, setEditing] = useState<DataRule | null | undefined>(undefined);
  const rules = useQuery({
    queryKey: ['dataRules', menu?.id],
    queryFn: async () => unwrap(await dataRules(menu?.id ?? '')),
    enabled: !!menu,
  });
  const changed = () => {
    void rules.refetch();
    onChanged();
  };
  const removing = useMutation({
    mutationFn: async (id: string) => unwrap(await deleteDataRule(id)),
    onSuccess: () => {
      message.success('删除成功!');
      changed();
    },
    onError: showRefusal(message),
  });

  const canEdit = permission.has('system:dataRule:edit');
  const canDelete = permission.has('system:dataRule:delete');
  return (
    <Drawer
      title={menu ? `数据权限规则：${menu.name}` : ''}
      open={!!menu}
      size={760}
      maskClosable={false}
      destroyOnHidden
      onClose={onClose}
      extra={
        permission.has('system:dataRule:add') && (
          <Button type="primary" onClick={() => setEditing(null)}>
            新增规则
          </Button>
        )
      }
    >
      <Table<DataRule>
        rowKey="id"
        size="middle"
        loading={rules.isFetching}
        dataSource={rules.data ?? []}
        pagination={false}
        columns={[
          { title: '规则名称', dataIndex: 'ruleName' },
          { title: '规则字段', dataIndex: 'ruleColumn' },
          {
            title: '条件规则',
            dataIndex: 'ruleConditions',
            render: (value: string) => dictText(conditions, value) || value,
          },
          { title: '规则值', dataIndex: 'ruleValue', ellipsis: true },
          {
            title: '状态',
            dataIndex: 'status',
            width: 70,
            render: (value: string) => (value === '1' ? <Tag color="green">有效</Tag> : <Tag>无效</Tag>),
          },
          {
            title: '操作',
            key: 'action',
            width: 150,
            render: (_, rule) => (
              <>
                {canEdit && (
                  <Button type="link" size="small" onClick={() => setEditing(rule)}>
                    编辑
                  </Button>
                )}
                {canEdit && canDelete && <Divider orientation="vertical" />}
                {canDelete && (
                  <Popconfirm title="确定删除吗?" onConfirm={() => removing.mutate(rule.id)}>
                    <Button type="link" size="small">
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </>
            ),
          },
        ]}
      />
      {menu && (
        <DataRuleModal
          permissionId={menu.id}
          rule={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            changed();
          }}
        />
      )}
    </Drawer>
  );
}
