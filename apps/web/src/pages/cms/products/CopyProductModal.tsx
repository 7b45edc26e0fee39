import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { currentUserSites } from '../../../api/auth';
import type { Row } from '../../../api/entity';
import { copyProduct } from '../../../api/products';
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
      title="复制产品"
      open={!!row}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okText="复制"
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        复制「{String(row?.name ?? '')}
        」的属性值、规格参数和图册，新产品为草稿。复制到其他站点时按类型编码和属性编码对应。
      </Typography.Paragraph>
      <Form
        form={form}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 17 }}
        preserve={false}
        initialValues={{ siteId: sites.data?.siteId ?? undefined }}
      >
        <Form.Item name="siteId" label="目标站点">
          <Select
            aria-label="目标站点"
            options={(sites.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
            placeholder="当前站点"
          />
        </Form.Item>
        <Form.Item name="modelNo" label="新型号" rules={[{ max: 100, message: '型号最多100个字符' }]}>
          <Input placeholder={`留空：与原型号 ${String(row?.modelNo ?? '')} 相同（仅限其他站点）`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
