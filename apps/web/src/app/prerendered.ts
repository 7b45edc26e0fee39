/**
 * The login screen the build prerendered into the page (apps/web/build/prerender-login.ts) shows before any script
 * runs; React renders the real one hidden beside it (global.css) and takes over at its first commit.
 */
const container = () => (typeof document === 'undefined' ? null : document.getElementById('prerendered'));

/** Gives React's input what was typed into its prerendered twin, as typing would (React sees an input event). */
function carryValue(from: HTMLInputElement, to: HTMLInputElement): void {
  if (from.type === 'checkbox' || from.type === 'radio' || to.type !== from.type) return;
  if (!from.value || from.value === to.value) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(to, from.value);
  to.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Past this the app renders even if a held-back stylesheet has not loaded (a failed load also ends the wait). */
const STYLES_WAIT_MS = 5_000;

/**
 * The prerendered pages hold back the full stylesheet so it cannot delay their first paint: apply it now. Resolves
 * once it has loaded, so the app's first render is not unstyled.
 */
export function applyDeferredStyles(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred]')];
  const loads = links.map((link) => {
    link.media = 'all';
    if (link.sheet) return Promise.resolve();
    return new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    });
  });
  return Promise.race([
    Promise.all(loads).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, STYLES_WAIT_MS)),
  ]);
}

/**
 * Replaces the prerendered screen by React's (call at React's first commit): what was typed moves to React's inputs
 * of the same id, and the focused field keeps the focus.
 */
export function takeOverPrerendered(): void {
  const prerendered = container();
  if (!prerendered) return;
  const typed = [...prerendered.querySelectorAll<HTMLInputElement>('input[id]')];
  const active = document.activeElement;
  const focusedId = active instanceof HTMLElement && prerendered.contains(active) ? active.id : '';
  prerendered.remove();
  const carryAll = (onlyIntoEmpty: boolean) => {
    for (const input of typed) {
      const twin = document.getElementById(input.id);
      if (twin instanceof HTMLInputElement && !(onlyIntoEmpty && twin.value)) carryValue(input, twin);
    }
  };
  carryAll(false);
  // An input event dispatched inside React's commit can be dropped on a busy page (seen in CI: the account name
  // lost, the password typed later kept): once the commit is over, carry again into the fields still empty.
  setTimeout(() => carryAll(true), 0);
  const focused = focusedId ? document.getElementById(focusedId) : null;
  if (focused instanceof HTMLInputElement) {
    focused.focus();
    focused.setSelectionRange(focused.value.length, focused.value.length);
  }
}
