import { useState } from 'react';

const KEY = (user: string) => `WORKPLACE_PINS_${user}`;
const MAX = 12;

function read(user: string): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY(user)) ?? '[]');
    return Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

/** The menu paths a user pinned on 工作台 (kept in this browser, per user; at most 12). */
export function usePins(user: string) {
  const [pins, setPins] = useState(() => read(user));
  const save = (next: string[]) => {
    const kept = [...new Set(next)].slice(0, MAX);
    localStorage.setItem(KEY(user), JSON.stringify(kept));
    setPins(kept);
  };
  return { pins, save, max: MAX };
}
