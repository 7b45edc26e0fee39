import { useMutation } from '@tanstack/react-query';
import { defaultValuesOf } from '@yunzhan/common/entities/form-fields';
import { sysDepart } from '@yunzhan/common/entities/system/index';
import { App, Form, Modal } from 'antd';
import { addDepart, type Depart, type DepartInput, type DepartNode, unwrap } from '../../../api/system-tree';
import { t } from '../../../locales/i18n';
import { showRefusal } from '../../../utils/refusal';
import DepartFormItems from './depart-form';

interface Props {
  open: boolean;
  /** Set for 添加下级: the new department goes under it. */
  parent: DepartNode | null;
  onClose(): void;
  onAdded(depart: Depart): void;
}

/** 添加部门 / 添加下级: the server generates the org code; it is shown after the save. */
export default function AddDepartModal({ open, parent, onClose, onAdded }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DepartInput>();
  const adding = useMutation({
    mutationFn: async (values: DepartInput) => unwrap(await addDepart({ ...values, parentId: parent?.id ?? null })),
    onSuccess: (depart) => {
      message.success(t('depart.added', { code: depart.orgCode }));
      onAdded(depart);
    },
    onError: showRefusal(message),
  });

  return (
    <Modal
      title={parent ? t('common.addChild') : t('depart.add')}
      open={open}
      width={800}
      maskClosable={false}
      destroyOnHidden
      confirmLoading={adding.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
    >
      <Form
        form={form}
        name="addDepart"
        layout="vertical"
        initialValues={{ ...defaultValuesOf(sysDepart), orgCategory: parent ? '2' : '1' }}
        onFinish={(values) => adding.mutate(values)}
      >
        <DepartFormItems
          mode="add"
          facts={
            parent
              ? [
                  {
                    id: 'addDepart_parent',
                    label: t('depart.parent'),
                    value: t('depart.parentValue', { name: parent.departName, code: parent.orgCode }),
                  },
                ]
              : []
          }
        />
      </Form>
    </Modal>
  );
}
