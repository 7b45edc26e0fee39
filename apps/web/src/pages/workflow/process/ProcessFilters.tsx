import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Select, Space } from 'antd';
import type { ProcessQuery } from '../../../api/workflow-models';
import { useEntityT } from '../../../components/entity/texts';
import { useT } from '../../../locales/screens/workflow';

export type ProcessFilter = Omit<ProcessQuery, 'pageNo' | 'pageSize'>;

/** What the list starts with: the latest version of each definition. */
export const LATEST_ONLY: ProcessFilter = { zx: true };

/** Name, key, latest versions only, status. */
export default function ProcessFilters({ onSearch }: { onSearch(filter: ProcessFilter): void }) {
  const t = useT();
  const et = useEntityT();
  const [form] = Form.useForm<ProcessFilter>();
  const apply = (v: ProcessFilter) =>
    onSearch({
      lcmc: v.lcmc?.trim() || undefined,
      lckey: v.lckey?.trim() || undefined,
      zx: v.zx || undefined,
      status: v.status,
    });
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={LATEST_ONLY}
      onFinish={apply}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <Form.Item name="lcmc" label={t('wfProcess.name')}>
        <Input allowClear maxLength={100} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="lckey" label={t('wfProcess.key')}>
        <Input allowClear maxLength={64} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="status" label={t('wfProcess.status')}>
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('common.select')}
          options={[
            { value: 1, label: t('wfProcess.active') },
            { value: 0, label: t('wfProcess.suspended') },
          ]}
        />
      </Form.Item>
      <Form.Item name="zx" valuePropName="checked">
        <Checkbox>{t('wfProcess.latestOnly')}</Checkbox>
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {et('search')}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            apply(LATEST_ONLY);
          }}
        >
          {et('reset')}
        </Button>
      </Space>
    </Form>
  );
}
