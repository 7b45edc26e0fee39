import { Form, Input, Modal, Tabs } from 'antd';
import { useState } from 'react';
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
    <Form.Item name="remark" label="备注">
      <Input maxLength={100} placeholder="请输入备注" />
    </Form.Item>
  );
  return (
    <Modal title="图片" open={open} onOk={submit} onCancel={onCancel} maskClosable={false} destroyOnHidden>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'local' | 'net')}
        items={[
          {
            key: 'local',
            label: '本地上传',
            children: (
              <Form form={local} name="localImage" layout="vertical" preserve={false}>
                <Form.Item name="url" label="图片" rules={[{ required: true, message: '请上传图片' }]}>
                  <ImageUpload biz={biz} limit={1} />
                </Form.Item>
                {remark}
              </Form>
            ),
          },
          {
            key: 'net',
            label: '网络地址',
            children: (
              <Form form={net} name="netImage" layout="vertical" preserve={false}>
                <Form.Item
                  name="url"
                  label="图片地址"
                  rules={[
                    { required: true, message: '请输入图片地址' },
                    { pattern: HTTP, message: '请输入http或https开头的地址' },
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
