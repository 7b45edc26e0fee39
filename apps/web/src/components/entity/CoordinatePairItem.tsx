import { Form, type FormRule, InputNumber } from 'antd';
import { CoordinateInput, type Coordinates, coordinatesError } from '../AreaPicker';

interface PairProps {
  /** The longitude's value and setter (the form item this input sits in). */
  value?: number | null;
  onChange?(value: number | undefined): void;
  latitudeName: string;
  disabled?: boolean;
}

/** `CoordinateInput` over two form fields: the longitude is this item's value, the latitude the other field's. */
function PairInput({ value, onChange, latitudeName, disabled }: PairProps) {
  const form = Form.useFormInstance();
  const latitude = Form.useWatch(latitudeName, form) as number | null | undefined;
  const change = (next: Coordinates) => {
    if (next.latitude !== latitude) form.setFieldValue(latitudeName, next.latitude ?? undefined);
    // Always through the longitude's item: it validates the pair.
    onChange?.(next.longitude ?? undefined);
  };
  return <CoordinateInput value={{ longitude: value, latitude }} onChange={change} disabled={disabled} />;
}

interface Props {
  names: { longitude: string; latitude: string };
  label: string;
  disabled?: boolean;
}

/**
 * The form item of a coordinate pair (fields with the `coordinate` hint): one labelled `CoordinateInput` bound to the
 * longitude field, the latitude in a hidden item of its own (so it is submitted), the ranges and the both-or-neither
 * rule checked together as the server checks them.
 */
export default function CoordinatePairItem({ names, label, disabled }: Props) {
  const pairRule: FormRule = ({ getFieldValue }) => ({
    validator() {
      const error = coordinatesError({
        longitude: getFieldValue(names.longitude),
        latitude: getFieldValue(names.latitude),
      });
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  });
  return (
    <>
      <Form.Item name={names.longitude} label={label} rules={[pairRule]} dependencies={[names.latitude]}>
        <PairInput latitudeName={names.latitude} disabled={disabled} />
      </Form.Item>
      <Form.Item name={names.latitude} hidden>
        <InputNumber />
      </Form.Item>
    </>
  );
}
