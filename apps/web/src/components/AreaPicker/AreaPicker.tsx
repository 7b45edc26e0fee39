import { Alert, Cascader, Flex, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../locales/i18n';
import { AREA_ROOT, type AreaData, areaOptions, areaPath, loadAreaData } from './area-data';

export type AreaPickerType = 'cascader' | 'select';

interface Props {
  /** The code of the deepest chosen level. */
  value?: string | null;
  onChange?(code: string | undefined): void;
  /** 'cascader' (one field) or 'select' (one select per level). */
  type?: AreaPickerType;
  /** 1 province, 2 city, 3 district. */
  depth?: 1 | 2 | 3;
  disabled?: boolean;
  placeholder?: string;
  /** Cascader: a province or a city may be the answer too (search forms). */
  anyLevel?: boolean;
  id?: string;
}

const LEVEL_PLACEHOLDERS = ['area.province', 'area.city', 'area.district'] as const;

/** Province → city → district (spec §3, §8: an unknown type answers 'Bad type value'). */
export default function AreaPicker({
  value,
  onChange,
  type = 'cascader',
  depth = 3,
  disabled,
  placeholder,
  anyLevel = false,
  id,
}: Props) {
  const t = useT();
  const [data, setData] = useState<AreaData | null>(null);
  useEffect(() => {
    let live = true;
    void loadAreaData().then((d) => live && setData(d));
    return () => {
      live = false;
    };
  }, []);
  const path = useMemo(() => (data ? areaPath(data, value) : []), [data, value]);

  if (type !== 'cascader' && type !== 'select')
    return <Alert type="error" showIcon message={`Bad type value: ${type}`} />;
  if (type === 'cascader') {
    return (
      <Cascader
        id={id}
        style={{ width: '100%' }}
        loading={!data}
        disabled={disabled}
        placeholder={placeholder ?? t('area.placeholder')}
        options={data ? areaOptions(data, depth) : []}
        value={path}
        showSearch
        changeOnSelect={anyLevel}
        onChange={(codes) => onChange?.(codes?.length ? String(codes[codes.length - 1]) : undefined)}
      />
    );
  }
  return (
    <Flex gap={8}>
      {Array.from({ length: depth }, (_, level) => {
        const parent = level === 0 ? AREA_ROOT : path[level - 1];
        const options = parent && data?.[parent] ? Object.entries(data[parent]) : [];
        return (
          <Select
            key={LEVEL_PLACEHOLDERS[level]}
            style={{ flex: 1, minWidth: 110 }}
            loading={!data}
            disabled={disabled || (level > 0 && !parent)}
            placeholder={t(LEVEL_PLACEHOLDERS[level])}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={path[level]}
            options={options.map(([v, label]) => ({ value: v, label }))}
            onChange={(code?: string) => onChange?.(code ?? (level > 0 ? path[level - 1] : undefined))}
          />
        );
      })}
    </Flex>
  );
}
