import { PaperClipOutlined } from '@ant-design/icons';
import { Empty, Space, Timeline, Typography } from 'antd';
import type { Attachment, FlowEvent } from '../../../api/workflow-tasks';
import { useT } from '../../../locales/screens/workflow';
import { fileAccessUrl } from '../../../utils/file-url';
import { formatDuration } from './duration';
import { ACTION, CodeTag } from './tags';

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

/** Steps done green, as on the diagram; a rejection red, a return or a step still open orange, an end of a kind grey. */
const DOT_COLORS: Readonly<Record<string, string>> = {
  reject: 'red',
  return: 'orange',
  pending: 'orange',
  cancel: 'gray',
  withdraw: 'gray',
  terminate: 'gray',
};

const isOpen = (event: FlowEvent) => event.pending ?? !event.endTime;

function Step({ event }: { event: FlowEvent }) {
  const t = useT();
  const open = isOpen(event);
  // A step done in no time (the submission) says nothing of its duration.
  const took = open || !event.durationMs ? '' : formatDuration(event.durationMs);
  return (
    <div data-testid="flow-step">
      <Space wrap size={8}>
        {event.nodeName && <Typography.Text strong>{event.nodeName}</Typography.Text>}
        <CodeTag dict={ACTION} value={event.action} text={event.action_dictText} />
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
        color: DOT_COLORS[isOpen(event) ? 'pending' : event.action] ?? 'green',
        content: <Step event={event} />,
      }))}
    />
  );
}
