import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { currentUserSites } from '../../../api/auth';
import type { Row } from '../../../api/entity';
import { copyProduct } from '../../../api/products';
import { t } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';
import { validValues } from '../../../utils/form-values';

interface Props {
  /** The product to copy; null: closed. */
  row: Row | null;
  onClose(): void;
  onCopied(): void;
}

/** 复制产品: to a new model number in this site, or to another site of the user's (the model may stay). */
export default function CopyProductModal({ row, onClose, onCopied }: Props) {
  const [form] = Form.useForm<{ modelNo?: string; siteId?: string }>();
  const [saving, setSaving] = useState(false);
  const sites = useQuery({
    queryKey: ['current-user-sites'],
    queryFn: async () => (await currentUserSites()).result,
    enabled: !!row,
  });
  const submit = async () => {
    if (!row) return;
    const values = await validValues(form);
    if (!values) return;
    setSaving(true);
    try {
      const answer = await copyProduct({ id: row.id, ...values });
      if (!answer.success) {
        feedback.message.warning(answer.message);
        return;
      }
      feedback.message.success(answer.message);
      onCopied();
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={t('product.copyTitle')}
      open={!!row}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okText={t('product.copy')}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('product.copyHint', { name: String(row?.name ?? '') })}
      </Typography.Paragraph>
      <Form
        form={form}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 17 }}
        preserve={false}
        initialValues={{ siteId: sites.data?.siteId ?? undefined }}
      >
        <Form.Item name="siteId" label={t('product.targetSite')}>
          <Select
            aria-label={t('product.targetSite')}
            options={(sites.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
            placeholder={t('product.currentSite')}
          />
        </Form.Item>
        <Form.Item name="modelNo" label={t('product.newModel')} rules={[{ max: 100, message: t('product.modelMax') }]}>
          <Input placeholder={t('product.modelHint', { model: String(row?.modelNo ?? '') })} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
