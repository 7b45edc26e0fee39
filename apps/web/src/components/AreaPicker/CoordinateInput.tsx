import { InputNumber, Space } from 'antd';
import { useT } from '../../locales/i18n';
import { COORDINATE_PRECISION, type Coordinates } from './coordinates';

interface Props {
  value?: Coordinates;
  onChange?(value: Coordinates): void;
  disabled?: boolean;
}

/** Longitude and latitude of a point (service network); `coordinatesRule` checks them (not clamped: a wrong value is named). */
export default function CoordinateInput({ value = {}, onChange, disabled }: Props) {
  const t = useT();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber
        aria-label={t('area.longitude')}
        style={{ width: '50%' }}
        placeholder={t('area.longitude')}
        precision={COORDINATE_PRECISION}
        disabled={disabled}
        value={value.longitude}
        onChange={(longitude) => onChange?.({ ...value, longitude })}
      />
      <InputNumber
        aria-label={t('area.latitude')}
        style={{ width: '50%' }}
        placeholder={t('area.latitude')}
        precision={COORDINATE_PRECISION}
        disabled={disabled}
        value={value.latitude}
        onChange={(latitude) => onChange?.({ ...value, latitude })}
      />
    </Space.Compact>
  );
}
