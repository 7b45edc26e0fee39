import type { MenuNode } from '../api/types';

/** A menu entry named by its path (tests and the build's sample shells). */
export const menuNode = (path: string, children?: MenuNode[], component = path): MenuNode => ({
  id: path,
  path,
  name: path,
  component,
  meta: { title: path },
  children,
});
