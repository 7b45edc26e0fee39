import { sysDepart } from '@yunzhan/common/entities/system/index';
import type { FormRule } from 'antd';
import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useDictItems } from '../../../api/system-tree';

const F = sysDepart.fields;

const maxRule = (max: number | undefined, label: string): FormRule[] =>
  max ? [{ max, message: `${label}最多${max}个字符` }] : [];

/** The editable department fields (schema sysDepart), shared by the add modal and the details form. */
export default function DepartFields() {
  const categories = useDictItems('org_category');
  const statuses = useDictItems('depart_status');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="departName"
          label={F.departName.label}
          rules={[
            { required: true, whitespace: true, message: '请输入机构/部门名称' },
            ...maxRule(F.departName.max, F.departName.label),
          ]}
        >
          <Input placeholder="请输入机构/部门名称" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="departNameEn"
          label={F.departNameEn.label}
          rules={maxRule(F.departNameEn.max, F.departNameEn.label)}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="departNameAbbr"
          label={F.departNameAbbr.label}
          rules={maxRule(F.departNameAbbr.max, F.departNameAbbr.label)}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="departOrder" label={F.departOrder.label}>
          <InputNumber min={F.departOrder.min} max={F.departOrder.max} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="orgCategory" label={F.orgCategory.label}>
          <Radio.Group options={categories.map((item) => ({ value: item.value, label: item.text }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="status" label={F.status.label}>
          <Select options={statuses.map((item) => ({ value: item.value, label: item.text }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="mobile" label={F.mobile.label} rules={maxRule(F.mobile.max, F.mobile.label)}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="fax" label={F.fax.label} rules={maxRule(F.fax.max, F.fax.label)}>
          <Input />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="address" label={F.address.label} rules={maxRule(F.address.max, F.address.label)}>
          <Input />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="memo" label={F.memo.label} rules={maxRule(F.memo.max, F.memo.label)}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Col>
    </Row>
  );
}
