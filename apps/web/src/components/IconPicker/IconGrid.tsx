import { Empty, Flex, Input, Segmented, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { t } from '../../locales/i18n';
import { filterIcons, shortName } from './filter-icons';
import styles from './IconGrid.module.css';
import { iconComponent, OUTLINED_ICON_NAMES } from './icon-library';

interface Props {
  value?: string | null;
  /** A recommended subset (e.g. the icons the side menu renders), offered first. */
  preferred?: readonly string[];
  preferredLabel?: string;
  onSelect(name: string): void;
}

/** The searchable grid of outlined icons (lazy: it pulls in the icon library). */
export default function IconGrid({ value, preferred, preferredLabel = t('icon.recommended'), onSelect }: Props) {
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<'preferred' | 'all'>(preferred?.length ? 'preferred' : 'all');
  const deferredQuery = useDeferredValue(query);
  const names = useMemo(() => {
    const base = scope === 'preferred' && preferred ? preferred.filter((n) => iconComponent(n)) : OUTLINED_ICON_NAMES;
    return filterIcons(base, deferredQuery);
  }, [scope, preferred, deferredQuery]);

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        {preferred?.length ? (
          <Segmented
            value={scope}
            onChange={setScope}
            options={[
              { value: 'preferred', label: preferredLabel },
              { value: 'all', label: t('icon.all') },
            ]}
          />
        ) : null}
        <Input.Search
          placeholder={t('icon.search')}
          allowClear
          autoFocus
          style={{ flex: 1, minWidth: 220 }}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Typography.Text type="secondary">{t('icon.count', { n: names.length })}</Typography.Text>
      </Flex>
      {names.length ? (
        <div className={styles.grid} role="listbox" aria-label={t('icon.icons')}>
          {names.map((name) => {
            const Icon = iconComponent(name);
            return (
              Icon && (
                <button
                  key={name}
                  type="button"
                  role="option"
                  aria-selected={name === value}
                  title={name}
                  className={`${styles.cell} ${name === value ? styles.selected : ''}`}
                  onClick={() => onSelect(name)}
                >
                  <span className={styles.glyph}>
                    <Icon />
                  </span>
                  <span className={styles.label}>{shortName(name)}</span>
                </button>
              )
            );
          })}
        </div>
      ) : (
        <Empty description={t('common.noData')} />
      )}
    </Flex>
  );
}
