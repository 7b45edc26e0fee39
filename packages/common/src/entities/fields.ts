import type { NamedPatternKey } from '../validation/patterns';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'richText'
  | 'number'
  | 'int'
  | 'money'
  | 'date'
  | 'datetime'
  | 'time'
  | 'dict'
  | 'tableDict'
  | 'ref'
  | 'switch'
  | 'file'
  | 'image'
  | 'video'
  | 'password'
  | 'secret'
  | 'lines'
  | 'links'
  | WidgetKind;

/** Kinds entered through a data-entry widget (see `WidgetField`). */
export const WIDGET_KINDS = [
  'cron',
  'area',
  'markdown',
  'code',
  'user',
  'depart',
  'dictSearch',
  'categoryTree',
  'tags',
] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/** How a value is stored and compared: text, whole number or decimal. */
export type ValueType = 'string' | 'int' | 'decimal';

/** Which widget the generated search form shows for the field. */
export type SearchHint = 'eq' | 'like' | 'range' | 'in';

export interface FieldOptions<V> {
  label: string;
  /** The label in the English interface. */
  en?: string;
  required?: boolean;
  /** Longest text (characters) or largest number. */
  max?: number;
  /** Shortest text (characters) or smallest number. */
  min?: number;
  pattern?: NamedPatternKey | RegExp;
  unique?: boolean;
  search?: SearchHint;
  /** Shown in the list (default true). */
  list?: boolean;
  /** Shown in add/edit forms (default true). */
  form?: boolean;
  /** Usable in list-query conditions (default true). */
  filterable?: boolean;
  sortable?: boolean;
  readonly?: boolean;
  /** Never listed, sorted, filtered, exported or used as a dictionary source. */
  sensitive?: boolean;
  default?: V;
  /** Database column; default the key in snake_case. */
  column?: string;
  width?: number;
  /** A key column of the list: at its right end beside the actions, kept in view when the list scrolls sideways. */
  pinned?: boolean;
}

interface BaseField<K extends FieldKind, V> {
  readonly kind: K;
  readonly valueType: ValueType;
  readonly label: string;
  readonly en?: string;
  readonly required: boolean;
  readonly unique: boolean;
  readonly readonly: boolean;
  readonly sensitive: boolean;
  readonly list: boolean;
  readonly form: boolean;
  readonly filterable: boolean;
  readonly sortable: boolean;
  readonly max?: number;
  readonly min?: number;
  readonly pattern?: NamedPatternKey | RegExp;
  readonly search?: SearchHint;
  readonly default?: V;
  readonly column?: string;
  readonly width?: number;
  readonly pinned?: boolean;
}

export type PlainField = BaseField<'text' | 'textarea' | 'richText' | 'date' | 'datetime' | 'time', string>;
export type SecretField = BaseField<'password' | 'secret', string>;
/** Which half of a map position a decimal field holds: the form pairs the two in one coordinate input. */
export type CoordinatePart = 'longitude' | 'latitude';
export interface NumberField extends BaseField<'number' | 'int' | 'money', number> {
  /** Decimal places shown and accepted. */
  readonly precision?: number;
  /** Pairing hint: this field and the entity's other half are entered together (`coordinatePairOf`). */
  readonly coordinate?: CoordinatePart;
}
export interface DictField<V extends string | number = string | number> extends BaseField<'dict', V> {
  readonly dictCode: string;
  /** Several comma-separated values. */
  readonly multi: boolean;
}
/** A dictionary read from another table: `select text from table where code = value` (contract §5.2). */
export interface TableDictSource {
  readonly table: string;
  readonly text: string;
  readonly code: string;
}
export interface TableDictField<V extends string | number = string | number> extends BaseField<'tableDict', V> {
  readonly dictTable: TableDictSource;
  readonly multi: boolean;
}
export interface RefField extends BaseField<'ref', string> {
  /** Name of the referenced entity, e.g. 'cms.product'. */
  readonly entity: string;
}
export interface SwitchField<V extends string | number = string | number> extends BaseField<'switch', V> {
  /** Stored values for on and off. */
  readonly options: readonly [on: V, off: V];
}
export interface FileField extends BaseField<'file' | 'image' | 'video', string> {
  /** Accepted extensions such as '.zip'. */
  readonly accept?: readonly string[];
  readonly multiple: boolean;
}

