import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { safeLinkHref } from './html-value';

export interface LinkAnswer {
  href: string;
  newWindow: boolean;
}

interface Props {
  /** The link under the cursor, when there is one. */
  current?: { href: string; newWindow: boolean };
  /** A link, or null to remove it; undefined = cancelled. */
  onDone(answer: LinkAnswer | null | undefined): void;
}

const MESSAGE = '链接须以 http://、https://、mailto: 或 / 开头';

/** 插入链接: the address is checked (no `javascript:`, `data:` or `//host`), a new window on request. */
export default function LinkDialog({ current, onDone }: Props) {
  const [form] = Form.useForm<{ href: string; newWindow: boolean }>();
  const submit = () =>
    form.validateFields().then(
      ({ href, newWindow }) => onDone({ href: safeLinkHref(href) ?? '', newWindow: !!newWindow }),
      () => undefined,
    );
  return (
    <Modal
      open
      title={current ? '编辑链接' : '插入链接'}
      maskClosable={false}
      onCancel={() => onDone(undefined)}
      footer={[
        current && (
          <Button key="remove" danger onClick={() => onDone(null)}>
            移除链接
          </Button>
        ),
        <Button key="cancel" onClick={() => onDone(undefined)}>
          取消
        </Button>,
        <Button key="ok" type="primary" onClick={() => void submit()}>
          确定
        </Button>,
      ]}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={current ?? { href: '', newWindow: true }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="href"
          label="链接地址"
          rules={[
            { required: true, whitespace: true, message: '请输入链接地址' },
            {
              validator: (_r, value?: string) =>
                !value?.trim() || safeLinkHref(value) ? Promise.resolve() : Promise.reject(new Error(MESSAGE)),
            },
          ]}
        >
          <Input autoFocus placeholder="https://" maxLength={2000} onPressEnter={() => void submit()} />
        </Form.Item>
        <Form.Item name="newWindow" valuePropName="checked" noStyle>
          <Checkbox>在新窗口打开</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
