import { CloseCircleOutlined, FilterOutlined } from '@ant-design/icons';
import { Button, Col, Input, Modal, Row, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
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

const MATCH_OPTIONS = [
  { value: 'and', label: 'AND（所有条件都要求匹配）' },
  { value: 'or', label: 'OR（条件中的任意一个匹配）' },
];

/** 高级查询构造器 (spec §2, §4, §5): the toolbar button with its active state, and the builder modal. */
export default function AdvancedQuery({ fields, saveCode, onSearch }: Props) {
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
      feedback.message.success('保存成功');
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
      高级查询
    </Button>
  );

  return (
    <>
      {active ? (
        <Tooltip
          title={
            <Space>
              已有高级查询条件生效
              <Button size="small" type="link" icon={<CloseCircleOutlined />} onClick={reset}>
                清空
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
        title="高级查询构造器"
        open={open}
        width={1000}
        mask={{ closable: false }}
        onCancel={() => setOpen(false)}
        footer={
          <div style={{ display: 'flex' }}>
            <Button onClick={reset}>重置</Button>
            <span style={{ flex: 1 }} />
            <Button onClick={startSave}>保存查询条件</Button>
            <Button onClick={() => setOpen(false)}>关闭</Button>
            <Button type="primary" onClick={search}>
              查询
            </Button>
          </div>
        }
      >
        <Row gutter={16}>
          <Col span={18}>
            <Space style={{ marginBottom: 16 }}>
              过滤条件匹配：
              <Select
                aria-label="过滤条件匹配"
                style={{ width: 240 }}
                options={MATCH_OPTIONS}
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
        title="请输入保存的名称"
        open={naming !== null}
        width={400}
        mask={{ closable: false }}
        onCancel={() => setNaming(null)}
        onOk={finishSave}
      >
        <Input
          aria-label="保存名称"
          placeholder="请输入保存的名称"
          value={naming ?? ''}
          onChange={(event) => setNaming(event.target.value)}
          onPressEnter={finishSave}
        />
      </Modal>
    </>
  );
}
