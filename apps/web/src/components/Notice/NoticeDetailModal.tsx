import { Button, Descriptions, Modal, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { Announcement } from '../../api/announcement';
import { priorityTag } from './priority';
import { sanitizeHtml } from './sanitize';

export const NOTICE_TEXTS = { title: '通知消息', close: '关闭', handle: '去处理' } as const;

/** Whether 去处理 shows: only an announcement that opens a route of the app (openType url). */
export const canHandle = (a: Announcement | null) => a?.openType === 'url' && Boolean(a.openPage);

interface Props {
  /** null: closed. */
  announcement: Announcement | null;
  onClose(): void;
}

/** 通知消息 (spec §2): title, sender, send time and the sanitised HTML body; 去处理 opens the page it names. */
export default function NoticeDetailModal({ announcement, onClose }: Props) {
  const navigate = useNavigate();
  const tag = priorityTag(announcement?.priority);
  const handle = () => {
    const page = announcement?.openPage;
    onClose();
    if (page) navigate(page);
  };
  return (
    <Modal
      open={announcement !== null}
      title={NOTICE_TEXTS.title}
      width={800}
      maskClosable={false}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {NOTICE_TEXTS.close}
        </Button>,
        ...(canHandle(announcement)
          ? [
              <Button key="handle" type="primary" onClick={handle}>
                {NOTICE_TEXTS.handle}
              </Button>,
            ]
          : []),
      ]}
    >
      {announcement && (
        <>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {tag && <Tag color={tag.color}>{tag.text}</Tag>}
            {announcement.titile}
          </Typography.Title>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'sender', label: '发布人', children: announcement.sender ?? '' },
              { key: 'sendTime', label: '发布时间', children: announcement.sendTime ?? '' },
            ]}
          />
          <div
            className="notice-body"
            style={{ marginTop: 16, maxHeight: '60vh', overflow: 'auto' }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is sanitised by DOMPurify just here
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(announcement.msgContent) }}
          />
        </>
      )}
    </Modal>
  );
}
