import { useQuery } from '@tanstack/react-query';
import { sysFillRule } from '@yunzhan/common/entities/system/index';
import { Form, type TableColumnsType, Typography } from 'antd';
import { Fragment, type ReactNode, useMemo } from 'react';
import type { Row } from '../../../api/entity';
import { type FillHandlerInfo, fillRuleHandlers, testFillRule } from '../../../api/fill-rule';
import { usePermission } from '../../../components/Authorized/use-permission';
import type { FormCustomization } from '../../../components/entity/EntityFormModal';
import EntityListPage from '../../../components/entity/EntityListPage';
import type { RowAction } from '../../../components/entity/RowActions';
import { useEntityT } from '../../../components/entity/texts';
import { t, useT } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';
import { HandlerSelect } from '../quartz/JobFormParts';

const handlerOf = (handlers: readonly FillHandlerInfo[], name: unknown) =>
  handlers.find((h) => h.name === name || h.aliases.includes(String(name)));

/** What the chosen handler makes, and an example of its parameters. */
function ParamsHelp({ handlers }: { handlers: readonly FillHandlerInfo[] }) {
  const tr = useT();
  const handler = handlerOf(handlers, Form.useWatch('ruleClass'));
  if (!handler) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 20, marginBottom: 0 }}>
      {tr('fillRule.help', { description: handler.description })}
      {handler.example ? tr('fillRule.helpExample', { example: handler.example }) : ''}
    </Typography.Paragraph>
  );
}

/** The rule class as its handler's title (in the interface language), the name itself below. */
const withHandlerColumn =
  (handlers: readonly FillHandlerInfo[]) =>
  (base: TableColumnsType<Row>): TableColumnsType<Row> =>
    base.map((c) =>
      c.key !== 'ruleClass'
        ? c
        : {
            ...c,
            render: (_: unknown, row: Row) => (
              <div style={{ textAlign: 'left' }}>
                <div>{handlerOf(handlers, row.ruleClass)?.title ?? t('fillRule.unknownHandler')}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {String(row.ruleClass)}
                </Typography.Text>
              </div>
            ),
          },
    );

/**
 * system/FillRuleList (填值规则): the engine's list and form of `sys.fillRule`, the handler chosen from the server's
 * registry with its parameters explained, and 功能测试 per row (the value the rule would give next).
 */
export default function FillRuleList() {
  const permission = usePermission();
  const et = useEntityT();
  const handlers = useQuery({ queryKey: ['fill-rule-handlers'], queryFn: fillRuleHandlers, staleTime: Infinity });
  const list = useMemo(() => (handlers.data?.success ? handlers.data.result : []), [handlers.data]);

  const runTest = async (row: Row) => {
    const answer = await testFillRule(String(row.ruleCode));
    if (!answer.success) return void feedback.message.warning(answer.message);
    feedback.modal.info({ title: t('fillRule.testTitle'), content: t('fillRule.result', { value: answer.result }) });
  };

  const rowActions = (row: Row): RowAction[] =>
    permission.has(`${sysFillRule.permPrefix}:test`)
      ? [{ key: 'test', label: t('fillRule.test'), primary: true, onClick: () => void runTest(row) }]
      : [];

  const form = useMemo<FormCustomization>(
    () => ({
      extra: { ruleParams: <ParamsHelp handlers={list} /> },
      layout: (items: Record<string, ReactNode>) =>
        Object.entries(items).map(([name, item]) =>
          name === 'ruleClass' ? (
            <Form.Item
              key={name}
              name={name}
              label={et.label(sysFillRule.fields.ruleClass)}
              rules={[{ required: true, message: t('fillRule.selectHandler') }]}
            >
              <HandlerSelect handlers={list} placeholder={t('fillRule.selectHandler')} />
            </Form.Item>
          ) : (
            <Fragment key={name}>{item}</Fragment>
          ),
        ),
    }),
    [list, et],
  );
  const columns = useMemo(() => withHandlerColumn(list), [list]);

  return <EntityListPage entity={sysFillRule} form={form} columns={columns} rowActions={rowActions} />;
}
