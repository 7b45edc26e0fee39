import { EyeOutlined, GlobalOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Statistic, Table } from 'antd';
import { lazy, Suspense } from 'react';
import { loginInfo, visitInfo } from '../../api/dashboard';
import type { VisitDay } from '../../api/types';
import { useT } from '../../locales/i18n';

/** echarts stays in its own chunk, loaded with this page only. */
const VisitChart = lazy(() => import('./VisitChart'));

/**
 * dashboard/Analysis: the current site's page views and visitors (spec §7 GET /sys/loginfo, /sys/visitInfo), counted
 * from the records 统计分析 shows: the two pages give the same numbers.
 */
export default function Analysis() {
  const t = useT();
  const info = useQuery({ queryKey: ['loginfo'], queryFn: loginInfo });
  const visits = useQuery({ queryKey: ['visitInfo'], queryFn: visitInfo });
  const totals = info.data?.success ? info.data.result : undefined;
  const days: VisitDay[] = visits.data?.success ? visits.data.result : [];

  const stats = [
    { key: 'total', title: t('dashboard.totalVisits'), value: totals?.totalVisitCount, icon: <EyeOutlined /> },
    { key: 'today', title: t('dashboard.todayVisits'), value: totals?.todayVisitCount, icon: <TeamOutlined /> },
    { key: 'ip', title: t('dashboard.todayIp'), value: totals?.todayIp, icon: <GlobalOutlined /> },
  ];

  return (
    <>
      <Row gutter={[16, 16]}>
        {stats.map((s) => (
          <Col key={s.key} xs={24} sm={8}>
            <Card>
              <Statistic title={s.title} value={s.value ?? '-'} prefix={s.icon} loading={info.isPending} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={16}>
          <Card title={t('dashboard.weekTitle')}>
            {visits.isPending ? (
              <Skeleton active />
            ) : days.length ? (
              <Suspense fallback={<Skeleton active />}>
                <VisitChart days={days} />
              </Suspense>
            ) : (
              <Empty />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('dashboard.weekTable')}>
            <Table<VisitDay>
              size="small"
              rowKey="type"
              pagination={false}
              loading={visits.isPending}
              dataSource={days}
              columns={[
                { title: t('dashboard.date'), dataIndex: 'type' },
                { title: t('dashboard.visits'), dataIndex: 'visit', align: 'right' },
                { title: t('dashboard.ips'), dataIndex: 'ip', align: 'right' },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
