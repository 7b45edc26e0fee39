import { sysAnnouncement } from '@yunzhan/common/entities/system/index';
import { Form, type TableColumnsType, Tag } from 'antd';
import { Fragment, type ReactNode, useMemo } from 'react';
import { releaseAnnouncement, revokeAnnouncement } from '../../../api/announcement';
import type { Row } from '../../../api/entity';
import { usePermission } from '../../../components/Authorized/use-permission';
import type { FormCustomization } from '../../../components/entity/EntityFormModal';
import EntityListPage from '../../../components/entity/EntityListPage';
import type { RowAction } from '../../../components/entity/RowActions';
import { entityText } from '../../../components/entity/texts';
import { useReloadList } from '../../../components/entity/use-list-page';
import { priorityTag } from '../../../components/Notice/priority';
import { UserPickerInput } from '../../../components/Pickers';
import { t, useLanguage } from '../../../locales/i18n';
import { feedback } from '../../../utils/feedback';

const PREFIX = sysAnnouncement.permPrefix;

/** The chosen users, asked only for an announcement to chosen users (USER); stored as ids. */
function TargetUsers() {
  return (
    <Form.Item noStyle shouldUpdate={(a, b) => a.msgType !== b.msgType}>
      {({ getFieldValue }) =>
        getFieldValue('msgType') === 'USER' ? (
          <Form.Item
            name="userIds"
            label={entityText(useLanguage.getState().language).label(sysAnnouncement.fields.userIds)}
            rules={[{ required: true, message: t('annt.userRequired') }]}
            getValueProps={(value) => ({ value: typeof value === 'string' ? value.replace(/,+$/, '') : value })}
          >
            <UserPickerInput store="id" />
          </Form.Item>
        ) : null
      }
    </Form.Item>
  );
}

const layout = (items: Record<string, ReactNode>) => (
  <>
    {Object.entries(items).map(([name, item]) =>
      name === 'userIds' ? <TargetUsers key={name} /> : <Fragment key={name}>{item}</Fragment>,
    )}
  </>
);

/** Priority as its coloured tag (spec §2). */
function withPriorityTags(base: TableColumnsType<Row>): TableColumnsType<Row> {
  return base.map((column) =>
    column.key === 'priority'
      ? {
          ...column,
          render: (_: unknown, row: Row) => {
            const tag = priorityTag(String(row.priority ?? ''));
            return tag ? <Tag color={tag.color}>{tag.text}</Tag> : null;
          },
        }
      : column,
  );
}

/** system/AnnouncementList (系统通告): the engine's list with 发布 / 撤销 and the user picker for chosen users. */
export default function AnnouncementList() {
  const permission = usePermission();
  const reload = useReloadList(sysAnnouncement);
  const canRelease = permission.has(`${PREFIX}:release`);
  const canRevoke = permission.has(`${PREFIX}:revoke`);
  const form = useMemo<FormCustomization>(() => ({ layout }), []);

  const run = async (call: () => Promise<{ success: boolean; message: string }>) => {
    const answer = await call();
    if (answer.success) feedback.message.success(answer.message);
    else feedback.message.warning(answer.message);
    void reload();
  };

  const rowActions = (row: Row): RowAction[] => {
    const released = row.sendStatus === '1';
    if (!released && canRelease) {
      return [
        {
          key: 'release',
          label: t('annt.release'),
          confirm: t('annt.confirmRelease'),
          onClick: () => void run(() => releaseAnnouncement(row.id)),
        },
        {
          key: 'releaseMail',
          label: t('annt.releaseMail'),
          confirm: t('annt.confirmMail'),
          onClick: () => void run(() => releaseAnnouncement(row.id, true)),
        },
      ];
    }
    if (released && canRevoke) {
      return [
        {
          key: 'revoke',
          label: t('annt.revoke'),
          confirm: t('annt.confirmRevoke'),
          onClick: () => void run(() => revokeAnnouncement(row.id)),
        },
      ];
    }
    return [];
  };

  return <EntityListPage entity={sysAnnouncement} columns={withPriorityTags} rowActions={rowActions} form={form} />;
}