/**
 * Child rows of another entity (a sub-table): no column of its own; the children carry the parent's id in
 * `foreignKey`, are written in the parent's transaction and deleted with it.
 */
export interface LinesField extends BaseField<'lines', never> {
  /** Registry name of the child entity. */
  readonly entity: string;
  /** The child's field holding the parent id. */
  readonly foreignKey: string;
  /** Most children one parent may have. */
  readonly maxRows: number;
}

/**
 * Many-to-many references: a link table `<table>_<field>` holds (owner, target) pairs. The API reads and writes
 * the ids comma-joined, lists get their names in `<field>_dictText`, and `<field>=<id>` filters on a link.
 */
export interface LinksField extends BaseField<'links', string> {
  /** Registry name of the linked entity. */
  readonly entity: string;
  /** Most links one row may have. */
  readonly maxLinks: number;
  /**
   * The link table of `entity`'s own links field to this entity: this field edits the same pairs from the other
   * side (a product's compatible fittings are the fittings' compatible products), so both forms stay in step.
   */
  readonly inverseTable?: string;
}

/**
 * A text value entered through one of the data-entry widgets: a Quartz cron expression, an area code, Markdown,
 * source code, usernames, department ids, a searched table-dictionary value, category ids or semicolon tags.
 * Those naming rows of a table carry `dictTable`: the server checks the values exist and lists get their names in
 * `<field>_dictText`.
 */
export interface WidgetField extends BaseField<WidgetKind, string> {
  readonly dictTable?: TableDictSource;
  /** Several comma-joined values (user, depart, categoryTree). */
  readonly multi: boolean;
  /** The code editor's language. */
  readonly language?: string;
  /** categoryTree: code of the category whose descendants are offered (empty: all). */
  readonly pcode?: string;
}

export type Field =
  | WidgetField
  | LinksField
  | LinesField
  | PlainField
  | SecretField
  | NumberField
  | DictField
  | TableDictField
  | RefField
  | SwitchField
  | FileField;

/** The TypeScript type of a field's value (carried by the type of its `default`). */
export type FieldValue<F extends Field> = F extends LinesField ? Record<string, unknown>[] : NonNullable<F['default']>;

function build<K extends FieldKind, V>(kind: K, valueType: ValueType, o: FieldOptions<V>): BaseField<K, V> {
  const sensitive = o.sensitive ?? false;
  return {
    ...o,
    kind,
    valueType,
    required: o.required ?? false,
    unique: o.unique ?? false,
    readonly: o.readonly ?? false,
    sensitive,
    list: !sensitive && (o.list ?? true),
    form: o.form ?? true,
    filterable: !sensitive && (o.filterable ?? true),
    sortable: !sensitive && (o.sortable ?? true),
  };
}

export const text = (o: FieldOptions<string>): PlainField => build('text', 'string', o);
export const textarea = (o: FieldOptions<string>): PlainField => build('textarea', 'string', o);
export const richText = (o: FieldOptions<string>): PlainField => build('richText', 'string', o);
/** `YYYY-MM-DD`. */
export const date = (o: FieldOptions<string>): PlainField => build('date', 'string', o);
/** `YYYY-MM-DD HH:mm:ss`. */
export const datetime = (o: FieldOptions<string>): PlainField => build('datetime', 'string', o);
/** `HH:mm:ss`. */
export const time = (o: FieldOptions<string>): PlainField => build('time', 'string', o);

