import { formFieldsOf, uploadBizOf } from '@yunzhan/common/entities/form-fields';
import { coordinatePairOf, type EntityDef, type Field } from '@yunzhan/common/entities/index';
import { Col, Form, type FormRule, Row } from 'antd';
import type { ReactNode } from 'react';
import CoordinatePairItem from './CoordinatePairItem';
import FieldInput from './FieldInput';
import { antdRulesOf } from './form-rules';
import { type EntityT, useEntityT } from './texts';

export type FormMode = 'add' | 'edit';

export type FieldRules = Readonly<Record<string, readonly FormRule[]>>;

/** What a screen may change in the schema's form items. */
export interface FormItemsOptions {
  /**
   * Rules replacing the schema's for some fields (the duplicate check of unique fields stays); a function gets
   * the edited row's id (undefined when adding), for checks that must leave that row out.
   */
  rules?: FieldRules | ((dataId: string | undefined) => FieldRules);
  /** Fields shown but not editable when editing (e.g. an account name). */
  lockedOnEdit?: readonly string[];
  /** Labels other than the schema's for some fields (e.g. by the kind of row edited). */
  labels?: Readonly<Record<string, string>>;
  /** Help texts under some fields. */
  extra?: Readonly<Record<string, ReactNode>>;
  /** Schema fields left out of the form (e.g. the fixed parent of a drawer's rows). */
  omit?: readonly string[];
  /**
   * Arranges the form: gets the schema fields' form items by name (in schema order) and returns what the form
   * shows; a screen adds its own `Form.Item`s here. Default: the schema's items in order.
   */
  layout?(items: Record<string, ReactNode>, mode: FormMode): ReactNode;
}

export interface EntityFormItemsProps extends FormItemsOptions {
  entity: EntityDef;
  mode: FormMode;
  /** The edited row's id (the duplicate check leaves it out). */
  dataId?: string;
  /** Two columns on wide screens; long texts and uploads keep the whole width. */
  twoColumns?: boolean;
}

const WIDE_KINDS: ReadonlySet<Field['kind']> = new Set([
  'textarea',
  'richText',
  'lines',
  'image',
  'file',
  'video',
  'links',
]);

/** The form items of a schema's editable fields by name, in schema order. */
export function entityFormItems(
  { entity, mode, dataId, rules, lockedOnEdit, labels, extra, omit, twoColumns }: Omit<EntityFormItemsProps, 'layout'>,
  t: EntityT,
): Record<string, ReactNode> {
  const fields = formFieldsOf(entity).filter(({ name }) => !omit?.includes(name));
  const overrides = typeof rules === 'function' ? rules(dataId) : rules;
  const pair = coordinatePairOf(entity.fields);
  const paired = pair && fields.some((f) => f.name === pair.longitude) && fields.some((f) => f.name === pair.latitude);
  return Object.fromEntries(
    fields.flatMap(({ name, field }) => {
      // A coordinate pair is one input, placed where its longitude is declared.
      if (paired && name === pair.latitude) return [];
      const disabled = field.readonly || (mode === 'edit' && !!lockedOnEdit?.includes(name));
      const item =
        paired && name === pair.longitude ? (
          <CoordinatePairItem
            key={name}
            names={pair}
            label={`${labels?.[name] ?? t.label(field)} / ${labels?.[pair.latitude] ?? t.label(entity.fields[pair.latitude])}`}
            disabled={disabled}
          />
        ) : (
          <Form.Item
            key={name}
            name={name}
            label={labels?.[name] ?? t.label(field)}
            rules={antdRulesOf(field, { entity, name, dataId }, overrides?.[name])}
            validateTrigger={field.unique ? ['onChange', 'onBlur'] : 'onChange'}
            extra={extra?.[name]}
          >
            <FieldInput field={field} biz={uploadBizOf(entity, field)} disabled={disabled} />
          </Form.Item>
        );
      const wide = WIDE_KINDS.has(field.kind);
      return [
        [
          name,
          twoColumns ? (
            <Col key={name} xs={24} md={wide ? 24 : 12}>
              {item}
            </Col>
          ) : (
            item
          ),
        ],
      ];
    }),
  );
}

/**
 * The form items of a schema (labels, widgets by field kind, the schema's rules and duplicate check), for any
 * antd `Form`: a modal, a drawer, a tab.
 */
export default function EntityFormItems({ layout, ...props }: EntityFormItemsProps) {
  const t = useEntityT();
  const items = entityFormItems(props, t);
  if (layout) return layout(items, props.mode);
  return props.twoColumns ? <Row gutter={16}>{Object.values(items)}</Row> : Object.values(items);
}
