import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { t } from '../../locales/i18n';
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
      title={t(current ? 'rte.editLink' : 'rte.insertLink')}
      maskClosable={false}
      onCancel={() => onDone(undefined)}
      footer={[
        current && (
          <Button key="remove" danger onClick={() => onDone(null)}>
            {t('rte.removeLink')}
          </Button>
        ),
        <Button key="cancel" onClick={() => onDone(undefined)}>
          {t('common.cancel2')}
        </Button>,
        <Button key="ok" type="primary" onClick={() => void submit()}>
          {t('common.ok')}
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
          label={t('rte.linkUrl')}
          rules={[
            { required: true, whitespace: true, message: t('rte.linkRequired') },
            {
              validator: (_r, value?: string) =>
                !value?.trim() || safeLinkHref(value) ? Promise.resolve() : Promise.reject(new Error(t('rte.badLink'))),
            },
          ]}
        >
          <Input autoFocus placeholder="https://" maxLength={2000} onPressEnter={() => void submit()} />
        </Form.Item>
        <Form.Item name="newWindow" valuePropName="checked" noStyle>
          <Checkbox>{t('rte.newWindow')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
