import { useQuery } from '@tanstack/react-query';
import { CONTENT_REVIEW_FORM } from '@yunzhan/common/workflow/variables';
import { Alert, Drawer, Select, Table } from 'antd';
import { unwrap } from '../../../api/system-tree';
import { type PublishRule, processList, publishRules, setPublishRule } from '../../../api/workflow-models';
import { useLanguage, useT } from '../../../locales/screens/workflow';
import { report } from '../answers';

/** Every latest active content review: what a module's rows may be reviewed by. */
const REVIEWS = { zx: true, status: 1, formKey: CONTENT_REVIEW_FORM, pageNo: 1, pageSize: 200 } as const;

/**
 * 发布审批设置: for each content module of the current site, the process that reviews a row before it is published,
 * or none (published directly). A choice is saved at once.
 */
export default function PublishRulesDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT();
  const english = useLanguage((s) => s.language) === 'en-US';
  const rules = useQuery({
    queryKey: ['workflow-publish-rules'],
    queryFn: async () => unwrap(await publishRules()),
    enabled: open,
  });
  const reviews = useQuery({
    queryKey: ['workflow-content-reviews'],
    queryFn: async () => unwrap(await processList(REVIEWS)),
    enabled: open,
  });
  const options = [
    { value: '', label: t('wfProcess.publishDirectly') },
    ...(reviews.data?.records ?? []).map((p) => ({ value: p.processKey, label: p.name })),
  ];
  const choose = async (rule: PublishRule, processKey: string) => {
    if (report(await setPublishRule(rule.entity, processKey || null))) void rules.refetch();
  };
  return (
    <Drawer title={t('wfProcess.publishRules')} open={open} onClose={onClose} size={640}>
      <Alert type="info" showIcon title={t('wfProcess.publishRulesHint')} style={{ marginBottom: 16 }} />
      <Table<PublishRule>
        rowKey="entity"
        size="small"
        pagination={false}
        loading={rules.isFetching}
        dataSource={rules.data ?? []}
        columns={[
          { key: 'title', title: t('wfProcess.module'), render: (_, r) => (english ? r.titleEn : r.title) },
          {
            key: 'processKey',
            title: t('wfProcess.reviewedBy'),
            width: 300,
            render: (_, r) => (
              <Select
                style={{ width: '100%' }}
                aria-label={english ? r.titleEn : r.title}
                loading={reviews.isPending}
                options={options}
                value={r.processKey ?? ''}
                onChange={(key) => void choose(r, key)}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
