import type { LinksField, RefField } from '@yunzhan/common/entities/index';
import { entityNamed } from '@yunzhan/common/entities/registry';
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { listRows } from '../../api/entity';
import { useEntityT } from './texts';

interface Props {
  field: RefField | LinksField;
  /** An id (ref) or comma-joined ids (links). */
  value?: unknown;
  onChange?(value: unknown): void;
  disabled?: boolean;
  id?: string;
}

interface Option {
  value: string;
  label: string;
}

/** Rows offered per search. */
const PAGE_SIZE = 20;
const DEBOUNCE_MS = 300;

/** The search text as a substring filter: the characters that are query syntax are dropped. */
export const searchParam = (text: string) => {
  const clean = text.replace(/[*,!]/g, '').trim();
  return clean ? `*${clean}*` : undefined;
};

/**
 * A searchable select of rows of another entity (the server keeps it to the current site): types ahead on the
 * target's name field, shows the names of the chosen ids.
 */
export default function RefSelect({ field, value, onChange, disabled, id }: Props) {
  const t = useEntityT();
  const target = entityNamed(field.entity);
  const display = target?.display;
  const multi = field.kind === 'links';
  const ids = useMemo(() => (typeof value === 'string' && value ? value.split(',') : []), [value]);
  const [options, setOptions] = useState<Option[]>([]);
  const [known, setKnown] = useState<Record<string, string>>({});
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = async (params: Record<string, unknown>) => {
    if (!target || !display) return [];
    const response = await listRows(`${target.apiBase}/list`, { pageSize: PAGE_SIZE, ...params });
    const rows = response.success ? response.result.records : [];
    const found = rows.map((row) => ({ value: row.id, label: String(row[display] ?? row.id) }));
    setKnown((k) => ({ ...k, ...Object.fromEntries(found.map((o) => [o.value, o.label])) }));
    return found;
  };

  // Names of chosen ids the options do not hold yet.
  const missing = ids.filter((x) => !(x in known));
  const missingKey = missing.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetch once per set of unknown ids
  useEffect(() => {
    if (missingKey) void load({ id: missingKey, pageSize: missing.length });
  }, [missingKey]);

  const search = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      setLoading(true);
      try {
        setOptions(await load(display ? { [display]: searchParam(text) } : {}));
      } finally {
        setLoading(false);
      }
    }, DEBOUNCE_MS);
  };

  const shown: Option[] = [
    ...ids.filter((x) => !options.some((o) => o.value === x)).map((x) => ({ value: x, label: known[x] ?? x })),
    ...options,
  ];
  return (
    <Select
      id={id}
      style={{ width: '100%' }}
      mode={multi ? 'multiple' : undefined}
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
      onOpenChange={(open) => open && !options.length && search('')}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      disabled={disabled}
      options={shown}
      value={multi ? ids : (ids[0] ?? undefined)}
      onChange={(next: string | string[] | undefined) =>
        onChange?.(Array.isArray(next) ? (next.length ? next.join(',') : undefined) : next)
      }
      placeholder={t('selectPlaceholder', { label: t.label(field) })}
    />
  );
}
