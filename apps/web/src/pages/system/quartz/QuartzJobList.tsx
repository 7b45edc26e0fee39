import { useQuery } from '@tanstack/react-query';
import { sysQuartzJob } from '@yunzhan/common/entities/system/index';
import { Form, type TableColumnsType, Tag, Typography } from 'antd';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import type { Row } from '../../../api/entity';
import { type JobHandlerInfo, jobAction, jobHandlers } from '../../../api/quartz';
import { usePermission } from '../../../components/Authorized/use-permission';
import type { FormCustomization } from '../../../components/entity/EntityFormModal';
import EntityListPage from '../../../components/entity/EntityListPage';
import type { RowAction } from '../../../components/entity/RowActions';
import { useEntityT } from '../../../components/entity/texts';
import { useReloadList } from '../../../components/entity/use-list-page';
import { t } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';
import { HandlerHelp, HandlerSelect, NextFireTimes } from './JobFormParts';
import RunLogDrawer from './RunLogDrawer';

const perm = (action: string) => `${sysQuartzJob.permPrefix}:${action}`;
const RUNNING = 0;

const handlerOf = (handlers: readonly JobHandlerInfo[], name: unknown) =>
  handlers.find((h) => h.name === name || h.aliases.includes(String(name)));

/** The class name as its handler's title (in the interface language), the name itself below. */
const handlerCell = (row: Row, handlers: readonly JobHandlerInfo[]) => (
  <div style={{ textAlign: 'left' }}>
    <div>{handlerOf(handlers, row.jobClassName)?.title ?? String(row.handlerTitle ?? t('quartz.unknownJob'))}</div>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {String(row.jobClassName)}
    </Typography.Text>
  </div>
);

const withJobColumns =
  (handlers: readonly JobHandlerInfo[]) =>
  (base: TableColumnsType<Row>): TableColumnsType<Row> => {
    const out = base.map((c) => {
      if (c.key === 'jobClassName') return { ...c, render: (_: unknown, row: Row) => handlerCell(row, handlers) };
      if (c.key !== 'status') return c;
      return {
        ...c,
        render: (_: unknown, row: Row) => (
          <Tag color={Number(row.status) === RUNNING ? 'green' : 'red'}>
            {String(row.status_dictText ?? row.status)}
          </Tag>
        ),
      };
    });
    // The status beside the name: it stays in view when the table scrolls.
    const status = out.findIndex((c) => c.key === 'status');
    if (status > 0) out.splice(1, 0, ...out.splice(status, 1));
    const at = out.findIndex((c) => c.key === 'cronExpression');
    out.splice(at + 1, 0, {
      key: 'nextFireTime',
      dataIndex: 'nextFireTime',
      title: t('quartz.nextFireTime'),
      width: 170,
      align: 'center',
      render: (v: unknown, row: Row) => (
        <>
          {v ? String(v) : '—'}
          {row.runningOn ? (
            <Tag color="processing" style={{ marginLeft: 6 }}>
              {t('quartz.running')}
            </Tag>
          ) : null}
        </>
      ),
    });
    return out;
  };

/**
 * system/QuartzJobList (定时任务): the engine's list and form of `sys.quartzJob`, the handler chosen from the server's
 * registry, the next five fire times under the cron field, 暂停 / 启动, 立即执行 and each job's 运行日志.
 */
export default function QuartzJobList() {
  const permission = usePermission();
  const et = useEntityT();
  const reload = useReloadList(sysQuartzJob);
  const [logOf, setLogOf] = useState<Row | null>(null);
  const handlers = useQuery({ queryKey: ['quartz-handlers'], queryFn: jobHandlers, staleTime: Infinity });
  const list = useMemo(() => (handlers.data?.success ? handlers.data.result : []), [handlers.data]);

  const act = async (action: 'pause' | 'resume' | 'execute', row: Row) => {
    const answer = await jobAction(action, row.id);
    if (answer.success) feedback.message.success(answer.message);
    else feedback.message.warning(answer.message);
    void reload();
    if (answer.success && action === 'execute') setLogOf(row);
  };

  const rowActions = (row: Row): RowAction[] => {
    const running = Number(row.status) === RUNNING;
    const out: RowAction[] = [];
    if (running && permission.has(perm('pause')))
      out.push({
        key: 'pause',
        label: t('quartz.pause'),
        confirm: t('quartz.confirmPause'),
        onClick: () => void act('pause', row),
      });
    if (!running && permission.has(perm('resume')))
      out.push({
        key: 'resume',
        label: t('quartz.resume'),
        confirm: t('quartz.confirmResume'),
        onClick: () => void act('resume', row),
      });
    if (permission.has(perm('execute')))
      out.push({
        key: 'execute',
        label: t('quartz.execute'),
        confirm: t('quartz.confirmExecute'),
        onClick: () => void act('execute', row),
      });
    out.push({ key: 'runs', label: t('quartz.runLog'), onClick: () => setLogOf(row) });
    return out;
  };

  const form = useMemo<FormCustomization>(
    () => ({
      width: 860,
      extra: { parameter: <HandlerHelp handlers={list} /> },
      layout: (items: Record<string, ReactNode>) =>
        Object.entries(items).map(([name, item]) => {
          if (name === 'jobClassName') {
            return (
              <Form.Item
                key={name}
                name={name}
                label={et.label(sysQuartzJob.fields.jobClassName)}
                rules={[{ required: true, message: t('quartz.selectJob') }]}
              >
                <HandlerSelect handlers={list} />
              </Form.Item>
            );
          }
          if (name === 'cronExpression') {
            return (
              <Fragment key={name}>
                {item}
                <NextFireTimes />
              </Fragment>
            );
          }
          return <Fragment key={name}>{item}</Fragment>;
        }),
    }),
    [list, et],
  );
  const columns = useMemo(() => withJobColumns(list), [list]);

  return (
    <>
      <EntityListPage entity={sysQuartzJob} form={form} columns={columns} rowActions={rowActions} />
      <RunLogDrawer job={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}