type NumberOptions = FieldOptions<number> & { precision?: number; coordinate?: CoordinatePart };
export const number = (o: NumberOptions): NumberField => build('number', 'decimal', o);
export const int = (o: FieldOptions<number>): NumberField => build('int', 'int', o);
export const money = (o: NumberOptions): NumberField => ({
  ...build('money', 'decimal', o),
  precision: o.precision ?? 2,
});

/** Options of dictionary fields: `numeric` when the column stores integers (e.g. `sys_user.status`). */
type DictOptions<V> = FieldOptions<V> & { multi?: boolean; numeric?: boolean };

export function dict(code: string, o: DictOptions<number> & { numeric: true }): DictField<number>;
export function dict(code: string, o: DictOptions<string> & { numeric?: false }): DictField<string>;
export function dict(code: string, o: DictOptions<string | number>): DictField {
  const { multi = false, numeric = false, ...rest } = o;
  return { ...build('dict', numeric ? 'int' : 'string', rest), dictCode: code, multi };
}

export function tableDict(source: TableDictSource, o: DictOptions<number> & { numeric: true }): TableDictField<number>;
export function tableDict(
  source: TableDictSource,
  o: DictOptions<string> & { numeric?: false },
): TableDictField<string>;
export function tableDict(source: TableDictSource, o: DictOptions<string | number>): TableDictField {
  const { multi = false, numeric = false, ...rest } = o;
  return { ...build('tableDict', numeric ? 'int' : 'string', rest), dictTable: { ...source }, multi };
}

/** The id of a row of another entity. */
export const ref = (entity: string, o: FieldOptions<string>): RefField => ({ ...build('ref', 'string', o), entity });

/** An on/off value, stored as 'Y'/'N' unless other `options` are given. */
export function switchField<V extends string | number = 'Y' | 'N'>(
  o: FieldOptions<V> & { options?: readonly [on: V, off: V] },
): SwitchField<NoInfer<V>> {
  const { options = ['Y', 'N'] as unknown as readonly [V, V], ...rest } = o;
  return { ...build('switch', typeof options[0] === 'number' ? 'int' : 'string', rest), options };
}

type FileOptions = FieldOptions<string> & { accept?: readonly string[]; multiple?: boolean };
// File keys mean nothing in an order: not sortable unless asked.
export const file = (o: FileOptions): FileField => ({
  ...build('file', 'string', { sortable: false, ...o }),
  multiple: o.multiple ?? false,
});
/** The picture types an image field accepts unless it says otherwise. */
export const WEB_IMAGES: readonly string[] = ['.png', '.jpg', '.jpeg', '.gif', '.webp'];
export const image = (o: FileOptions): FileField => ({
  ...build('image', 'string', { sortable: false, ...o }),
  multiple: o.multiple ?? false,
});
/** One mp4 video (uploaded in chunks when big). */
export const video = (o: Omit<FileOptions, 'multiple'>): FileField => ({
  ...build('video', 'string', { sortable: false, ...o }),
  accept: ['.mp4'],
  multiple: false,
});

/** Password hashes and salts: write-only, never read back by the generic endpoints. */
export const password = (o: FieldOptions<string>): SecretField =>
  build('password', 'string', { form: true, ...o, sensitive: true });
/** Tokens and keys: like `password`, but not a form field unless asked. */
export const secret = (o: FieldOptions<string>): SecretField =>
  build('secret', 'string', { form: false, ...o, sensitive: true });

/** Sub-table rows of the entity `entity` whose `foreignKey` field names the parent (see `LinesField`). */
export const lines = (
  entity: string,
  o: Pick<FieldOptions<never>, 'label' | 'en' | 'required'> & { foreignKey: string; maxRows?: number },
): LinesField => ({
  ...build('lines', 'string', { ...o, list: false, filterable: false, sortable: false }),
  entity,
  foreignKey: o.foreignKey,
  maxRows: o.maxRows ?? 1000,
});

