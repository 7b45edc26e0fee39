import { sysDepart } from '@yunzhan/common/entities/system/index';
import { Col, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import EntityFormItems, { type FormMode } from '../../../components/entity/EntityFormItems';
import { t } from '../../../locales/i18n';

/** The org code and the level are the server's; the parent is chosen by where 添加下级 was pressed. */
const SERVER_FIELDS = ['parentId', 'orgCode', 'orgType'];
const rules = () => ({ departName: [{ required: true, whitespace: true, message: t('depart.nameRequired') }] });

interface Props {
  mode: FormMode;
  /** The edited department's id. */
  dataId?: string;
  /** Read-only facts shown first (org code, parent), by label. */
  facts: readonly { id: string; label: string; value: string }[];
}

/** The department form's items (schema sysDepart, two columns), after read-only facts such as the org code. */
export default function DepartFormItems({ mode, dataId, facts }: Props) {
  const factItems: ReactNode[] = facts.map((fact) => (
    <Col key={fact.id} xs={24} md={12}>
      <Form.Item label={fact.label} htmlFor={fact.id}>
        <Input id={fact.id} value={fact.value} readOnly disabled />
      </Form.Item>
    </Col>
  ));
  return (
    <EntityFormItems
      entity={sysDepart}
      mode={mode}
      dataId={dataId}
      omit={SERVER_FIELDS}
      rules={rules()}
      twoColumns
      layout={(items) => (
        <Row gutter={16}>
          {factItems}
          {Object.values(items)}
        </Row>
      )}
    />
  );
}
