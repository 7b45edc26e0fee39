import { Form, Radio } from 'antd';
import { useT } from '../../../locales/i18n';
import { codeOptions, PRIORITY } from '../shared/tags';

/** 优先级 of a submitted application: 普通, 重要, 紧急 (the form's value is the code as a number). */
export default function PriorityField() {
  const t = useT();
  return (
    <Form.Item name="priority" label={t('approval.priority')} initialValue={0}>
      <Radio.Group
        optionType="button"
        options={codeOptions(PRIORITY).map((option) => ({ ...option, value: Number(option.value) }))}
      />
    </Form.Item>
  );
}
