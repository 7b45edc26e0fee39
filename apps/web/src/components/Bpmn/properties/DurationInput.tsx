import { InputNumber, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { type MessageKey, useT } from '../../../locales/screens/workflow';
import { DURATION_UNITS, type DurationUnit, fromDuration, toDuration } from './duration-parts';

interface Props {
  id?: string;
  /** ISO 8601 duration (PT4H, P2D). */
  value?: string;
  onChange?(value: string | undefined): void;
  placeholder?: string;
}

/** A duration entered as a whole number and a unit, stored as ISO 8601; a text it cannot read is shown to fix. */
export default function DurationInput({ id, value, onChange, placeholder }: Props) {
  const t = useT();
  const parts = fromDuration(value);
  const [unit, setUnit] = useState<DurationUnit>(parts?.unit ?? 'H');
  const [amount, setAmount] = useState<number | null>(parts?.amount ?? null);
  useEffect(() => {
    const read = fromDuration(value);
    if (read) {
      setUnit(read.unit);
      setAmount(read.amount);
    } else if (!value) setAmount(null);
  }, [value]);
  const emit = (nextAmount: number | null, nextUnit: DurationUnit) =>
    onChange?.(toDuration({ amount: nextAmount ?? undefined, unit: nextUnit }));
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <InputNumber
          id={id}
          min={1}
          precision={0}
          style={{ width: '100%' }}
          placeholder={placeholder}
          value={amount}
          onChange={(n) => {
            setAmount(n);
            emit(n, unit);
          }}
        />
        <Select<DurationUnit>
          style={{ width: 96 }}
          value={unit}
          aria-label={t('bpmn.unit')}
          options={DURATION_UNITS.map((d) => ({ value: d.unit, label: t(`bpmn.unit.${d.unit}` as MessageKey) }))}
          onChange={(u) => {
            setUnit(u);
            emit(amount, u);
          }}
        />
      </Space.Compact>
      {value && !parts && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {t('bpmn.durationUnreadable', { value })}
        </Typography.Text>
      )}
    </>
  );
}
