import type { ReactNode } from 'react';
import { usePermission } from './use-permission';

interface Props {
  /** Permission code(s), e.g. 'system:user:add' or 'a,b' (any one suffices). */
  code: string | readonly string[];
  children: ReactNode;
  /** Rendered instead when the code is not granted. */
  fallback?: ReactNode;
}

/** Renders its children only when the user holds the button permission `code`. */
export default function Authorized({ code, children, fallback = null }: Props) {
  return usePermission().has(code) ? children : fallback;
}
