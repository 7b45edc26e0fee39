import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Tabs } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Announcement, type BellData, listByUser, markRead } from '../../api/announcement';
import { t } from '../../locales/i18n';
import NoticeDetailModal from './NoticeDetailModal';
import NoticeList from './NoticeList';
import { onNoticeRefresh } from './notice-events';
import { startPolling } from './poller';
import { useNoticeSocket } from './use-notice-socket';

export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';
const POPOVER_WIDTH = 300;
const EMPTY: BellData = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

/** The header's notice bell (spec §2): unread notices and system messages, the detail modal, live updates. */
export default function NoticeBell() {
  const navigate = useNavigate();
  const [data, setData] = useState<BellData>(EMPTY);
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<Announcement | null>(null);

  const load = useCallback(async () => {
    const answer = await listByUser();
    if (answer.success) setData(answer.result);
    return answer.success;
  }, []);

  useEffect(() => {
    const polling = startPolling(load);
    const off = onNoticeRefresh(() => void load().catch(() => undefined));
    return () => {
      polling.stop();
      off();
    };
  }, [load]);
  useNoticeSocket(() => void load().catch(() => undefined));

  const openItem = async (item: Announcement) => {
    setOpen(false);
    setDetail(item);
    await markRead(item.id).catch(() => undefined);
    await load().catch(() => undefined);
  };

  const total = data.anntMsgTotal + data.sysMsgTotal;
  const content = (
    <div style={{ width: POPOVER_WIDTH }}>
      <Tabs
        centered
        size="small"
        items={[
          {
            key: 'annt',
            label: t('notice.notices', { n: data.anntMsgTotal }),
            children: <NoticeList items={data.anntMsgList} onOpen={(i) => void openItem(i)} />,
          },
          {
            key: 'sys',
            label: t('notice.system', { n: data.sysMsgTotal }),
            children: <NoticeList items={data.sysMsgList} onOpen={(i) => void openItem(i)} />,
          },
        ]}
      />
      <div style={{ textAlign: 'center', borderTop: '1px solid rgba(5,5,5,0.06)', paddingTop: 8 }}>
        <Button
          type="link"
          onClick={() => {
            setOpen(false);
            navigate(MY_ANNOUNCEMENTS_PATH);
          }}
        >
          {t('notice.more')}
        </Button>
      </div>
    </div>
  );

  return (
    <>
      <Popover
        content={content}
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        styles={{ container: { width: POPOVER_WIDTH + 24 } }}
      >
        <Button type="text" aria-label={t('notice.bell')} data-testid="notice-bell">
          <Badge count={total} size="small" offset={[4, -2]}>
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Popover>
      <NoticeDetailModal announcement={detail} onClose={() => setDetail(null)} />
    </>
  );
}
