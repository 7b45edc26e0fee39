import { useSyncExternalStore } from 'react';

/** Spec §2: under 768 px mobile; under 1088 px the sidebar starts closed; otherwise desktop. */
export type Device = 'mobile' | 'tablet' | 'desktop';

export const MOBILE_MAX = 767;
export const TABLET_MAX = 1087;

export function deviceForWidth(width: number): Device {
  if (width <= MOBILE_MAX) return 'mobile';
  if (width <= TABLET_MAX) return 'tablet';
  return 'desktop';
}

const QUERIES = [`(max-width: ${MOBILE_MAX}px)`, `(max-width: ${TABLET_MAX}px)`];

function subscribe(onChange: () => void): () => void {
  const lists = QUERIES.map((q) => window.matchMedia(q));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

export function useDevice(): Device {
  return useSyncExternalStore(subscribe, () => deviceForWidth(window.innerWidth));
}
