import { DeleteOutlined, FileTextOutlined } from '@ant-design/icons';
import { Card, Empty, Popconfirm, Typography } from 'antd';
import { useT } from '../../locales/i18n';
import { QUERY_MESSAGES, type SavedQuery } from './rules';

interface Props {
  queries: readonly SavedQuery[];
  onLoad(query: SavedQuery): void;
  onDelete(title: string): void;
}

/** The saved queries of this page: click to load one, delete after confirming. */
export default function SavedQueries({ queries, onLoad, onDelete }: Props) {
  const t = useT();
  return (
    <Card size="small" title={t('query.saved')} styles={{ body: { maxHeight: 360, overflow: 'auto' } }}>
      {queries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('query.noSaved')} />
      ) : (
        queries.map((query) => (
          <div key={query.title} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
            <FileTextOutlined />
            <Typography.Link style={{ flex: 1 }} ellipsis onClick={() => onLoad(query)}>
              {query.title}
            </Typography.Link>
            <Popconfirm title={QUERY_MESSAGES.confirmDelete} onConfirm={() => onDelete(query.title)}>
              <DeleteOutlined
                aria-label={t('query.deleteSaved', { title: query.title })}
                style={{ color: '#999', cursor: 'pointer' }}
              />
            </Popconfirm>
          </div>
        ))
      )}
    </Card>
  );
}
