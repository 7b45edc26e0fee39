import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { sysGatewayRoute } from '@yunzhan/common/entities/system/index';
import type { Filter, Predicate } from '@yunzhan/common/gateway/route-spec';
import { Button, Card, Flex, Popconfirm, Space, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import {
  deleteGatewayRoute,
  type GatewayRoute,
  gatewayRoutes,
  reloadGatewayRoutes,
  saveGatewayRoute,
} from '../../../api/gateway';
import { usePermission } from '../../../components/Authorized/use-permission';
import { type MessageKey, useT } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';
import RouteForm from './RouteForm';
import { toFormValues, toRouter } from './route-rows';

const perm = (action: string) => `${sysGatewayRoute.permPrefix}:${action}`;

/** One tag per predicate or filter: its kind in the interface language, then its arguments. */
const tags = (texts: { key: string; text: string }[]) => (
  <Flex gap={4} vertical align="flex-start">
    {texts.map(({ key, text }) => (
      <Tag key={key} style={{ marginInlineEnd: 0, whiteSpace: 'normal', wordBreak: 'break-all' }}>
        {text}
      </Tag>
    ))}
  </Flex>
);

type T = ReturnType<typeof useT>;
const predicateText = (t: T, p: Predicate, i: number) => ({
  key: `${i}`,
  text: `${t(`gateway.pred.${p.name}` as MessageKey)}: ${p.args.filter(Boolean).join(p.name === 'Header' ? ' = ' : ', ')}`,
});
const filterText = (t: T, f: Filter, i: number) => ({
  key: `${i}`,
  text: [
    t(`gateway.filter.${f.name}` as MessageKey),
    f.args
      .filter((a) => a.value !== '')
      .map((a) => `${t(`gateway.arg.${a.key}` as MessageKey)} ${a.value}`)
      .join(', '),
  ]
    .filter(Boolean)
    .join(': '),
});

/**
 * system/GatewayRouteList (网关路由): the routes the server proxies under `/gateway/{routerId}/…`, their predicates
 * and filters shown as readable tags; the status switch takes a route away (or back) at once.
 */
export default function GatewayRouteList() {
  const t = useT();
  const permission = usePermission();
  const list = useQuery({ queryKey: ['gateway-routes'], queryFn: gatewayRoutes });
  const [editing, setEditing] = useState<{ route?: GatewayRoute } | undefined>();
  const canEdit = permission.has(perm('edit'));

  const report = (answer: { success: boolean; message: string }) => {
    if (answer.success) feedback.message.success(answer.message);
    else feedback.message.warning(answer.message);
    void list.refetch();
  };
  const setStatus = async (r: GatewayRoute, on: boolean) =>
    report(await saveGatewayRoute(toRouter({ ...toFormValues(r), status: on }, r.id)));

  const columns: TableColumnsType<GatewayRoute> = [
    { key: 'routerId', dataIndex: 'routerId', title: t('gateway.routerId'), width: 130 },
    { key: 'name', dataIndex: 'name', title: t('gateway.name'), width: 140 },
    { key: 'uri', dataIndex: 'uri', title: t('gateway.uri'), width: 200, ellipsis: true },
    {
      key: 'predicates',
      title: t('gateway.predicates'),
      width: 180,
      render: (_, r) => tags(r.predicates.map((p, i) => predicateText(t, p, i))),
    },
    {
      key: 'filters',
      title: t('gateway.filters'),
      width: 300,
      render: (_, r) => tags(r.filters.map((f, i) => filterText(t, f, i))),
    },
    {
      key: 'publicAccess',
      title: t('gateway.publicAccess'),
      width: 110,
      align: 'center',
      render: (_, r) =>
        r.publicAccess === 1 ? <Tag color="orange">{t('gateway.public')}</Tag> : <Tag>{t('gateway.signedIn')}</Tag>,
    },
    {
      key: 'status',
      title: t('gateway.status'),
      width: 80,
      fixed: 'right',
      align: 'center',
      render: (_, r) => (
        <Switch
          size="small"
          checked={r.status === 1}
          disabled={!canEdit}
          aria-label={`${t('gateway.status')} ${r.routerId}`}
          onChange={(on) => void setStatus(r, on)}
        />
      ),
    },
    {
      key: 'action',
      title: t('common.actions'),
      width: 120,
      fixed: 'right',
      align: 'center',
      render: (_, r) => (
        <Space size={0}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setEditing({ route: r })}>
              {t('common.edit')}
            </Button>
          )}
          {permission.has(perm('delete')) && (
            <Popconfirm
              title={t('gateway.confirmDelete', { name: r.name })}
              onConfirm={async () => report(await deleteGatewayRoute(r.id))}
            >
              <Button type="link" size="small" danger>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Flex gap={12} style={{ marginBottom: 16 }} wrap>
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('common.add')}
          </Button>
        )}
        {canEdit && (
          <Button icon={<ReloadOutlined />} onClick={async () => report(await reloadGatewayRoutes())}>
            {t('gateway.clearCache')}
          </Button>
        )}
      </Flex>
      <Table<GatewayRoute>
        rowKey="id"
        loading={list.isLoading}
        columns={columns}
        dataSource={list.data?.success ? list.data.result : []}
        pagination={false}
        scroll={{ x: 1230 }}
      />
      <RouteForm
        open={!!editing}
        route={editing?.route}
        onClose={(saved) => {
          setEditing(undefined);
          if (saved) void list.refetch();
        }}
      />
    </Card>
  );
}