/** Links to many rows of the entity `entity` (see `LinksField`). */
export const links = (
  entity: string,
  o: Pick<FieldOptions<string>, 'label' | 'en' | 'required' | 'list' | 'form' | 'width'> & {
    maxLinks?: number;
    inverseTable?: string;
  },
): LinksField => ({
  ...build('links', 'string', { ...o, sortable: false, search: 'eq' }),
  entity,
  maxLinks: o.maxLinks ?? 500,
  ...(o.inverseTable ? { inverseTable: o.inverseTable } : {}),
});

type WidgetOptions = FieldOptions<string>;
const widget = (kind: WidgetKind, o: WidgetOptions, more: Partial<WidgetField> = {}): WidgetField => ({
  ...build(kind, 'string', o),
  multi: false,
  ...more,
});
const BLOB = { sortable: false, filterable: false } as const;

/** A Quartz cron expression (7 parts), checked by the shared cron module. */
export const cron = (o: WidgetOptions): WidgetField => widget('cron', { max: 255, ...o });
/** A province, city or district code of China's area data (root 86). */
export const area = (o: WidgetOptions): WidgetField => widget('area', { max: 12, ...o });
export const markdown = (o: WidgetOptions): WidgetField => widget('markdown', { list: false, ...BLOB, ...o });
/** Source text edited in the code editor in `language` (one of the editor's modes). */
export const code = (o: WidgetOptions & { language?: string }): WidgetField => {
  const { language, ...rest } = o;
  return widget('code', { list: false, ...BLOB, ...rest }, { language });
};
/** Usernames chosen in the user picker. */
export const user = (o: WidgetOptions & { multi?: boolean }): WidgetField => {
  const { multi = false, ...rest } = o;
  return widget('user', rest, { multi, dictTable: { table: 'sys_user', text: 'realname', code: 'username' } });
};
/** Department ids chosen in the department picker. */
export const depart = (o: WidgetOptions & { multi?: boolean }): WidgetField => {
  const { multi = false, ...rest } = o;
  return widget('depart', rest, { multi, dictTable: { table: 'sys_depart', text: 'depart_name', code: 'id' } });
};
/** A value of a table dictionary found by typing (the search select). */
export const dictSearch = (source: TableDictSource, o: WidgetOptions): WidgetField =>
  widget('dictSearch', o, { dictTable: { ...source } });
/** Ids of the category dictionary (sys_category), under the category coded `pcode` when given. */
export const categoryTree = (o: WidgetOptions & { pcode?: string; multi?: boolean }): WidgetField => {
  const { pcode, multi = false, ...rest } = o;
  return widget('categoryTree', rest, { pcode, multi, dictTable: { table: 'sys_category', text: 'name', code: 'id' } });
};
/** 2-character tags joined by semicolons. */
export const tags = (o: WidgetOptions): WidgetField => widget('tags', o);

/** The table a field's values name (table dictionaries and the widgets that pick rows), if any. */
export function tableSourceOf(field: Field): { source: TableDictSource; multi: boolean } | undefined {
  if (field.kind === 'tableDict') return { source: field.dictTable, multi: field.multi };
  return 'dictTable' in field && field.dictTable ? { source: field.dictTable, multi: field.multi } : undefined;
}

export const isWidgetField = (field: Field): field is WidgetField =>
  (WIDGET_KINDS as readonly string[]).includes(field.kind);

/** The names of an entity's longitude and latitude fields when it declares both halves of a position. */
export function coordinatePairOf(
  fields: Readonly<Record<string, Field>>,
): { longitude: string; latitude: string } | undefined {
  const named = (part: CoordinatePart) =>
    Object.keys(fields).find((name) => {
      const f = fields[name];
      return f?.kind === 'number' && f.coordinate === part;
    });
  const longitude = named('longitude');
  const latitude = named('latitude');
  return longitude && latitude ? { longitude, latitude } : undefined;
}
