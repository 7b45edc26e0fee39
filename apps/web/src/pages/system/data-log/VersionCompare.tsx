import { entityOfTable } from '@yunzhan/common/entities/registry';
import { Table, type TableColumnsType, Typography } from 'antd';
import type { DataVersion } from '../../../api/data-log';
import { useEntityT } from '../../../components/entity/texts';
import { useT } from '../../../locales/i18n';

interface Line {
  field: string;
  label: string;
  a: string;
  b: string;
  changed: boolean;
}

const text = (v: unknown) => (v == null ? '' : typeof v === 'string' ? v : JSON.stringify(v));

function contentOf(v: DataVersion): Record<string, unknown> {
  try {
    const parsed = JSON.parse(v.dataContent) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Field by field, two versions of a row side by side; the fields that differ are marked. */
export default function VersionCompare({ versions }: { versions: readonly DataVersion[] }) {
  const t = useT();
  const et = useEntityT();
  const [a, b] = versions;
  if (!a || !b) return null;
  const entity = entityOfTable(a.dataTable);
  const left = contentOf(a);
  const right = contentOf(b);
  const labelOf = (name: string) => {
    const field = entity?.field(name);
    return field ? et.label(field) : name;
  };
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  const lines: Line[] = fields.map((field) => ({
    field,
    label: labelOf(field),
    a: text(left[field]),
    b: text(right[field]),
    changed: text(left[field]) !== text(right[field]),
  }));
  const head = (v: DataVersion) =>
    t('dataLog.versionHead', { n: v.dataVersion, who: v.createName ?? v.createBy ?? '', time: v.createTime });
  const cell = (value: string, line: Line) =>
    line.changed ? (
      <Typography.Text mark style={{ whiteSpace: 'pre-wrap' }}>
        {value}
      </Typography.Text>
    ) : (
      <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>
    );
  const columns: TableColumnsType<Line> = [
    { key: 'label', dataIndex: 'label', title: et('versionField'), width: 160 },
    { key: 'a', title: head(a), render: (_: unknown, l: Line) => cell(l.a, l) },
    { key: 'b', title: head(b), render: (_: unknown, l: Line) => cell(l.b, l) },
  ];
  return (
    <Table<Line>
      rowKey="field"
      size="small"
      columns={columns}
      dataSource={lines}
      pagination={false}
      scroll={{ y: 480 }}
      data-testid="version-compare"
    />
  );
}
