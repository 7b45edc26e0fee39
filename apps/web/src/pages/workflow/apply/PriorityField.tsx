import { Form, Radio } from 'antd';
import { useDictCode } from '../../../components/DictSelect/dict-options';
import { useT } from '../../../locales/screens/workflow';
import { PRIORITY } from '../shared/tags';

/** 优先级 of a submitted application: the `bpm_priority` items (普通, 重要, 紧急) as numbers. */
export default function PriorityField() {
  const t = useT();
  const { options } = useDictCode(PRIORITY.code);
  return (
    <Form.Item name="priority" label={t('approval.priority')} initialValue={0}>
      <Radio.Group
        optionType="button"
        options={options.map((option) => ({ ...option, value: Number(option.value) }))}
      />
    </Form.Item>
  );
}
