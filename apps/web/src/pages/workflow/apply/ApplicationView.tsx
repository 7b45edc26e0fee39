import { useQuery } from '@tanstack/react-query';
import { Alert, Spin, Typography } from 'antd';
import type { Business } from '../../../api/workflow-tasks';
import { useT } from '../../../locales/screens/workflow';
import FormView from '../shared/FormView';
import { formEntityOf } from '../shared/form-entity';
import { applicationQuery } from '../shared/queries';

/** The form of one of my applications, read-only (查看 of 发起申请). */
export default function ApplicationView({ business }: { business: Business }) {
  const t = useT();
  const entity = formEntityOf(business.formKey);
  const form = useQuery({ ...applicationQuery(business.id), enabled: !!entity });
  if (!entity) return null;
  return (
    <section style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{t('approval.application')}</Typography.Title>
      {form.isError && <Alert type="warning" showIcon title={form.error.message} />}
      <Spin spinning={form.isPending}>{form.data && <FormView entity={entity} data={form.data.data} />}</Spin>
    </section>
  );
}
