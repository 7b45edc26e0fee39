import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  canMoveApplication,
  isApplicationStatus,
} from '@yunzhan/common/entities/operations/application-flow';
import { Badge, Card, Dropdown, Empty, Flex, Spin, Typography, theme } from 'antd';
import { type DragEvent, useState } from 'react';
import type { Row } from '../../api/entity';
import { moveApplication } from '../../api/operations';
import { t } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';
import ResumeLink from './ResumeLink';

interface Props {
  rows: Row[];
  loading: boolean;
  canMove: boolean;
  /** After a move (or a refused one): the board reads the rows again. */
  onMoved(): void;
  onOpen(row: Row): void;
}

const statusOf = (row: Row): ApplicationStatus => (isApplicationStatus(row.status) ? row.status : 'new');

/**
 * The application pipeline as a board: a column per status, a card per application. A card is dragged to another
 * column (only the columns the pipeline allows take it) or moved with its 移到 menu; the server checks every move.
 */
const statusText = (status: ApplicationStatus) => t(`app.status.${status}`);

export default function ApplicationBoard({ rows, loading, canMove, onMoved, onOpen }: Props) {
  const { token } = theme.useToken();
  const [dragged, setDragged] = useState<Row | null>(null);
  const [moved, setMoved] = useState<Record<string, ApplicationStatus>>({});
  const current = (row: Row) => moved[row.id] ?? statusOf(row);

  const move = async (row: Row, to: ApplicationStatus) => {
    if (!canMoveApplication(current(row), to)) return;
    setMoved((m) => ({ ...m, [row.id]: to }));
    try {
      const answer = await moveApplication(row.id, to);
      if (answer.success) feedback.message.success(t('app.movedTo', { status: statusText(to) }));
    } finally {
      setMoved((m) => {
        const { [row.id]: _done, ...rest } = m;
        return rest;
      });
      onMoved();
    }
  };

  const accepts = (to: ApplicationStatus) => !!dragged && canMoveApplication(current(dragged), to);
  const onDrop = (to: ApplicationStatus) => (e: DragEvent) => {
    e.preventDefault();
    if (dragged && accepts(to)) void move(dragged, to);
    setDragged(null);
  };

  return (
    <Spin spinning={loading}>
      <div
        style={{ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(180px, 1fr))', gap: 12, overflowX: 'auto' }}
      >
        {APPLICATION_STATUSES.map((status) => {
          const cards = rows.filter((r) => current(r) === status);
          const target = accepts(status);
          return (
            <section
              key={status}
              data-testid={`board-column-${status}`}
              aria-label={statusText(status)}
              onDragOver={(e) => target && e.preventDefault()}
              onDrop={onDrop(status)}
              style={{
                background: target ? token.colorPrimaryBg : token.colorFillQuaternary,
                border: `1px dashed ${target ? token.colorPrimary : 'transparent'}`,
                borderRadius: token.borderRadiusLG,
                padding: 8,
                minHeight: 360,
              }}
            >
              <Flex justify="space-between" align="center" style={{ padding: '4px 4px 8px' }}>
                <Typography.Text strong>{statusText(status)}</Typography.Text>
                <Badge count={cards.length} showZero color={token.colorTextQuaternary} />
              </Flex>
              <Flex vertical gap={8}>
                {cards.map((row) => (
                  <BoardCard
                    key={row.id}
                    row={row}
                    status={current(row)}
                    canMove={canMove}
                    onDragStart={() => setDragged(row)}
                    onDragEnd={() => setDragged(null)}
                    onMove={(to) => void move(row, to)}
                    onOpen={() => onOpen(row)}
                  />
                ))}
                {!cards.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('app.none')} />}
              </Flex>
            </section>
          );
        })}
      </div>
    </Spin>
  );
}

interface CardProps {
  row: Row;
  status: ApplicationStatus;
  canMove: boolean;
  onDragStart(): void;
  onDragEnd(): void;
  onMove(to: ApplicationStatus): void;
  onOpen(): void;
}

function BoardCard({ row, status, canMove, onDragStart, onDragEnd, onMove, onOpen }: CardProps) {
  const targets = APPLICATION_STATUSES.filter((to) => canMoveApplication(status, to));
  const movable = canMove && targets.length > 0;
  return (
    <Card
      size="small"
      hoverable
      draggable={movable}
      data-testid="board-card"
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', row.id);
        e.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      style={{ cursor: movable ? 'grab' : 'default' }}
      styles={{ body: { padding: '8px 10px' } }}
    >
      <Flex justify="space-between" align="start" gap={4}>
        <Typography.Link strong onClick={onOpen}>
          {String(row.name ?? '')}
        </Typography.Link>
        {movable && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: targets.map((to) => ({ key: to, label: statusText(to) })),
              onClick: ({ key }) => onMove(key as ApplicationStatus),
            }}
          >
            <Typography.Link style={{ fontSize: 12 }}>{t('app.moveTo')}</Typography.Link>
          </Dropdown>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }} ellipsis>
        {String(row.positionId_dictText ?? '')}
      </Typography.Text>
      <Flex justify="space-between" align="center" style={{ fontSize: 12 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {String(row.createTime ?? '').slice(0, 10)}
        </Typography.Text>
        {row.resume ? <ResumeLink path={row.resume} name={row.name} /> : null}
      </Flex>
    </Card>
  );
}
