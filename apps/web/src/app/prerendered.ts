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

/** A submit (its 确定, or Enter in a field) made on the prerendered screen before React took it over. */
let submitQueued = false;

function keepSubmit(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest('#prerendered')) return;
  if (event.type === 'click' ? target.closest('[data-submit]') : (event as KeyboardEvent).key === 'Enter') {
    submitQueued = true;
  }
}

/**
 * Keeps a submit of the prerendered login screen (it cannot submit itself: no script is there yet) for
 * `takeOverPrerendered` to replay on React's form. Called by the page's early script, which may run before the
 * screen is parsed: it listens on the document, and marks the screen `data-submit-queue` once it is there.
 */
export function queuePrerenderedSubmit(): void {
  if (typeof document === 'undefined') return;
  submitQueued = false;
  document.addEventListener('click', keepSubmit, true);
  document.addEventListener('keydown', keepSubmit, true);
  const mark = () => {
    const prerendered = container();
    if (prerendered) prerendered.setAttribute('data-submit-queue', '');
    else stopKeeping();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mark, { once: true });
  else mark();
}

/** Submits React's form (of the field that had the focus, else the first) when a submit was kept. */
function stopKeeping(): void {
  document.removeEventListener('click', keepSubmit, true);
  document.removeEventListener('keydown', keepSubmit, true);
}

function replayQueuedSubmit(focusedId: string): void {
  stopKeeping();
  if (!submitQueued) return;
  submitQueued = false;
  const focused = focusedId ? document.getElementById(focusedId) : null;
  const form = focused?.closest('form') ?? document.querySelector('#root form');
  form?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
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
 * of the same id, the focused field keeps the focus, and a submit made meanwhile is made on React's form.
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
  // lost, the password typed later kept): once the commit is over, carry again into the fields still empty. A
  // submit kept from the prerendered screen goes then, with the values in place.
  setTimeout(() => {
    carryAll(true);
    replayQueuedSubmit(focusedId);
  }, 0);
  const focused = focusedId ? document.getElementById(focusedId) : null;
  if (focused instanceof HTMLInputElement) {
    focused.focus();
    focused.setSelectionRange(focused.value.length, focused.value.length);
  }
}
