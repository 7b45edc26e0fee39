import { Button, Descriptions, Modal, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { Announcement } from '../../api/announcement';
import { t, translated } from '../../locales/i18n';
import { sanitizeHtml } from '../../utils/sanitize-html';
import { priorityTag } from './priority';

export const NOTICE_TEXTS = translated({ title: 'notice.title', close: 'common.close', handle: 'notice.handle' });

/**
 * Where 去处理 goes (spec §2/§7): openType url opens the page; openType component opens the page with the business
 * id (`?busId=`, which the engine's list pages answer with that row's details). Nothing without a page.
 */
export function handleTarget(a: Announcement | null): string | null {
  if (!a?.openPage || (a.openType !== 'url' && a.openType !== 'component')) return null;
  if (a.openType === 'url' || !a.busId) return a.openPage;
  return `${a.openPage}${a.openPage.includes('?') ? '&' : '?'}busId=${encodeURIComponent(a.busId)}`;
}

/** Whether 去处理 shows. */
export const canHandle = (a: Announcement | null) => handleTarget(a) !== null;

interface Props {
  /** null: closed. */
  announcement: Announcement | null;
  onClose(): void;
}

/** 通知消息 (spec §2): title, sender, send time and the sanitised HTML body; 去处理 opens the page it names (with the business id for open type component). */
export default function NoticeDetailModal({ announcement, onClose }: Props) {
  const navigate = useNavigate();
  const tag = priorityTag(announcement?.priority);
  const handle = () => {
    const page = handleTarget(announcement);
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
              { key: 'sender', label: t('notice.sender'), children: announcement.sender ?? '' },
              { key: 'sendTime', label: t('notice.sendTime'), children: announcement.sendTime ?? '' },
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
