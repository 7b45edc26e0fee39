import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal, Radio, Select } from 'antd';
import { type DataRule, type DataRuleInput, saveDataRule, unwrap, useDictItems } from '../../../api/system-tree';
import { showRefusal } from '../../../utils/refusal';

interface Props {
  permissionId: string;
  /** The edited rule; null adds one; undefined keeps the modal closed. */
  rule: DataRule | null | undefined;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a data rule of a menu (contract §4.4: column, condition, value with #{…} variables). */
export default function DataRuleModal({ permissionId, rule, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DataRuleInput>();
  const conditions = useDictItems('rule_conditions');
  const statuses = useDictItems('valid_status');
  const saving = useMutation({
    mutationFn: async (values: DataRuleInput) =>
      unwrap(
        await saveDataRule({ ...values, permissionId, ...(rule ? { id: rule.id, updateTime: rule.updateTime } : {}) }),
      ),
    onSuccess: () => {
      message.success(rule ? '编辑成功!' : '添加成功！');
      onSaved();
    },
    onError: showRefusal(message),
  });

  return (
    <Modal
      title={rule ? '编辑数据规则' : '新增数据规则'}
      open={rule !== undefined}
      maskClosable={false}
      destroyOnHidden
      confirmLoading={saving.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={rule ?? { status: '1' }}
        onFinish={(values) => saving.mutate(values)}
      >
        <Form.Item
          name="ruleName"
          label="规则名称"
          rules={[
            { required: true, whitespace: true, message: '请输入规则名称' },
            { max: 50, message: '规则名称最多50个字符' },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="ruleColumn"
          label="规则字段"
          rules={[{ max: 50, message: '规则字段最多50个字符' }]}
          extra="实体属性名（驼峰），如 orgCode"
        >
          <Input />
        </Form.Item>
        <Form.Item name="ruleConditions" label="条件规则" rules={[{ required: true, message: '请选择条件规则' }]}>
          <Select options={conditions.map((item) => ({ value: item.value, label: item.text }))} />
        </Form.Item>
        <Form.Item
          name="ruleValue"
          label="规则值"
          rules={[
            { required: true, whitespace: true, message: '请输入规则值' },
            { max: 300, message: '规则值最多300个字符' },
          ]}
          extra="可使用系统变量，如 #{sys_user_code}、#{sys_org_code}"
        >
          <Input />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Radio.Group options={statuses.map((item) => ({ value: item.value, label: item.text }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
