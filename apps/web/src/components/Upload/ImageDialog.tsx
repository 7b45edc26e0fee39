import { Form, Input, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { t } from '../../locales/i18n';
import { fileAccessUrl } from '../../utils/file-url';
import { validValues } from '../../utils/form-values';
import ImageUpload from './ImageUpload';

export interface ChosenImage {
  url: string;
  remark?: string;
}

interface Props {
  open: boolean;
  biz?: string;
  onOk(image: ChosenImage): void;
  onCancel(): void;
}

const HTTP = /^https?:\/\/\S+$/i;

/** The image dialog (spec §2): 本地上传 or 网络地址, each with a remark. */
export default function ImageDialog({ open, biz, onOk, onCancel }: Props) {
  const [tab, setTab] = useState<'local' | 'net'>('local');
  const [local] = Form.useForm<{ url?: string; remark?: string }>();
  const [net] = Form.useForm<{ url?: string; remark?: string }>();
  const submit = async () => {
    const values = await validValues(tab === 'local' ? local : net);
    if (!values?.url) return;
    // A local image is a stored key: its address is where the server serves it.
    onOk({ url: tab === 'local' ? fileAccessUrl(values.url) : values.url, remark: values.remark || undefined });
  };
  const remark = (
    <Form.Item name="remark" label={t('upload.remark')}>
      <Input maxLength={100} placeholder={t('upload.remarkPlaceholder')} />
    </Form.Item>
  );
  return (
    <Modal title={t('upload.image')} open={open} onOk={submit} onCancel={onCancel} maskClosable={false} destroyOnHidden>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'local' | 'net')}
        items={[
          {
            key: 'local',
            label: t('upload.local'),
            children: (
              <Form form={local} name="localImage" layout="vertical" preserve={false}>
                <Form.Item
                  name="url"
                  label={t('upload.image')}
                  rules={[{ required: true, message: t('upload.imageOnly') }]}
                >
                  <ImageUpload biz={biz} limit={1} />
                </Form.Item>
                {remark}
              </Form>
            ),
          },
          {
            key: 'net',
            label: t('upload.net'),
            children: (
              <Form form={net} name="netImage" layout="vertical" preserve={false}>
                <Form.Item
                  name="url"
                  label={t('upload.imageUrl')}
                  rules={[
                    { required: true, message: t('upload.imageUrlRequired') },
                    { pattern: HTTP, message: t('upload.httpOnly') },
                  ]}
                >
                  <Input placeholder="https://" />
                </Form.Item>
                {remark}
              </Form>
            ),
          },
        ]}
      />
    </Modal>
  );
}
