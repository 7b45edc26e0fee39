import { EditOutlined, PushpinOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { entityNamed } from '@yunzhan/common/entities/registry';
import { Badge, Button, Card, Col, Empty, List, Row, Select, Space, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { listByUser } from '../../api/announcement';
import { intakeUnread } from '../../api/intake';
import { myDrafts, myEdits, type WorkItem } from '../../api/workplace';
import { usePermission } from '../../components/Authorized/use-permission';
import { schemaTitle } from '../../components/entity/texts';
import { t } from '../../locales/i18n';
import type { MenuRoute } from '../../router/menu-routes';
import { busIdLink, pageRoute } from '../../router/page-route';
import { useSession } from '../../stores/session';
import { versionAction } from '../system/data-log/version-action';
import { usePins } from './quick-links';
import TodoCard from './TodoCard';

/** A row's link: its module's page showing its details. */
const rowLink = (routes: readonly MenuRoute[], item: WorkItem) => {
  const route = pageRoute(routes, item.page);
  return route ? busIdLink(route, item.id) : undefined;
};

/** A module's title in the interface language (the server names modules in Chinese). */
const moduleTitle = (item: { entity: string; title: string }) => {
  const entity = entityNamed(item.entity);
  return entity ? schemaTitle(entity) : item.title;
};

function ItemList({ items, routes, empty }: { items: WorkItem[]; routes: readonly MenuRoute[]; empty: string }) {
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <List
      size="small"
      dataSource={items}
      renderItem={(item) => {
        const to = rowLink(routes, item);
        return (
          <List.Item extra={<Typography.Text type="secondary">{item.time}</Typography.Text>}>
            <Space>
              <Tag>{moduleTitle(item)}</Tag>
              {item.action ? <Tag color="blue">{versionAction(entityNamed(item.entity), item.action)}</Tag> : null}
              {to ? <Link to={to}>{item.name}</Link> : item.name}
            </Space>
          </List.Item>
        );
      }}
    />
  );
}

function DraftsCard({ routes }: { routes: readonly MenuRoute[] }) {
  const q = useQuery({ queryKey: ['workplace', 'drafts'], queryFn: myDrafts });
  const d = q.data?.success ? q.data.result : undefined;
  return (
    <Card
      title={`${t('workplace.drafts')}${d ? ` · ${d.total}` : ''}`}
      loading={q.isPending}
      data-testid="workplace-drafts"
    >
      <Space wrap style={{ marginBottom: 8 }}>
        {d?.modules.map((m) => {
          const route = pageRoute(routes, m.page);
          const tag = <Tag>{moduleTitle(m)}</Tag>;
          return (
            <Badge key={m.entity} count={m.count} size="small" offset={[-4, 0]}>
              {route ? <Link to={route.path}>{tag}</Link> : tag}
            </Badge>
          );
        })}
      </Space>
      <ItemList items={d?.latest ?? []} routes={routes} empty={t('workplace.noDrafts')} />
    </Card>
  );
}

function InboxCard({ routes }: { routes: readonly MenuRoute[] }) {
  const q = useQuery({ queryKey: ['intake-unread'], queryFn: intakeUnread });
  const unread = q.data?.success ? Object.entries(q.data.result).filter(([, n]) => n > 0) : [];
  return (
    <Card title={t('workplace.inbox')} loading={q.isPending} data-testid="workplace-inbox">
      {unread.length ? (
        <List
          size="small"
          dataSource={unread}
          renderItem={([component, n]) => {
            const route = pageRoute(routes, component);
            return (
              <List.Item extra={<Badge count={n} overflowCount={999} />}>
                {route ? <Link to={route.path}>{route.title}</Link> : component}
              </List.Item>
            );
          }}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.noUnread')} />
      )}
    </Card>
  );
}

function EditsCard({ routes }: { routes: readonly MenuRoute[] }) {
  const q = useQuery({ queryKey: ['workplace', 'edits'], queryFn: myEdits });
  return (
    <Card title={t('workplace.edits')} loading={q.isPending} data-testid="workplace-edits">
      <ItemList items={q.data?.success ? q.data.result : []} routes={routes} empty={t('workplace.noEdits')} />
    </Card>
  );
}

function AnnouncementsCard() {
  const q = useQuery({ queryKey: ['workplace', 'announcements'], queryFn: listByUser });
  const list = q.data?.success ? [...q.data.result.anntMsgList, ...q.data.result.sysMsgList] : [];
  return (
    <Card
      title={t('workplace.announcements')}
      loading={q.isPending}
      extra={<Link to="/isps/userAnnouncement">{t('workplace.myMessages')}</Link>}
      data-testid="workplace-announcements"
    >
      {list.length ? (
        <List
          size="small"
          dataSource={list.slice(0, 6)}
          renderItem={(a) => (
            <List.Item extra={<Typography.Text type="secondary">{a.sendTime}</Typography.Text>}>
              <Link to="/isps/userAnnouncement">{a.titile}</Link>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.noAnnouncements')} />
      )}
    </Card>
  );
}

function QuickLinksCard({ routes, user }: { routes: readonly MenuRoute[]; user: string }) {
  const { pins, save, max } = usePins(user);
  const [editing, setEditing] = useState(false);
  const pages = routes.filter((r) => !r.hidden && !r.external && r.component !== 'layouts/RouteView' && r.path !== '/');
  const pinned = pins.map((p) => pages.find((r) => r.path === p)).filter((r): r is MenuRoute => !!r);
  return (
    <Card
      title={
        <Space>
          <PushpinOutlined />
          {t('workplace.links')}
        </Space>
      }
      extra={
        <Button size="small" type="link" icon={<EditOutlined />} onClick={() => setEditing(!editing)}>
          {editing ? t('workplace.done') : t('common.edit')}
        </Button>
      }
      data-testid="workplace-links"
    >
      {editing ? (
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          value={pinned.map((r) => r.path)}
          maxCount={max}
          placeholder={t('workplace.choosePins')}
          onChange={save}
          optionFilterProp="label"
          options={pages.map((r) => ({
            value: r.path,
            label: [...r.parents.map((p) => p.title), r.title].join(' / '),
          }))}
        />
      ) : pinned.length ? (
        <Space wrap>
          {pinned.map((r) => (
            <Link key={r.path} to={r.path}>
              <Tag color="blue" style={{ padding: '4px 10px' }}>
                {r.title}
              </Tag>
            </Link>
          ))}
        </Space>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.noPins')} />
      )}
    </Card>
  );
}

/**
 * dashboard/Workplace (工作台): the signed-in user's own work. The cards are a list so that later work joins as one
 * more entry; 我的待办 shows to those who have the todo list.
 */
export default function Workplace() {
  const routes = useSession((s) => s.permissions?.routes) ?? [];
  const user = useSession((s) => s.userInfo);
  const hasTodo = usePermission().has('workflow:todo:list');
  const cards: { key: string; span: number; node: ReactNode }[] = [
    { key: 'links', span: 24, node: <QuickLinksCard routes={routes} user={user?.username ?? ''} /> },
    ...(hasTodo ? [{ key: 'todo', span: 12, node: <TodoCard routes={routes} /> }] : []),
    { key: 'drafts', span: 12, node: <DraftsCard routes={routes} /> },
    { key: 'inbox', span: 12, node: <InboxCard routes={routes} /> },
    { key: 'edits', span: 12, node: <EditsCard routes={routes} /> },
    // Five half-width cards would leave one alone on the last row.
    { key: 'announcements', span: hasTodo ? 24 : 12, node: <AnnouncementsCard /> },
  ];
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('workplace.welcome', { name: user?.realname || user?.username || '' })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {cards.map((c) => (
          <Col key={c.key} xs={24} xl={c.span}>
            {c.node}
          </Col>
        ))}
      </Row>
    </>
  );
}
