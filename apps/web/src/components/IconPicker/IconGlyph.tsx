import { iconComponent } from './icon-library';

/** One icon by name (lazy: it pulls in the icon library). */
export default function IconGlyph({ name }: { name?: string | null }) {
  const Icon = iconComponent(name);
  return Icon ? <Icon /> : null;
}
