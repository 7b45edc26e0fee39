import { useQuery } from '@tanstack/react-query';
import type { RefField } from '@yunzhan/common/entities/index';
import { cmsJobApplication } from '@yunzhan/common/entities/operations/index';
import { Flex, Segmented, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import type { Row } from '../../api/entity';
import { boardApplications } from '../../api/operations';
import EntityDetailModal from '../../components/entity/EntityDetailModal';
import EntityListPage from '../../components/entity/EntityListPage';
import RefSelect from '../../components/entity/RefSelect';
import { useEntityPermissions } from '../../components/entity/use-entity-permissions';
import { t } from '../../locales/i18n';
import ApplicationBoard from './ApplicationBoard';
import ResumeLink from './ResumeLink';

type View = 'board' | 'list';

/** The detail dialog without the plain file link (refused without a session); the resume comes as an extra item. */
const { resume: _resume, ...detailFields } = cmsJobApplication.fields;
const detailEntity = { ...cmsJobApplication, fields: detailFields };

/** The resume column opens the file with the session (its folder is staff-only). */
const withResumeLink = (columns: TableColumnsType<Row>): TableColumnsType<Row> =>
  columns.map((c) =>
    'dataIndex' in c && c.dataIndex === 'resume'
      ? { ...c, render: (_: unknown, row: Row) => <ResumeLink path={row.resume} name={row.name} /> }
      : c,
  );

/** 应聘管理 inside 招聘管理: the applications of one position or all, as a board (moves) or the standard list. */
export default function Applications() {
  const [view, setView] = useState<View>('board');
  const [positionId, setPositionId] = useState<string | undefined>();
  const [open, setOpen] = useState<Row | null>(null);
  const can = useEntityPermissions(cmsJobApplication);
  const rows = useQuery({
    queryKey: ['applications-board', positionId],
    queryFn: () => boardApplications(positionId),
    enabled: view === 'board',
  });

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="center" wrap>
        <Segmented<View>
          value={view}
          onChange={setView}
          options={[
            { value: 'board', label: t('app.board') },
            { value: 'list', label: t('app.list') },
          ]}
        />
        {view === 'board' && (
          <>
            <Typography.Text type="secondary">{t('app.position')}</Typography.Text>
            <div style={{ width: 240 }}>
              <RefSelect
                field={cmsJobApplication.fields.positionId as RefField}
                value={positionId}
                onChange={(v) => setPositionId(typeof v === 'string' && v ? v : undefined)}
              />
            </div>
          </>
        )}
      </Flex>
      {view === 'board' ? (
        <ApplicationBoard
          rows={rows.data?.success ? rows.data.result.records : []}
          loading={rows.isFetching}
          canMove={can.edit}
          onMoved={() => void rows.refetch()}
          onOpen={setOpen}
        />
      ) : (
        <EntityListPage entity={cmsJobApplication} exportFileName={t('app.exportName')} columns={withResumeLink} />
      )}
      <EntityDetailModal
        entity={detailEntity}
        row={open}
        onClose={() => setOpen(null)}
        extraItems={(row) => [
          { key: 'resume', label: t('app.resume'), children: <ResumeLink path={row.resume} name={row.name} /> },
        ]}
      />
    </Flex>
  );
}
