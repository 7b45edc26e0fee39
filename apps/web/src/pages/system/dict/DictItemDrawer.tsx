import { PlusOutlined } from '@ant-design/icons';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { sysDictItem } from '@yunzhan/common/entities/system/index';
import { Button, Drawer, Form, Input, Table } from 'antd';
import { useMemo, useState } from 'react';
import { deleteRow, entityUrls, type Row } from '../../../api/entity';
import { entityColumns } from '../../../components/entity/columns';
import EntityDetailModal from '../../../components/entity/EntityDetailModal';
import EntityFormModal, { type FormTarget } from '../../../components/entity/EntityFormModal';
import EntitySearchForm from '../../../components/entity/EntitySearchForm';
import { actionColumn } from '../../../components/entity/RowActions';
import { useEntityT } from '../../../components/entity/texts';
import { useEntityPermissions } from '../../../components/entity/use-entity-permissions';
import { useListPage } from '../../../components/entity/use-list-page';
import { feedback } from '../../../utils/feedback';
import { itemValueRules } from './item-value-rules';

/** The dictionary whose items are configured. */
export interface DictRef {
  id: string;
  dictName: string;
  dictCode: string;
}

const { dictId: _dictId, ...itemFields } = sysDictItem.fields;
/** Items of one dictionary: the dictionary is fixed, so it is neither searched for nor entered. */
const ITEM_ENTITY: EntityDef = { ...sysDictItem, fields: itemFields };
const URLS = entityUrls(sysDictItem);

/** 字典配置: the items of one dictionary, searchable by text and status, with add, edit, details and delete. */
export default function DictItemDrawer({ dict, onClose }: { dict: DictRef | null; onClose(): void }) {
  return (
    <Drawer
      title={dict ? `字典配置：${dict.dictName}（${dict.dictCode}）` : ''}
      open={!!dict}
      size={860}
      maskClosable={false}
      destroyOnHidden
      onClose={onClose}
    >
      {dict && <DictItems dictId={dict.id} />}
    </Drawer>
  );
}

function DictItems({ dictId }: { dictId: string }) {
  const t = useEntityT();
  const can = useEntityPermissions(sysDictItem);
  const fixedParams = useMemo(() => ({ dictId }), [dictId]);
  const list = useListPage(ITEM_ENTITY, { listUrl: URLS.list, fixedParams });
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [detailRow, setDetailRow] = useState<Row | null>(null);

  const remove = async (row: Row) => {
    const response = await deleteRow(URLS.delete, row.id);
    if (!response.success) {
      feedback.message.warning(response.message);
      return;
    }
    feedback.message.success(response.message);
    void list.reload();
  };

  const editId = formTarget?.mode === 'edit' ? formTarget.id : undefined;
  return (
    <>
      <EntitySearchForm entity={ITEM_ENTITY} onSearch={list.search} onReset={list.reset} />
      {can.add && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ margin: '16px 0' }}
          onClick={() => setFormTarget({ mode: 'add' })}
        >
          {t('add')}
        </Button>
      )}
      <Table<Row>
        rowKey="id"
        size="middle"
        bordered
        style={can.add ? undefined : { marginTop: 16 }}
        scroll={{ x: 'max-content' }}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        onChange={(pagination, filters, sorter) => list.onTableChange(pagination, filters, sorter)}
        columns={[
          ...entityColumns(ITEM_ENTITY, list.isorter, t),
          actionColumn({
            title: t('actions'),
            width: 160,
            can,
            onEdit: (r) => setFormTarget({ mode: 'edit', id: r.id }),
            onDetail: setDetailRow,
            onDelete: remove,
          }),
        ]}
      />
      <EntityFormModal
        entity={ITEM_ENTITY}
        urls={URLS}
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={() => void list.reload()}
        rules={{ itemValue: itemValueRules(dictId, editId) }}
        layout={(items) => (
          <>
            {Object.values(items)}
            <Form.Item name="dictId" hidden initialValue={dictId}>
              <Input />
            </Form.Item>
          </>
        )}
      />
      <EntityDetailModal entity={ITEM_ENTITY} row={detailRow} onClose={() => setDetailRow(null)} />
    </>
  );
}
