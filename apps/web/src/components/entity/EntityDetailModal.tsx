import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { formFieldsOf, listFieldsOf } from '@yunzhan/common/entities/form-fields';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { Button, Descriptions, type DescriptionsProps, Modal, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { Row } from '../../api/entity';
import { displayValue } from './columns';
import ReviewStateAlert from './ReviewStateAlert';
import { useEntityT } from './texts';

interface Props {
  entity: EntityDef;
  /** null: closed. */
  row: Row | null;
  onClose(): void;
  /** More items after the listed fields (values the list does not show). */
  extraItems?(row: Row): NonNullable<DescriptionsProps['items']>;
}

/** 'detailed information' (spec §2): width 1200, fullscreen switch, every listed field with its dictionary text. */
export default function EntityDetailModal({ entity, row, onClose, extraItems }: Props) {
  const t = useEntityT();
  const [fullscreen, setFullscreen] = useState(false);
  const toggle = (
    <Tooltip title={fullscreen ? t('exitFullscreen') : t('fullscreen')}>
      <Button
        type="text"
        size="small"
        aria-label={fullscreen ? t('exitFullscreen') : t('fullscreen')}
        icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => setFullscreen(!fullscreen)}
      />
    </Tooltip>
  );

  return (
    <Modal
      title={
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, paddingInlineEnd: 32 }}>
          <span style={{ flex: 1 }}>{t('detailTitle')}</span>
          {toggle}
        </div>
      }
      open={!!row}
      width={fullscreen ? '100%' : 1200}
      style={fullscreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      styles={fullscreen ? { body: { minHeight: 'calc(100vh - 120px)' } } : undefined}
      mask={{ closable: false }}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <ReviewStateAlert entity={entity} row={row ?? undefined} />
      {row && (
        <Descriptions
          bordered
          column={2}
          size="middle"
          items={[
            ...listFieldsOf(entity).map(({ name, field }) => ({
              key: name,
              label: t.label(field),
              children: displayValue(name, field, row, t),
            })),
            ...(extraItems?.(row) ?? []),
          ]}
        />
      )}
      {/* Rich text is no list column, but it is what a content row says: in full below the fields. */}
      {row &&
        formFieldsOf(entity)
          .filter(({ name, field }) => field.kind === 'richText' && !field.list && row[name])
          .map(({ name, field }) => (
            <section key={name} style={{ marginTop: 16 }}>
              <Typography.Title level={5}>{field.label}</Typography.Title>
              {displayValue(name, field, row, t)}
            </section>
          ))}
    </Modal>
  );
}
