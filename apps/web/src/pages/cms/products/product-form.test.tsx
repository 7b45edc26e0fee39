import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { TypeSchema } from '../../../api/products';
import AttributeValuesItem from './AttributeValuesItem';
import SpecificationTools from './SpecificationTools';

const schema: TypeSchema = {
  attributes: [
    { id: 'size', name: '尺寸', inputKind: 'dictionary', options: '24,27', unit: '英寸', required: 'Y' },
    { id: 'refresh', name: '刷新率', inputKind: 'number', unit: 'Hz', required: 'N' },
    { id: 'brand', name: '品牌', inputKind: 'text', required: 'Y' },
    { id: 'memory', name: '内存', inputKind: 'multi', options: '16GB,32GB', required: 'N' },
  ],
  parameters: [
    { groupName: '外观', name: '尺寸', unit: '英寸', sortNo: 1 },
    { groupName: '性能', name: '刷新率', unit: 'Hz', sortNo: 2 },
    { groupName: '性能', name: '亮度', unit: 'nits', sortNo: 3 },
    { groupName: '性能', name: '内存', unit: 'GB', sortNo: 4 },
  ],
};

vi.mock('../../../api/products', () => ({
  typeSchema: vi.fn(async () => ({ success: true, code: 200, message: '', result: schema })),
}));

function ProductForm() {
  const [form] = Form.useForm();
  return (
    <QueryClientProvider client={new QueryClient()}>
      <Form form={form} initialValues={{ typeId: 't1' }}>
        <Form.Item name="typeId" hidden>
          <input />
        </Form.Item>
        <AttributeValuesItem label="产品属性" />
        <Button onClick={() => form.validateFields().catch(() => undefined)}>保存</Button>
      </Form>
    </QueryClientProvider>
  );
}

const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

describe('the product form: attribute fields', () => {
  it('are checked when touched or submitted, not when a sibling changes', async () => {
    render(<ProductForm />);
    const refresh = await screen.findByLabelText('刷新率');
    fireEvent.change(refresh, { target: { value: '75' } });
    fireEvent.blur(refresh);
    // The required 尺寸 and 品牌 have not been touched: nothing to say yet.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errors()).toEqual([]);

    fireEvent.change(screen.getByLabelText('品牌'), { target: { value: '云' } });
    fireEvent.change(screen.getByLabelText('品牌'), { target: { value: '' } });
    await waitFor(() => expect(errors()).toEqual(['请填写属性「品牌」']));

    fireEvent.change(screen.getByLabelText('品牌'), { target: { value: '云站' } });
    await waitFor(() => expect(errors()).toEqual([]));

    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(errors()).toEqual(['请填写属性「尺寸」']));
  });
});

function SpecsForm({ attrValues }: { attrValues: { attributeId: string; value: string }[] }) {
  const [form] = Form.useForm();
  const specs = Form.useWatch('specs', form) as { name: string; value: string }[] | undefined;
  return (
    <QueryClientProvider client={new QueryClient()}>
      <Form form={form} initialValues={{ typeId: 't1', attrValues }}>
        <Form.Item name="typeId" hidden>
          <input />
        </Form.Item>
        <Form.Item name="attrValues" hidden>
          <input />
        </Form.Item>
        <SpecificationTools />
        <Form.Item name="specs" hidden>
          <input />
        </Form.Item>
        <output>{(specs ?? []).map((row) => `${row.name}=${row.value}`).join(';')}</output>
      </Form>
    </QueryClientProvider>
  );
}

describe('the product form: specification template', () => {
  it('takes the attribute values already entered, by name, without repeating the unit', async () => {
    render(
      <SpecsForm
        attrValues={[
          { attributeId: 'size', value: '27' },
          { attributeId: 'refresh', value: '144' },
          { attributeId: 'memory', value: '16GB' },
          { attributeId: 'memory', value: '32GB' },
        ]}
      />,
    );
    const output = document.querySelector('output') as HTMLElement;
    await waitFor(() => expect(output.textContent).toBe('尺寸=27;刷新率=144;亮度=;内存=16、32'));
    fireEvent.click(screen.getByRole('button', { name: '按参数模板填充' }));
    expect(output.textContent).toBe('尺寸=27;刷新率=144;亮度=;内存=16、32');
  });
});
