import { DownOutlined } from '@ant-design/icons';
import { Button, Divider, Dropdown, Popconfirm } from 'antd';
import { Fragment } from 'react';
import { useEntityT } from '../../components/entity/texts';
import { feedback } from '../../utils/feedback';

/** An action of a row; shown only when `allowed`. */
export interface RowLink {
  key: string;
  label: string;
  onClick(): void;
  allowed?: boolean;
  /** Asked first. */
  confirm?: string;
  danger?: boolean;
}

/** The first actions of a row as links, the others under 更多 (those not allowed are left out). */
export default function RowLinks({ links, inline = 2 }: { links: readonly RowLink[]; inline?: number }) {
  const et = useEntityT();
  const shown = links.filter((l) => l.allowed !== false);
  const first = shown.slice(0, shown.length > inline + 1 ? inline : inline + 1);
  const rest = shown.slice(first.length);
  const link = (l: RowLink) =>
    l.confirm ? (
      <Popconfirm title={l.confirm} onConfirm={l.onClick}>
        <Button type="link" size="small" danger={l.danger}>
          {l.label}
        </Button>
      </Popconfirm>
    ) : (
      <Button type="link" size="small" danger={l.danger} onClick={l.onClick}>
        {l.label}
      </Button>
    );
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {first.map((l, i) => (
        <Fragment key={l.key}>
          {i > 0 && <Divider orientation="vertical" />}
          {link(l)}
        </Fragment>
      ))}
      {rest.length > 0 && (
        <>
          <Divider orientation="vertical" />
          <Dropdown
            menu={{
              items: rest.map((l) => ({ key: l.key, label: l.label, danger: l.danger })),
              onClick: ({ key }) => {
                const l = rest.find((r) => r.key === key);
                if (!l) return;
                if (l.confirm) feedback.modal.confirm({ title: l.confirm, onOk: l.onClick });
                else l.onClick();
              },
            }}
          >
            <Button type="link" size="small">
              {et('more')} <DownOutlined />
            </Button>
          </Dropdown>
        </>
      )}
    </span>
  );
}
