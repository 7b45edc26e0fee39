import { CloseCircleOutlined, FilterOutlined } from '@ant-design/icons';
import { Button, Col, Input, Modal, Row, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useT } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';
import type { QueryField } from './fields';
import QueryLines from './QueryLines';
import {
  checkSave,
  checkSearch,
  emptyLine,
  isQueryEmpty,
  linesOf,
  QUERY_MESSAGES,
  type QueryLine,
  type SavedQuery,
  type SuperQueryItem,
  type SuperQueryMatchType,
  withSaved,
} from './rules';
import SavedQueries from './SavedQueries';
import { readSavedQueries, writeSavedQueries } from './saved-queries';

interface Props {
  fields: readonly QueryField[];
  /** Where saved queries are kept: the save code or the route path (spec §9). */
  saveCode: string;
  /** Called with the conditions to apply; [] clears the advanced query. */
  onSearch(params: SuperQueryItem[], matchType: SuperQueryMatchType): void;
}

/** 高级查询构造器 (spec §2, §4, §5): the toolbar button with its active state, and the builder modal. */
export default function AdvancedQuery({ fields, saveCode, onSearch }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<QueryLine[]>(() => [emptyLine()]);
  const [matchType, setMatchType] = useState<SuperQueryMatchType>('and');
  const [active, setActive] = useState(false);
  const [saved, setSaved] = useState<SavedQuery[]>(() => readSavedQueries(saveCode));
  const [naming, setNaming] = useState<string | null>(null);

  const emit = (params: SuperQueryItem[], type: SuperQueryMatchType) => {
    setActive(params.length > 0);
    onSearch(params, type);
  };

  const search = () => {
    const check = checkSearch(lines);
    if (!check.ok) {
      feedback.message.warning(check.error);
      return;
    }
    emit(check.params, matchType);
    setOpen(false);
  };

  const reset = () => {
    setLines([emptyLine()]);
    emit([], matchType);
  };

  const storeSaved = (next: SavedQuery[]) => {
    setSaved(next);
    writeSavedQueries(saveCode, next);
  };

  const startSave = () => {
    if (isQueryEmpty(lines)) feedback.message.warning(QUERY_MESSAGES.emptySave);
    else setNaming('');
  };

  const finishSave = () => {
    const name = naming ?? '';
    const check = checkSave(lines, name, saved);
    if (!check.ok) {
      feedback.message.warning(check.error);
      return;
    }
    const save = () => {
      storeSaved(withSaved(saved, name, lines, matchType));
      setNaming(null);
      feedback.message.success(t('common.saved'));
    };
    if (check.overwrite) feedback.modal.confirm({ title: QUERY_MESSAGES.overwrite(name.trim()), onOk: save });
    else save();
  };

  const load = (query: SavedQuery) => {
    setLines(linesOf(query));
    setMatchType(query.matchType);
  };

  const button = (
    <Button
      icon={<FilterOutlined />}
      type={active ? 'primary' : 'default'}
      ghost={active}
      onClick={() => setOpen(true)}
    >
      {t('query.button')}
    </Button>
  );

  return (
    <>
      {active ? (
        <Tooltip
          title={
            <Space>
              {t('query.active')}
              <Button size="small" type="link" icon={<CloseCircleOutlined />} onClick={reset}>
                {t('common.clear')}
              </Button>
            </Space>
          }
        >
          {button}
        </Tooltip>
      ) : (
        button
      )}
      <Modal
        title={t('query.title')}
        open={open}
        width={1000}
        mask={{ closable: false }}
        onCancel={() => setOpen(false)}
        footer={
          <div style={{ display: 'flex' }}>
            <Button onClick={reset}>{t('common.reset')}</Button>
            <span style={{ flex: 1 }} />
            <Button onClick={startSave}>{t('query.save')}</Button>
            <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
            <Button type="primary" onClick={search}>
              {t('common.search')}
            </Button>
          </div>
        }
      >
        <Row gutter={16}>
          <Col span={18}>
            <Space style={{ marginBottom: 16 }}>
              {t('query.match')}
              <Select
                aria-label={t('query.matchLabel')}
                style={{ width: 240 }}
                options={[
                  { value: 'and', label: t('query.matchAnd') },
                  { value: 'or', label: t('query.matchOr') },
                ]}
                value={matchType}
                onChange={setMatchType}
              />
            </Space>
            <QueryLines fields={fields} lines={lines} onChange={setLines} />
          </Col>
          <Col span={6}>
            <SavedQueries
              queries={saved}
              onLoad={load}
              onDelete={(title) => storeSaved(saved.filter((q) => q.title !== title))}
            />
          </Col>
        </Row>
      </Modal>
      <Modal
        title={t('query.nameTitle')}
        open={naming !== null}
        width={400}
        mask={{ closable: false }}
        onCancel={() => setNaming(null)}
        onOk={finishSave}
      >
        <Input
          aria-label={t('query.nameLabel')}
          placeholder={t('query.nameTitle')}
          value={naming ?? ''}
          onChange={(event) => setNaming(event.target.value)}
          onPressEnter={finishSave}
        />
      </Modal>
    </>
  );
}
