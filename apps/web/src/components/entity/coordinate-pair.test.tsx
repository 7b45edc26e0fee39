import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { formFieldsOf } from '@yunzhan/common/entities/form-fields';
import { cmsServiceNetwork } from '@yunzhan/common/entities/service/index';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import EntityFormItems from './EntityFormItems';

const PAIR = ['longitude', 'latitude'];
const others = formFieldsOf(cmsServiceNetwork)
  .map((f) => f.name)
  .filter((name) => !PAIR.includes(name));

function renderForm(initial: Record<string, unknown> = {}) {
  const finish = vi.fn();
  render(
    <Form initialValues={initial} onFinish={finish}>
      <EntityFormItems entity={cmsServiceNetwork} mode="add" omit={others} />
      <Button htmlType="submit">保存</Button>
    </Form>,
  );
  const type = (label: string, text: string) =>
    fireEvent.change(screen.getByRole('spinbutton', { name: label }), { target: { value: text } });
  return { finish, type, save: () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })) };
}

describe('coordinate pair in the entity form', { timeout: 20_000 }, () => {
  it('enters longitude and latitude through one CoordinateInput and submits both fields', async () => {
    const { finish, type, save } = renderForm();
    expect(screen.getByText('经度 / 纬度')).toBeTruthy();
    expect(screen.getAllByRole('spinbutton', { name: '经度' })).toHaveLength(1);
    type('经度', '113.9469');
    type('纬度', '22.5404');
    save();
    await waitFor(() => expect(finish).toHaveBeenCalled());
    expect(finish.mock.calls[0]?.[0]).toMatchObject({ longitude: 113.9469, latitude: 22.5404 });
  });

  it('refuses half a pair and an out-of-range value, as the server does', async () => {
    const { finish, type, save } = renderForm();
    type('经度', '113.9');
    save();
    expect(await screen.findByText('经度和纬度须同时填写')).toBeTruthy();
    type('纬度', '95');
    expect(await screen.findByText('纬度应为 -90 到 90 之间的数字')).toBeTruthy();
    expect(finish).not.toHaveBeenCalled();
  });

  it('shows a stored position', () => {
    renderForm({ longitude: 114.0553, latitude: 22.5362 });
    expect(screen.getByDisplayValue('114.055300')).toBeTruthy();
    expect(screen.getByDisplayValue('22.536200')).toBeTruthy();
  });
});
