import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  FILTER_ARGS,
  FILTER_KINDS,
  type FilterKind,
  METHODS,
  PREDICATE_KINDS,
  type PredicateKind,
  ROUTER_ID,
} from '@yunzhan/common/gateway/route-spec';
import { Button, Card, Flex, Form, type FormInstance, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { type GatewayRoute, saveGatewayRoute } from '../../../api/gateway';
import { type MessageKey, useT } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';
import { type RouteFormValues, toFormValues, toRouter } from './route-rows';

interface Props {
  /** The route edited; undefined with `open` = a new one. */
  route?: GatewayRoute;
  open: boolean;
  onClose(saved: boolean): void;
}

/** The arguments of one predicate row, by its kind. */
function PredicateArgs({ form, index }: { form: FormInstance<RouteFormValues>; index: number }) {
  const t = useT();
  const kind: PredicateKind | undefined = Form.useWatch(['predicates', index, 'name'], form);
  const required = [{ required: true, message: t('gateway.argsRequired') }];
  if (kind === 'Header') {
    return (
      <Flex gap={8} style={{ flex: 1 }}>
        <Form.Item name={[index, 'args', 0]} rules={required} noStyle>
          <Input placeholder={t('gateway.headerName')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name={[index, 'args', 1]} noStyle>
          <Input placeholder={t('gateway.headerValue')} style={{ flex: 1 }} />
        </Form.Item>
      </Flex>
    );
  }
  return (
    <Form.Item name={[index, 'args']} rules={required} noStyle>
      {kind === 'Method' ? (
        <Select mode="multiple" style={{ flex: 1 }} options={METHODS.map((m) => ({ value: m, label: m }))} />
      ) : (
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          style={{ flex: 1 }}
          placeholder={t(kind === 'Host' ? 'gateway.hostPlaceholder' : 'gateway.pathPlaceholder')}
        />
      )}
    </Form.Item>
  );
}

/** The arguments of one filter row: one input per argument of its kind. */
function FilterArgs({ form, index }: { form: FormInstance<RouteFormValues>; index: number }) {
  const t = useT();
  const kind: FilterKind | undefined = Form.useWatch(['filters', index, 'name'], form);
  if (!kind) return null;
  const label = (key: string) => t(`gateway.arg.${key}` as MessageKey);
  return (
    <Flex gap={8} style={{ flex: 1 }}>
      {FILTER_ARGS[kind].map((a) => (
        <Form.Item
          key={a.key}
          name={[index, 'args', a.key]}
          rules={[{ required: a.key !== 'burstCapacity', message: t('gateway.argsRequired') }]}
          noStyle
        >
          {a.numeric ? (
            <InputNumber min={0} precision={0} prefix={label(a.key)} placeholder={label(a.key)} style={{ flex: 1 }} />
          ) : (
            <Input prefix={label(a.key)} placeholder={label(a.key)} style={{ flex: 1 }} />
          )}
        </Form.Item>
      ))}
    </Flex>
  );
}

/** 新增 / 编辑 a gateway route: predicates and filters as typed rows (a kind, then its arguments), never raw JSON. */
export default function RouteForm({ route, open, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<RouteFormValues>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue(toFormValues(route));
  }, [open, route, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const answer = await saveGatewayRoute(toRouter(values, route?.id));
      if (!answer.success) return feedback.message.warning(answer.message);
      feedback.message.success(answer.message);
      onClose(true);
    } finally {
      setSaving(false);
    }
  };

  const kindSelect = (kinds: readonly string[], prefix: 'pred' | 'filter') => (
    <Select
      style={{ width: 170 }}
      placeholder={t('gateway.kind')}
      options={kinds.map((k) => ({ value: k, label: t(`gateway.${prefix}.${k}` as 'gateway.pred.Path') }))}
    />
  );

  return (
    <Modal
      open={open}
      width={860}
      title={t(route ? 'gateway.editTitle' : 'gateway.addTitle')}
      okText={t('common.save')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Flex gap={16}>
          <Form.Item
            name="routerId"
            label={t('gateway.routerId')}
            extra={t('gateway.prefixHint', { routerId: '{routerId}' })}
            style={{ flex: 1 }}
            rules={[
              { required: true, message: t('gateway.routerIdRequired') },
              { pattern: ROUTER_ID, message: t('gateway.routerIdPattern') },
            ]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('gateway.name')}
            style={{ flex: 1 }}
            rules={[{ required: true, whitespace: true, message: t('gateway.nameRequired') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Flex>
        <Form.Item name="uri" label={t('gateway.uri')} rules={[{ required: true, message: t('gateway.uriRequired') }]}>
          <Input maxLength={500} placeholder="https://api.example.com/base" />
        </Form.Item>
        <Flex gap={32}>
          <Form.Item name="status" label={t('gateway.status')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="publicAccess" label={t('gateway.publicAccess')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
        <Card size="small" title={t('gateway.predicates')} style={{ marginBottom: 16 }}>
          <Form.List name="predicates">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Flex key={f.key} gap={8} style={{ marginBottom: 8 }} data-testid="predicate-row">
                    <Form.Item name={[f.name, 'name']} rules={[{ required: true, message: t('gateway.kind') }]} noStyle>
                      {kindSelect(PREDICATE_KINDS, 'pred')}
                    </Form.Item>
                    <PredicateArgs form={form} index={f.name} />
                    <Button icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => remove(f.name)} />
                  </Flex>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: 'Path', args: [] })}>
                  {t('gateway.addPredicate')}
                </Button>
              </>
            )}
          </Form.List>
        </Card>
        <Card size="small" title={t('gateway.filters')}>
          <Form.List name="filters">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Flex key={f.key} gap={8} style={{ marginBottom: 8 }} data-testid="filter-row">
                    <Form.Item name={[f.name, 'name']} rules={[{ required: true, message: t('gateway.kind') }]} noStyle>
                      {kindSelect(FILTER_KINDS, 'filter')}
                    </Form.Item>
                    <FilterArgs form={form} index={f.name} />
                    <Button icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => remove(f.name)} />
                  </Flex>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: 'StripPrefix', args: {} })}>
                  {t('gateway.addFilter')}
                </Button>
              </>
            )}
          </Form.List>
        </Card>
      </Form>
    </Modal>
  );
}
