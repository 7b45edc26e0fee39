import { Form, Modal, Select } from 'antd';
import { useT } from '../../../locales/i18n';
import { validValues } from '../../../utils/form-values';
import type { LoginChoices, LoginSelection } from './login-choices';

interface Props {
  choices: LoginChoices;
  onConfirm(selection: LoginSelection): Promise<void>;
}

/** Not closable: the login is complete only once each needed choice is made. */
export default function LoginSelectModal({ choices, onConfirm }: Props) {
  const t = useT();
  const [form] = Form.useForm<LoginSelection>();
  // With several tenants only the tenant is asked: the sites and departments offered are those of the first one.
  const tenant = choices.tenants.length > 1;
  const ask = {
    depart: !tenant && choices.departs.length > 1,
    site: !tenant && choices.sites.length > 1,
    tenant,
  };

  const submit = async () => {
    const selection = await validValues(form);
    if (selection) await onConfirm(selection);
  };

  return (
    <Modal
      open
      title={t('loginSelect.title')}
      width={500}
      closable={false}
      maskClosable={false}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('common.confirm')}
      onOk={submit}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          orgCode: choices.currentOrgCode ?? undefined,
          siteId: choices.currentSiteId ?? undefined,
          tenantId: choices.tenants[0]?.id,
        }}
      >
        {ask.depart && (
          <Form.Item
            name="orgCode"
            label={t('loginSelect.depart')}
            rules={[{ required: true, message: t('loginSelect.departRequired') }]}
          >
            <Select options={choices.departs.map((d) => ({ value: d.orgCode, label: d.departName }))} />
          </Form.Item>
        )}
        {ask.site && (
          <Form.Item
            name="siteId"
            label={t('loginSelect.site')}
            rules={[{ required: true, message: t('loginSelect.siteRequired') }]}
          >
            <Select options={choices.sites.map((s) => ({ value: s.id, label: s.name }))} />
          </Form.Item>
        )}
        {ask.tenant && (
          <Form.Item
            name="tenantId"
            label={t('loginSelect.tenant')}
            rules={[{ required: true, message: t('loginSelect.tenantRequired') }]}
          >
            <Select options={choices.tenants.map((x) => ({ value: x.id, label: x.name }))} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
