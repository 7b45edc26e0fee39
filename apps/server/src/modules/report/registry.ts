/**
 * The popup reports (contract §9 cgreport) until online reports exist: each is a fixed, read-only query over one
 * table of rows every signed-in user may already look up (they are table dictionaries or tree loaders too).
 * Nothing from the client names a table or a column: codes, fields and sort columns are looked up here.
 */
export interface ReportColumn {
  /** Column of the table, also the record key. */
  field: string;
  title: string;
  /** A plain dictionary translating the values. */
  dictCode?: string;
  /** Offered as a search field (substring match). */
  search?: boolean;
}

export interface ReportDef {
  /** Stable id (`cgRpConfigId`). */
  id: string;
  code: string;
  name: string;
  table: string;
  columns: readonly ReportColumn[];
  /** Equality filters every query carries (rows deleted logically are not offered). */
  where?: Readonly<Record<string, string | number>>;
  orderBy: string;
}

export const REPORTS: readonly ReportDef[] = [
  {
    id: 'rp_depart',
    code: 'report_depart',
    name: '部门',
    table: 'sys_depart',
    columns: [
      { field: 'depart_name', title: '机构名称', search: true },
      { field: 'org_code', title: '机构编码', search: true },
      { field: 'org_category', title: '机构类型', dictCode: 'org_category' },
      { field: 'mobile', title: '电话' },
    ],
    where: { del_flag: '0' },
    orderBy: 'org_code',
  },
  {
    id: 'rp_category',
    code: 'report_category',
    name: '分类字典',
    table: 'sys_category',
    columns: [
      { field: 'name', title: '类型名称', search: true },
      { field: 'code', title: '类型编码', search: true },
    ],
    orderBy: 'code',
  },
  {
    id: 'rp_position',
    code: 'report_position',
    name: '职务',
    table: 'sys_position',
    columns: [
      { field: 'code', title: '职务编码', search: true },
      { field: 'name', title: '职务名称', search: true },
    ],
    orderBy: 'code',
  },
];

const byCode = new Map(REPORTS.map((r) => [r.code, r]));
const byId = new Map(REPORTS.map((r) => [r.id, r]));

export const reportByCode = (code: string) => byCode.get(code);
export const reportById = (id: string) => byId.get(id);
