/**
 * The login screen the build prerendered into the page (apps/web/build/prerender-login.ts) shows before any script
 * runs; React renders the real one hidden beside it (global.css) and takes over at its first commit.
 */
const container = () => (typeof document === 'undefined' ? null : document.getElementById('prerendered'));

/** What was typed into a prerendered input (by its id) before React took over. */
export function prerenderedValue(id: string): string | undefined {
  return container()?.querySelector<HTMLInputElement>(`input#${id}`)?.value || undefined;
}

/** The prerendered page holds back the full stylesheet so it cannot delay the first paint: apply it now. */
export function applyDeferredStyles(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred]')) link.media = 'all';
}

/** Replaces the prerendered screen by React's (call at React's first commit); the focused field keeps focus. */
export function takeOverPrerendered(): void {
  const prerendered = container();
  if (!prerendered) return;
  const active = document.activeElement;
  const focusedId = active instanceof HTMLElement && prerendered.contains(active) ? active.id : '';
  prerendered.remove();
  const input = focusedId ? document.getElementById(focusedId) : null;
  if (input instanceof HTMLInputElement) {
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }
}
