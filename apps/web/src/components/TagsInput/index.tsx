import { formatTags, splitIntoTags } from '@yunzhan/common';
import { Flex, Input, Tag } from 'antd';
import { useState } from 'react';
import { t } from '../../locales/i18n';

interface Props {
  value?: string;
  onChange?(value: string): void;
  disabled?: boolean;
  placeholder?: string;
}

/** Tags input (spec §5): the text becomes 2-character tags joined by semicolons when the field is left. */
export default function TagsInput({ value, onChange, disabled, placeholder = t('tags.placeholder') }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const tags = splitIntoTags(value);
  return (
    <Flex vertical gap={6}>
      <Input
        value={draft ?? value ?? ''}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => {
          if (draft !== null) onChange?.(formatTags(draft));
          setDraft(null);
        }}
      />
      {tags.length > 0 && (
        <Flex wrap gap={4} aria-label={t('tags.label')}>
          {tags.map((tag, i) => (
            // Tags repeat; their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Tag key={i}>{tag}</Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
