import { useMutation } from '@tanstack/react-query';
import { sysDepartRole } from '@yunzhan/common/entities/system/index';
import { App, Form, Input, Modal } from 'antd';
import { type DepartRole, type DepartRoleInput, saveDepartRole, unwrap } from '../../../api/system-tree';
import { showRefusal } from '../../../utils/refusal';

const F = sysDepartRole.fields;

interface Props {
  departId: string;
  /** The role being edited; null adds one; undefined keeps the modal closed. */
  role: DepartRole | null | undefined;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a department role (name, code unique within the department, description). */
export default function DepartRoleModal({ departId, role, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DepartRoleInput>();
  const saving = useMutation({
    mutationFn: async (values: DepartRoleInput) =>
      unwrap(
        await saveDepartRole({ ...values, departId, ...(role ? { id: role.id, updateTime: role.updateTime } : {}) }),
      ),
    onSuccess: () => {
      message.success(role ? '编辑成功!' : '添加成功！');
      onSaved();
    },
    onError: showRefusal(message),
  });

  return (
    <Modal
      title={role ? '编辑部门角色' : '新增部门角色'}
      open={role !== undefined}
      maskClosable={false}
      destroyOnHidden
      confirmLoading={saving.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={role ?? {}} onFinish={(values) => saving.mutate(values)}>
        <Form.Item
          name="roleName"
          label={F.roleName.label}
          rules={[
            { required: true, whitespace: true, message: `请输入${F.roleName.label}` },
            { max: F.roleName.max, message: `${F.roleName.label}最多${F.roleName.max}个字符` },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="roleCode"
          label={F.roleCode.label}
          rules={[
            { required: true, message: `请输入${F.roleCode.label}` },
            { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: '以字母开头，只能包含字母、数字和下划线' },
            { max: F.roleCode.max, message: `${F.roleCode.label}最多${F.roleCode.max}个字符` },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="description"
          label={F.description.label}
          rules={[{ max: F.description.max, message: `${F.description.label}最多${F.description.max}个字符` }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
