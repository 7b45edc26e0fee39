import { nextCronRuns, validateCron } from '@yunzhan/common/cron/index';
import { Alert, Form, List, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { JobHandlerInfo } from '../../../api/quartz';

/** The handlers of the server's registry, JeecgBoot's class names beside their own (an imported list keeps them). */
export function HandlerSelect({
  handlers,
  id,
  value,
  onChange,
}: {
  handlers: readonly JobHandlerInfo[];
  id?: string;
  value?: string;
  onChange?(value: string): void;
}) {
  const options = useMemo(
    () =>
      handlers.flatMap((h) => [
        { value: h.name, label: `${h.title}（${h.name}）` },
        ...h.aliases.map((a) => ({ value: a, label: `${h.title}（${a}）` })),
      ]),
    [handlers],
  );
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择任务"
    />
  );
}

/** What the chosen handler does and what its parameter looks like. */
export function HandlerHelp({ handlers }: { handlers: readonly JobHandlerInfo[] }) {
  const name = Form.useWatch('jobClassName') as string | undefined;
  const handler = handlers.find((h) => h.name === name || h.aliases.includes(name ?? ''));
  if (!handler) return null;
  const format = handler.format === 'json' ? 'JSON 对象，留空用默认值' : '文本';
  return (
    <Typography.Text type="secondary">
      {handler.description} 参数：{format}
      {handler.example ? `，例如 ${handler.example}` : ''}
    </Typography.Text>
  );
}

/** The next five fire times of the expression, by the evaluation the server fires with. */
export function NextFireTimes() {
  const expression = (Form.useWatch('cronExpression') as string | undefined) ?? '';
  const preview = useMemo(() => {
    if (!expression.trim()) return null;
    const error = validateCron(expression);
    if (error) return { error };
    const runs = nextCronRuns(expression, 5);
    return runs.length ? { runs } : { error: '按该Cron表达式，任务以后不会再执行' };
  }, [expression]);
  return (
    <Form.Item label="最近5次执行时间">
      {!preview ? (
        <Typography.Text type="secondary">填写Cron表达式后显示</Typography.Text>
      ) : 'error' in preview ? (
        <Alert type="warning" showIcon title={preview.error} />
      ) : (
        <List
          size="small"
          bordered
          data-testid="next-fire-times"
          dataSource={preview.runs}
          renderItem={(d, i) => (
            <List.Item>
              第 {i + 1} 次：{dayjs(d).format('YYYY-MM-DD HH:mm:ss')}
            </List.Item>
          )}
        />
      )}
    </Form.Item>
  );
}
