import { PaperClipOutlined } from '@ant-design/icons';
import { Empty, Space, Timeline, Typography } from 'antd';
import type { Attachment, FlowEvent } from '../../../api/workflow-tasks';
import { useT } from '../../../locales/i18n';
import { fileAccessUrl } from '../../../utils/file-url';
import { formatDuration } from './duration';
import { CodeTag, STEP_ACTION } from './tags';

/** Files attached to a step, as links to the stored files. */
export function AttachmentLinks({ files }: { files: readonly Attachment[] | null | undefined }) {
  if (!files?.length) return null;
  return (
    <Space size={[12, 4]} wrap>
      {files.map((file) => (
        <a key={file.url} href={fileAccessUrl(file.url)} target="_blank" rel="noreferrer">
          <PaperClipOutlined /> {file.name}
        </a>
      ))}
    </Space>
  );
}

/** Done steps green, as on the diagram, returns and withdrawals in their own colour; a step still open orange. */
const STEP_COLORS: Readonly<Record<string, string>> = { back: 'red', backToTask: 'orange', cancel: 'gray' };
const OPEN_STEP = 'orange';

function Step({ event }: { event: FlowEvent }) {
  const t = useT();
  const open = !event.endTime;
  // A step done in no time (the submission) says nothing of its duration.
  const took = open || !event.duration ? '' : formatDuration(event.duration);
  return (
    <div data-testid="flow-step">
      <Space wrap size={8}>
        <Typography.Text strong>{event.nodeName}</Typography.Text>
        {open ? (
          <Typography.Text type="warning">{t('approval.waiting')}</Typography.Text>
        ) : (
          <CodeTag codes={STEP_ACTION} value={event.action} text={event.action_dictText} />
        )}
        {event.actorName || event.actor ? <Typography.Text>{event.actorName || event.actor}</Typography.Text> : null}
      </Space>
      <div>
        <Typography.Text type="secondary">
          {event.endTime ?? event.startTime}
          {took ? ` · ${t('approval.tookTime', { time: took })}` : ''}
        </Typography.Text>
      </div>
      {event.comment ? <div style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{event.comment}</div> : null}
      <AttachmentLinks files={event.attachments} />
    </div>
  );
}

/** Every step of an instance in time order: who, when, what, the comment, the files and how long it took. */
export default function HistoryTimeline({ events }: { events: readonly FlowEvent[] }) {
  const t = useT();
  if (!events.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approval.noHistory')} />;
  return (
    <Timeline
      items={events.map((event) => ({
        key: event.id,
        color: event.endTime ? (STEP_COLORS[event.action] ?? 'green') : OPEN_STEP,
        content: <Step event={event} />,
      }))}
    />
  );
}
