import { Empty, List, Tag, Typography } from 'antd';
import type { Announcement } from '../../api/announcement';
import { t } from '../../locales/i18n';
import { priorityTag } from './priority';

interface Props {
  items: readonly Announcement[];
  onOpen(item: Announcement): void;
}

/** The unread announcements of one tab of the bell, each with its priority tag. */
export default function NoticeList({ items, onOpen }: Props) {
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.none')} />;
  return (
    <List
      size="small"
      dataSource={[...items]}
      renderItem={(item) => {
        const tag = priorityTag(item.priority);
        return (
          <List.Item style={{ cursor: 'pointer', paddingInline: 0 }} onClick={() => onOpen(item)}>
            <List.Item.Meta
              title={
                <span data-testid="notice-item">
                  {tag && <Tag color={tag.color}>{tag.text}</Tag>}
                  <Typography.Text ellipsis style={{ maxWidth: 190 }}>
                    {item.titile}
                  </Typography.Text>
                </span>
              }
              description={item.sendTime ?? item.createTime}
            />
          </List.Item>
        );
      }}
    />
  );
}
