import { useMutation } from '@tanstack/react-query';
import { App, Button, Form } from 'antd';
import { type Depart, type DepartInput, editDepart, unwrap } from '../../../api/system-tree';
import { usePermission } from '../../../components/Authorized/use-permission';
import { t } from '../../../locales/i18n';
import { showRefusal } from '../../../utils/refusal';
import DepartFormItems from './depart-form';

interface Props {
  depart: Depart;
  parentName?: string;
  onSaved(): void;
}

/** The selected department's details; the org code and the parent never change after the add. */
export default function DepartDetailForm({ depart, parentName, onSaved }: Props) {
  const { message } = App.useApp();
  const canEdit = usePermission().has('system:depart:edit');
  const [form] = Form.useForm<DepartInput>();
  const saving = useMutation({
    mutationFn: async (values: DepartInput) =>
      unwrap(await editDepart({ ...values, id: depart.id, updateTime: depart.updateTime })),
    onSuccess: () => {
      message.success(t('common.editedOk'));
      onSaved();
    },
    onError: showRefusal(message),
  });

  return (
    <Form
      form={form}
      name="departDetail"
      layout="vertical"
      initialValues={depart}
      disabled={!canEdit}
      onFinish={(values) => saving.mutate(values)}
    >
      <DepartFormItems
        mode="edit"
        dataId={depart.id}
        facts={[
          { id: 'departDetail_orgCode', label: t('depart.orgCode'), value: depart.orgCode },
          { id: 'departDetail_parent', label: t('depart.parent'), value: parentName ?? t('common.none') },
        ]}
      />
      {canEdit && (
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={saving.isPending}>
            {t('common.save')}
          </Button>
          <Button style={{ marginLeft: 8 }} onClick={() => form.resetFields()}>
            {t('common.reset')}
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
