import { nextCronRuns, validateCron } from '@yunzhan/common/cron/index';
import { Alert, Form, List, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { JobHandlerInfo } from '../../../api/quartz';
import { uiLanguage, useT } from '../../../locales/i18n';

/**
 * The handlers of a server registry (定时任务, 填值规则), JeecgBoot's class names beside their own (an imported list
 * keeps them).
 */
export function HandlerSelect({
  handlers,
  placeholder,
  id,
  value,
  onChange,
}: {
  handlers: readonly Pick<JobHandlerInfo, 'name' | 'aliases' | 'title'>[];
  placeholder?: string;
  id?: string;
  value?: string;
  onChange?(value: string): void;
}) {
  const t = useT();
  const options = useMemo(
    () =>
      handlers.flatMap((h) => [
        { value: h.name, label: t('quartz.handlerOption', { title: h.title, name: h.name }) },
        ...h.aliases.map((a) => ({ value: a, label: t('quartz.handlerOption', { title: h.title, name: a }) })),
      ]),
    [handlers, t],
  );
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder ?? t('quartz.selectJob')}
    />
  );
}

/** What the chosen handler does and what its parameter looks like. */
export function HandlerHelp({ handlers }: { handlers: readonly JobHandlerInfo[] }) {
  const t = useT();
  const name = Form.useWatch('jobClassName') as string | undefined;
  const handler = handlers.find((h) => h.name === name || h.aliases.includes(name ?? ''));
  if (!handler) return null;
  const format = t(handler.format === 'json' ? 'quartz.formatJson' : 'quartz.formatText');
  // Below the field's character count, which sits under the text area's right edge.
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 20, marginBottom: 0 }}>
      {t('quartz.help', { description: handler.description, format })}
      {handler.example ? t('quartz.helpExample', { example: handler.example }) : ''}
    </Typography.Paragraph>
  );
}

/** The next five fire times of the expression, by the evaluation the server fires with. */
export function NextFireTimes() {
  const t = useT();
  const expression = (Form.useWatch('cronExpression') as string | undefined) ?? '';
  const preview = useMemo(() => {
    if (!expression.trim()) return null;
    const error = validateCron(expression, uiLanguage());
    if (error) return { error };
    const runs = nextCronRuns(expression, 5);
    return runs.length ? { runs } : { never: true as const };
  }, [expression]);
  return (
    <Form.Item label={t('quartz.nextFireTimes')}>
      {!preview ? (
        <Typography.Text type="secondary">{t('quartz.cronFirst')}</Typography.Text>
      ) : 'runs' in preview ? (
        <List
          size="small"
          bordered
          data-testid="next-fire-times"
          dataSource={preview.runs}
          renderItem={(d, i) => (
            <List.Item>{t('quartz.nthFire', { n: i + 1, time: dayjs(d).format('YYYY-MM-DD HH:mm:ss') })}</List.Item>
          )}
        />
      ) : (
        <Alert type="warning" showIcon title={'error' in preview ? preview.error : t('quartz.neverFires')} />
      )}
    </Form.Item>
  );
}
