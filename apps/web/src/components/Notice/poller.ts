/** Timers of the notice bell (spec §9). */
export const NOTICE_POLL_MS = 6000;

/**
 * Calls `load` now and then every `intervalMs`, and stops for good at the first failure (a rejected promise or
 * `false`), as the notice bell does (spec §4): a dead session or server must not be asked every 6 s.
 */
export function startPolling(load: () => Promise<boolean>, intervalMs = NOTICE_POLL_MS): { stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const tick = async () => {
    let good = false;
    try {
      good = await load();
    } catch {
      good = false;
    }
    if (good && !stopped) timer = setTimeout(tick, intervalMs);
  };
  void tick();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
