import { render } from '@testing-library/react';
import { Form, type FormInstance, Input } from 'antd';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { t } from '../../../locales/i18n';
import {
  departIdsOf,
  includesAdmin,
  newUserPasswordRules,
  statusToggle,
  USER_TEXTS,
  userFormRules,
} from './user-logic';

type Rules = ReturnType<typeof userFormRules>;

function Harness({ rules, onReady }: { rules: Rules; onReady(form: FormInstance): void }) {
  const [form] = Form.useForm();
  useEffect(() => {
    onReady(form);
  }, [form, onReady]);
  return (
    <Form form={form}>
      {Object.entries(rules).map(([name, fieldRules]) => (
        <Form.Item key={name} name={name} rules={fieldRules}>
          <Input />
        </Form.Item>
      ))}
    </Form>
  );
}

/** The first error of each field for some values, through a real antd form. */
async function errorsFor(
  values: Record<string, string>,
  rules: Rules = userFormRules(t),
): Promise<Record<string, string>> {
  let form: FormInstance | undefined;
  render(
    <Harness
      rules={rules}
      onReady={(f) => {
        form = f;
      }}
    />,
  );
  form?.setFieldsValue(values);
  try {
    await form?.validateFields();
    return {};
  } catch (error) {
    const fields = (error as { errorFields: { name: string[]; errors: string[] }[] }).errorFields;
    return Object.fromEntries(fields.map((f) => [f.name[0], f.errors[0]]));
  }
}

describe('user form rules (spec §5 wording)', () => {
  it('user name: required, letters/digits/underscore, 4-18 characters with the 6-18 message', async () => {
    expect((await errorsFor({ username: '' })).username).toBe('请输入用户名');
    expect((await errorsFor({ username: 'zhang-san' })).username).toBe('只允许字母、数字、下划线');
    expect((await errorsFor({ username: 'abc' })).username).toBe('长度6到18个字符');
    expect((await errorsFor({ username: 'a'.repeat(19) })).username).toBe('长度6到18个字符');
    expect((await errorsFor({ username: 'abcd' })).username).toBeUndefined();
  });

  it('mobile and email are optional but checked', async () => {
    expect(await errorsFor({ username: 'zhang_san', phone: '', email: '' })).toEqual({});
    const errors = await errorsFor({ username: 'zhang_san', phone: '12345678901', email: 'no-at-sign' });
    expect(errors.phone).toBe('请输入正确手机号');
    expect(errors.email).toBe('邮箱格式不正确');
    expect((await errorsFor({ username: 'zhang_san', phone: '13912345678', email: 'a@b.cn' })).phone).toBeUndefined();
    expect((await errorsFor({ username: 'zhang_san', email: `${'a'.repeat(40)}@b.com` })).email).toBe(
      '最大长度45位字符',
    );
  });
});

describe('the add-user form’s password', () => {
  const rules = newUserPasswordRules(t);

  it('asks for the login password in its own words, not the password change’s', async () => {
    const errors = await errorsFor({ password: '', confirmpassword: '' }, rules);
    expect(errors).toEqual({ password: '请输入登录密码!', confirmpassword: '请重新输入登录密码!' });
    expect(Object.values(errors)).not.toContain('请输入新密码!');
  });

  it('checks the policy and the repetition', async () => {
    const errors = await errorsFor({ password: 'short', confirmpassword: 'other' }, rules);
    expect(errors.password).toBe(t('password.policy'));
    expect(errors.confirmpassword).toBe('两次输入的密码不一样！');
    expect(await errorsFor({ password: 'Yunzhan2026', confirmpassword: 'Yunzhan2026' }, rules)).toEqual({});
  });
});

describe('freeze and unfreeze', () => {
  it('a normal user can be frozen, a frozen one unfrozen (status as number or text)', () => {
    expect(statusToggle({ status: 1 })).toEqual({
      status: 2,
      label: USER_TEXTS.freeze,
      confirm: USER_TEXTS.confirmFreeze,
    });
    expect(statusToggle({ status: '2' })).toEqual({
      status: 1,
      label: USER_TEXTS.unfreeze,
      confirm: USER_TEXTS.confirmUnfreeze,
    });
  });

  it('a batch with the administrator is refused', () => {
    expect(includesAdmin([{ username: 'editor' }, { username: 'admin' }])).toBe(true);
    expect(includesAdmin([{ username: 'editor' }])).toBe(false);
  });
});

it('department links become the tree-select value', () => {
  expect(departIdsOf([{ key: 'd1', value: 'd1', title: '研发部' }])).toEqual(['d1']);
  expect(departIdsOf(null)).toEqual([]);
});
