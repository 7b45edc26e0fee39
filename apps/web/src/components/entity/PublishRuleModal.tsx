import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { Alert, Form, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { type PublishRule, reviewProcesses, setPublishRule } from '../../api/workflow-review';
import { useT } from '../../locales/screens/workflow-review';
import { useSession } from '../../stores/session';
import { feedback } from '../../utils/feedback';
import { useEntityT } from './texts';
import { publishRuleKey } from './use-publish-rule';

interface Props {
  entity: EntityDef;
  rule: PublishRule | null;
  open: boolean;
  onClose(): void;
}

interface Values {
  mode: 'direct' | 'approval';
  processKey?: string;
}

/**
 * 审批设置: whether the module's content in the current site is published directly or after approval by one of the
 * content-review processes. The saved rule is written into the page's query at once.
 */
export default function PublishRuleModal({ entity, rule, open, onClose }: Props) {
  const t = useT();
  const et = useEntityT();
  const client = useQueryClient();
  const user = useSession((s) => s.userInfo);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const processes = useQuery({
    queryKey: ['review-processes'],
    queryFn: async () => {
      const answer = await reviewProcesses();
      if (!answer.success) throw new Error(answer.message);
      return answer.result.records;
    },
    enabled: open,
  });
  const options = (processes.data ?? []).map((p) => ({ value: p.processKey, label: `${p.name}（${p.processKey}）` }));
  const module = et.title(entity);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const processKey = values.mode === 'approval' ? (values.processKey ?? null) : null;
    setSaving(true);
    try {
      const answer = await setPublishRule(entity.name, processKey);
      if (!answer.success) return feedback.message.warning(answer.message);
      feedback.message.success(answer.message);
      const key = publishRuleKey(user?.siteId ?? null, entity.name);
      const name = processes.data?.find((p) => p.processKey === processKey)?.name ?? processKey;
      const saved: PublishRule | null = processKey
        ? { entity: entity.name, title: entity.title, titleEn: et.title(entity), processKey, processName: name }
        : null;
      client.setQueryData(key, saved);
      void client.invalidateQueries({ queryKey: key });
      onClose();
    } catch {
      // The HTTP client has shown the failure.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('review.settingsTitle', { module })}
      open={open}
      width={560}
      destroyOnHidden
      mask={{ closable: false }}
      confirmLoading={saving}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={save}
      onCancel={onClose}
    >
      <Typography.Paragraph>{t('review.scope', { site: user?.siteName ?? '', module })}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name="publish_rule_form"
        initialValues={{ mode: rule ? 'approval' : 'direct', processKey: rule?.processKey }}
      >
        <Form.Item name="mode">
          <Radio.Group
            vertical
            options={[
              { value: 'direct', label: <Choice title={t('review.direct')} hint={t('review.directHint')} /> },
              { value: 'approval', label: <Choice title={t('review.approval')} hint={t('review.approvalHint')} /> },
            ]}
          />
        </Form.Item>
        <Form.Item noStyle dependencies={['mode']}>
          {({ getFieldValue }) =>
            getFieldValue('mode') === 'approval' && (
              <>
                <Form.Item
                  name="processKey"
                  label={t('review.process')}
                  rules={[{ required: true, message: t('review.processRequired') }]}
                >
                  <Select options={options} loading={processes.isFetching} placeholder={t('review.processRequired')} />
                </Form.Item>
                {processes.isSuccess && options.length === 0 && (
                  <Alert type="warning" showIcon title={t('review.noProcess')} />
                )}
              </>
            )
          }
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Choice({ title, hint }: { title: string; hint: string }) {
  return (
    <span>
      {title}
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {hint}
      </Typography.Text>
    </span>
  );
}
