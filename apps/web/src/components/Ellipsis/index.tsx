import { Tooltip } from 'antd';
import { ELLIPSIS_LENGTH, ellipsis } from './ellipsis';

/** A text cut to `length` characters; the whole text shows on hover when it was cut. */
export default function Ellipsis({ value, length = ELLIPSIS_LENGTH }: { value?: string | null; length?: number }) {
  const short = ellipsis(value, length);
  return short === (value ?? '') ? <span>{short}</span> : <Tooltip title={value}>{short}</Tooltip>;
}
