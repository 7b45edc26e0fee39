import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { addModel, editModel, type ModelInfo, type ProcessModel } from '../../../api/workflow-models';
import { useT } from '../../../locales/screens/workflow';
import { report } from '../answers';

/** A model's key becomes its process id: a letter or underscore, then letters, digits, `_` and `-` (as the server). */
export const MODEL_KEY = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

interface Props {
  /** The model to edit; none: a new one. */
  model?: ProcessModel;
  open: boolean;
  /** Closed; with the model added or edited. */
  onClose(saved?: ProcessModel): void;
}

/** 添加 (name, key, category, description) and 编辑 (all but the key) of a model. */
export default function ModelInfoModal({ model, open, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<ModelInfo>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (model) form.setFieldsValue({ ...model, description: model.description ?? '', category: model.category ?? '' });
  }, [open, model, form]);

  const submit = async () => {
    const values = await form.validateFields();
    // An edit sends every field (an emptied one is cleared); an addition leaves empty ones out.
    const info = {
      name: values.name.trim(),
      description: values.description?.trim() ?? '',
      category: values.category?.trim() ?? '',
    };
    setSaving(true);
    try {
      if (model) {
        if (report(await editModel(model.id, info))) onClose(model);
      } else {
        const answer = await addModel({
          name: info.name,
          modelKey: values.modelKey.trim(),
          description: info.description || undefined,
          category: info.category || undefined,
        });
        if (report(answer)) onClose(answer.result);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={model ? t('wfModel.editTitle') : t('wfModel.add')}
      open={open}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => onClose()}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="name"
          label={t('wfModel.name')}
          rules={[{ required: true, whitespace: true, message: t('wfModel.nameRequired') }, { max: 100 }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="modelKey"
          label={t('wfModel.key')}
          extra={model ? t('wfModel.keyFixed') : t('wfModel.keyHint')}
          rules={[
            { required: true, message: t('wfModel.keyRequired') },
            { pattern: MODEL_KEY, message: t('wfModel.keyPattern') },
          ]}
        >
          <Input maxLength={64} disabled={!!model} />
        </Form.Item>
        <Form.Item name="category" label={t('wfModel.category')} rules={[{ max: 64 }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="description" label={t('wfModel.description')} rules={[{ max: 500 }]}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
