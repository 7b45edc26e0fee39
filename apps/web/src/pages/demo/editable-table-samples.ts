import type { EditableColumn, SubTableConfig } from '../../components/EditableTable';

/** The feature demo: one column per cell type of spec §3, with rules of spec §5. */
export const DEMO_COLUMNS: EditableColumn[] = [
  {
    key: 'name',
    title: '参数名称',
    width: 160,
    validateRules: [{ required: true }, { unique: true }],
  },
  { key: 'code', title: '参数编码', width: 150, validateRules: [{ pattern: 'n6-16' }] },
  {
    key: 'kind',
    title: '类型',
    type: 'select',
    width: 130,
    allowSearch: true,
    options: [
      { value: 'size', text: '尺寸' },
      { value: 'weight', text: '重量' },
      { value: 'power', text: '功率' },
    ],
    validateRules: [{ required: true }],
  },
  { key: 'qty', title: '数量', type: 'inputNumber', width: 110, statistics: ['sum', 'average'] },
  { key: 'price', title: '单价', type: 'inputNumber', width: 110, validateRules: [{ pattern: 'money' }] },
  {
    key: 'subtotal',
    title: '小计',
    type: 'slot',
    width: 100,
    slot: ({ row }) => {
      const n = Number(row.qty) * Number(row.price);
      return Number.isFinite(n) ? n.toFixed(2) : '';
    },
  },
  { key: 'enabled', title: '启用', type: 'checkbox', width: 70, customValue: ['Y', 'N'], defaultChecked: true },
  { key: 'madeOn', title: '生产日期', type: 'date' },
  { key: 'checkedAt', title: '检验时间', type: 'datetime' },
  {
    key: 'province',
    title: '省份',
    type: 'select',
    linkageKey: 'area',
    options: [
      { value: 'gd', text: '广东' },
      { value: 'zj', text: '浙江' },
    ],
  },
  {
    key: 'city',
    title: '城市',
    type: 'select',
    linkageKey: 'area',
    options: [
      { value: 'gz', text: '广州', parent: 'gd' },
      { value: 'sz', text: '深圳', parent: 'gd' },
      { value: 'hz', text: '杭州', parent: 'zj' },
      { value: 'nb', text: '宁波', parent: 'zj' },
    ],
  },
  {
    key: 'tags',
    title: '标签',
    type: 'list_multi',
    width: 160,
    options: [
      { value: 'new', text: '新品' },
      { value: 'hot', text: '热销' },
      { value: 'eol', text: '停产' },
    ],
  },
  {
    key: 'grade',
    title: '等级',
    type: 'radio',
    width: 150,
    options: [
      { value: 'A', text: 'A' },
      { value: 'B', text: 'B' },
      { value: 'C', text: 'C' },
    ],
  },
  { key: 'sex', title: '适用性别', type: 'sel_search', dictCode: 'sex' },
  { key: 'owner', title: '负责人', type: 'sel_user' },
  { key: 'depart', title: '所属部门', type: 'sel_depart' },
  { key: 'attachment', title: '附件', type: 'file', width: 160, fieldExtendJson: '{"uploadnum":2}' },
  { key: 'remark', title: '备注', type: 'input_pop', width: 160 },
  { key: 'status', title: '状态', type: 'hidden' },
];

export const DEMO_ROWS: Record<string, unknown>[] = [
  { id: 'p1', name: '屏幕尺寸', code: '100001', kind: 'size', qty: 2, price: 10.5, enabled: 'Y', grade: 'A' },
  { id: 'p2', name: '整机重量', code: '100002', kind: 'weight', qty: 1, price: 3, enabled: 'N', grade: 'B' },
  { id: 'p3', name: '额定功率', code: '100003', kind: 'power', qty: 4, price: 8, enabled: 'Y', status: 'locked' },
];

/** Each row's inspection records, shown in its sub-table popover (a new row has none yet). */
export const DEMO_SUB_TABLE: SubTableConfig = {
  columns: [
    { key: 'checkedAt', title: '检验时间', width: 170 },
    { key: 'result', title: '检验结果', width: 90 },
    { key: 'inspector', title: '检验员' },
  ],
  load: async (row) =>
    String(row.id).startsWith('p')
      ? [1, 2].map((n) => ({
          id: `${row.id}-${n}`,
          checkedAt: `2026-11-0${n} 10:00:00`,
          result: n === 1 ? '合格' : '复检合格',
          inspector: n === 1 ? '张伟' : '李娜',
        }))
      : [],
};

/** Rows whose status is 'locked' cannot be selected or edited. */
export const DEMO_DISABLED_ROWS = { status: 'locked' };

const BENCH_KINDS = ['input', 'inputNumber', 'select', 'checkbox', 'date'] as const;
const OPTIONS = ['甲', '乙', '丙', '丁'].map((text, i) => ({ value: String(i), text }));

/** The large demo (and the benchmark): 20 columns cycling through the common cell types, each with rules. */
export const LARGE_COLUMNS: EditableColumn[] = Array.from({ length: 20 }, (_, i) => {
  const type = BENCH_KINDS[i % BENCH_KINDS.length];
  const key = `c${i}`;
  const title = `列${i + 1}`;
  if (type === 'select') return { key, title, type, options: OPTIONS, validateRules: [{ required: true }] };
  if (type === 'checkbox') return { key, title, type, width: 70, customValue: ['1', '0'] };
  if (type === 'inputNumber') return { key, title, type, validateRules: [{ required: true }, { pattern: 'money' }] };
  if (type === 'date') return { key, title, type, validateRules: [{ required: true }] };
  return { key, title, type, validateRules: i === 0 ? [{ required: true }, { unique: true }] : [{ required: true }] };
});

export function largeRows(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, r) => {
    const row: Record<string, unknown> = { id: `row${r}` };
    LARGE_COLUMNS.forEach((c, i) => {
      if (c.type === 'select') row[c.key] = String((r + i) % 4);
      else if (c.type === 'checkbox') row[c.key] = r % 2 ? '1' : '0';
      else if (c.type === 'inputNumber') row[c.key] = ((r * 7 + i) % 1000) / 10;
      else if (c.type === 'date') row[c.key] = `2026-${String((r % 12) + 1).padStart(2, '0')}-15`;
      else row[c.key] = i === 0 ? `编码${r}` : `第${r + 1}行${c.title}`;
    });
    return row;
  });
}
