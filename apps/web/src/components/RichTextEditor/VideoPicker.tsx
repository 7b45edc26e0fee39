import { PlayCircleOutlined } from '@ant-design/icons';
import { cmsVideo } from '@yunzhan/common/entities/operations/index';
import { Alert, Empty, Flex, Input, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { entityUrls, listRows, type Row } from '../../api/entity';
import { failureOf } from '../../api/http';
import { t } from '../../locales/i18n';
import { fileAccessUrl } from '../../utils/file-url';
import styles from './RichTextEditor.module.css';

export interface PickedVideo {
  src: string;
  poster: string | null;
  title: string;
}

interface Props {
  onDone(video: PickedVideo | null): void;
}

const PAGE_SIZE = 24;

const minutes = (seconds: unknown) => {
  const s = Number(seconds);
  return Number.isFinite(s) && s > 0 ? `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}` : '';
};

/**
 * 插入视频: the published videos of 视频管理 in the current site (searched by title); the one chosen is embedded as a
 * player of its stored file with its cover.
 */
export default function VideoPicker({ onDone }: Props) {
  const [query, setQuery] = useState('');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string>();
  const [chosen, setChosen] = useState<Row>();

  useEffect(() => {
    let live = true;
    setRows(null);
    const title = query.trim() ? `*${query.trim()}*` : undefined;
    listRows(entityUrls(cmsVideo).list, { status: 'published', title, pageNo: 1, pageSize: PAGE_SIZE })
      .then((answer) => {
        if (!live) return;
        if (answer.success) setRows(answer.result.records);
        else setError(answer.message);
      })
      .catch((e: unknown) => live && setError(failureOf(e)?.serverMessage || t('rte.videoLoadFailed')));
    return () => {
      live = false;
    };
  }, [query]);

  const pick = (row: Row | undefined) =>
    row &&
    onDone({
      src: fileAccessUrl(String(row.file)),
      poster: row.cover ? fileAccessUrl(String(row.cover)) : null,
      title: String(row.title ?? ''),
    });

  return (
    <Modal
      open
      title={t('rte.insertVideo')}
      width={760}
      maskClosable={false}
      okText={t('rte.insert')}
      okButtonProps={{ disabled: !chosen }}
      onOk={() => pick(chosen)}
      onCancel={() => onDone(null)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('rte.videoHint')}</Typography.Paragraph>
      <Input.Search allowClear placeholder={t('rte.searchTitle')} onSearch={setQuery} style={{ marginBottom: 12 }} />
      {error ? (
        <Alert type="warning" showIcon title={error} />
      ) : rows === null ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : rows.length === 0 ? (
        <Empty description={t('rte.noVideos')} />
      ) : (
        <div className={styles.videoGrid} role="listbox" aria-label={t('rte.videos')}>
          {rows.map((row) => (
            <button
              key={row.id}
              type="button"
              role="option"
              aria-selected={chosen?.id === row.id}
              className={styles.videoTile}
              onClick={() => setChosen(row)}
              onDoubleClick={() => pick(row)}
            >
              {row.cover ? (
                <img src={fileAccessUrl(String(row.cover))} alt="" />
              ) : (
                <span className={styles.videoBlank}>
                  <PlayCircleOutlined />
                </span>
              )}
              <span className={styles.videoTitle}>{String(row.title ?? '')}</span>
              <span className={styles.videoMeta}>
                {String(row.category_dictText ?? '')} {minutes(row.duration)}
              </span>
            </button>
          ))}
        </div>
      )}
    </Modal>
  );
}
