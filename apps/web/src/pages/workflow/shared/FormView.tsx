import { formFieldsOf } from '@yunzhan/common/entities/form-fields';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { Descriptions } from 'antd';
import type { FormData } from '../../../api/workflow-tasks';
import { displayValue } from '../../../components/entity/columns';
import { useEntityT } from '../../../components/entity/texts';

interface Props {
  entity: EntityDef;
  data: FormData;
}

/** An application's form read-only: every field of its schema with the value as the engine's details show it. */
export default function FormView({ entity, data }: Props) {
  const t = useEntityT();
  const row = { id: '', ...data };
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      data-testid="application-form"
      items={formFieldsOf(entity).map(({ name, field }) => ({
        key: name,
        label: t.label(field),
        span: field.kind === 'textarea' || field.kind === 'richText' || field.kind === 'file' ? 2 : 1,
        children: displayValue(name, field, row, t),
      }))}
    />
  );
}
