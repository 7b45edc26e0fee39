import type { EditableColumn, SubTableConfig } from '../../components/EditableTable';
import { t } from '../../locales/i18n';

/** The feature demo: one column per cell type of spec §3, with rules of spec §5. */
export const demoColumns = (): EditableColumn[] => [
  {
    key: 'name',
    title: t('demo.et.name'),
    width: 160,
    validateRules: [{ required: true }, { unique: true }],
  },
  { key: 'code', title: t('demo.et.code'), width: 150, validateRules: [{ pattern: 'n6-16' }] },
  {
    key: 'kind',
    title: t('demo.et.kind'),
    type: 'select',
    width: 130,
    allowSearch: true,
    options: [
      { value: 'size', text: t('demo.et.size') },
      { value: 'weight', text: t('demo.et.weight') },
      { value: 'power', text: t('demo.et.power') },
    ],
    validateRules: [{ required: true }],
  },
  { key: 'qty', title: t('demo.et.qty'), type: 'inputNumber', width: 110, statistics: ['sum', 'average'] },
  { key: 'price', title: t('demo.et.price'), type: 'inputNumber', width: 110, validateRules: [{ pattern: 'money' }] },
  {
    key: 'subtotal',
    title: t('demo.et.subtotal'),
    type: 'slot',
    width: 100,
    slot: ({ row }) => {
      const n = Number(row.qty) * Number(row.price);
      return Number.isFinite(n) ? n.toFixed(2) : '';
    },
  },
  {
    key: 'enabled',
    title: t('demo.et.enabled'),
    type: 'checkbox',
    width: 70,
    customValue: ['Y', 'N'],
    defaultChecked: true,
  },
  { key: 'madeOn', title: t('demo.et.madeOn'), type: 'date' },
  { key: 'checkedAt', title: t('demo.et.checkedAt'), type: 'datetime' },
  {
    key: 'province',
    title: t('demo.et.province'),
    type: 'select',
    linkageKey: 'area',
    options: [
      { value: 'gd', text: t('demo.et.gd') },
      { value: 'zj', text: t('demo.et.zj') },
    ],
  },
  {
    key: 'city',
    title: t('demo.et.city'),
    type: 'select',
    linkageKey: 'area',
    options: [
      { value: 'gz', text: t('demo.et.gz'), parent: 'gd' },
      { value: 'sz', text: t('demo.et.sz'), parent: 'gd' },
      { value: 'hz', text: t('demo.et.hz'), parent: 'zj' },
      { value: 'nb', text: t('demo.et.nb'), parent: 'zj' },
    ],
  },
  {
    key: 'tags',
    title: t('demo.et.tags'),
    type: 'list_multi',
    width: 160,
    options: [
      { value: 'new', text: t('demo.et.new') },
      { value: 'hot', text: t('demo.et.hot') },
      { value: 'eol', text: t('demo.et.eol') },
    ],
  },
  {
    key: 'grade',
    title: t('demo.et.grade'),
    type: 'radio',
    width: 150,
    options: [
      { value: 'A', text: 'A' },
      { value: 'B', text: 'B' },
      { value: 'C', text: 'C' },
    ],
  },
  { key: 'sex', title: t('demo.et.sex'), type: 'sel_search', dictCode: 'sex' },
  { key: 'owner', title: t('demo.et.owner'), type: 'sel_user' },
  { key: 'depart', title: t('demo.et.depart'), type: 'sel_depart' },
  { key: 'attachment', title: t('demo.et.attachment'), type: 'file', width: 160, fieldExtendJson: '{"uploadnum":2}' },
  { key: 'remark', title: t('demo.et.remark'), type: 'input_pop', width: 160 },
  { key: 'status', title: t('demo.et.status'), type: 'hidden' },
];

export const demoRows = (): Record<string, unknown>[] => [
  { id: 'p1', name: t('demo.et.row1'), code: '100001', kind: 'size', qty: 2, price: 10.5, enabled: 'Y', grade: 'A' },
  { id: 'p2', name: t('demo.et.row2'), code: '100002', kind: 'weight', qty: 1, price: 3, enabled: 'N', grade: 'B' },
  {
    id: 'p3',
    name: t('demo.et.row3'),
    code: '100003',
    kind: 'power',
    qty: 4,
    price: 8,
    enabled: 'Y',
    status: 'locked',
  },
];

/** Each row's inspection records, shown in its sub-table popover (a new row has none yet). */
export const demoSubTable = (): SubTableConfig => ({
  columns: [
    { key: 'checkedAt', title: t('demo.et.checkedAt'), width: 170 },
    { key: 'result', title: t('demo.et.result'), width: 90 },
    { key: 'inspector', title: t('demo.et.inspector') },
  ],
  load: async (row) =>
    String(row.id).startsWith('p')
      ? [1, 2].map((n) => ({
          id: `${row.id}-${n}`,
          checkedAt: `2026-11-0${n} 10:00:00`,
          result: n === 1 ? t('demo.et.pass') : t('demo.et.repass'),
          inspector: n === 1 ? t('demo.et.inspector1') : t('demo.et.inspector2'),
        }))
      : [],
});

/** Rows whose status is 'locked' cannot be selected or edited. */
export const DEMO_DISABLED_ROWS = { status: 'locked' };

const BENCH_KINDS = ['input', 'inputNumber', 'select', 'checkbox', 'date'] as const;
const options = () =>
  (['demo.large.o1', 'demo.large.o2', 'demo.large.o3', 'demo.large.o4'] as const).map((key, i) => ({
    value: String(i),
    text: t(key),
  }));

/** The large demo (and the benchmark): 20 columns cycling through the common cell types, each with rules. */
export const largeColumns = (): EditableColumn[] =>
  Array.from({ length: 20 }, (_, i) => {
    const type = BENCH_KINDS[i % BENCH_KINDS.length];
    const key = `c${i}`;
    const title = t('demo.large.column', { n: i + 1 });
    if (type === 'select') return { key, title, type, options: options(), validateRules: [{ required: true }] };
    if (type === 'checkbox') return { key, title, type, width: 70, customValue: ['1', '0'] };
    if (type === 'inputNumber') return { key, title, type, validateRules: [{ required: true }, { pattern: 'money' }] };
    if (type === 'date') return { key, title, type, validateRules: [{ required: true }] };
    return { key, title, type, validateRules: i === 0 ? [{ required: true }, { unique: true }] : [{ required: true }] };
  });

export function largeRows(count: number, columns: readonly EditableColumn[]): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, r) => {
    const row: Record<string, unknown> = { id: `row${r}` };
    columns.forEach((c, i) => {
      if (c.type === 'select') row[c.key] = String((r + i) % 4);
      else if (c.type === 'checkbox') row[c.key] = r % 2 ? '1' : '0';
      else if (c.type === 'inputNumber') row[c.key] = ((r * 7 + i) % 1000) / 10;
      else if (c.type === 'date') row[c.key] = `2026-${String((r % 12) + 1).padStart(2, '0')}-15`;
      else
        row[c.key] = i === 0 ? t('demo.large.code', { n: r }) : t('demo.large.cell', { row: r + 1, column: c.title });
    });
    return row;
  });
}
