import { Tooltip, Typography } from 'antd';

interface Props {
  name: string;
  description: string | null;
  /** A second line under the name (a key). */
  sub?: string;
}

/** A name in a list, its description (when there is one) shown on hover, optionally its key beneath. */
export default function NameWithDescription({ name, description, sub }: Props) {
  const text = (
    <span>
      {name}
      {sub && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {sub}
        </Typography.Text>
      )}
    </span>
  );
  return description ? <Tooltip title={description}>{text}</Tooltip> : text;
}
