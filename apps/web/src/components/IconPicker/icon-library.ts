import * as AntdIcons from '@ant-design/icons';
import type { ComponentType } from 'react';
import { outlinedIconNames } from './filter-icons';

/**
 * The whole @ant-design/icons library: only imported lazily (IconGrid, IconGlyph), so it lands in a chunk of its
 * own that loads when a picker is shown, never with the login page or the layout.
 */
const LIBRARY = AntdIcons as unknown as Readonly<Record<string, ComponentType | undefined>>;

export const OUTLINED_ICON_NAMES: readonly string[] = outlinedIconNames(LIBRARY);

export const iconComponent = (name: string | null | undefined): ComponentType | undefined =>
  name && OUTLINED_ICON_NAMES.includes(name) ? LIBRARY[name] : undefined;
