import { InputNumber, Space } from 'antd';
import { COORDINATE_PRECISION, type Coordinates } from './coordinates';

interface Props {
  value?: Coordinates;
  onChange?(value: Coordinates): void;
  disabled?: boolean;
}

/** Longitude and latitude of a point (service network); `coordinatesRule` checks them (not clamped: a wrong value is named). */
export default function CoordinateInput({ value = {}, onChange, disabled }: Props) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber
        aria-label="经度"
        style={{ width: '50%' }}
        placeholder="经度"
        precision={COORDINATE_PRECISION}
        disabled={disabled}
        value={value.longitude}
        onChange={(longitude) => onChange?.({ ...value, longitude })}
      />
      <InputNumber
        aria-label="纬度"
        style={{ width: '50%' }}
        placeholder="纬度"
        precision={COORDINATE_PRECISION}
        disabled={disabled}
        value={value.latitude}
        onChange={(latitude) => onChange?.({ ...value, latitude })}
      />
    </Space.Compact>
  );
}
