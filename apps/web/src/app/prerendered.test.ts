import { afterEach, describe, expect, it } from 'vitest';
import { applyDeferredStyles, queuePrerenderedSubmit, takeOverPrerendered } from './prerendered';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('taking over the prerendered login screen', () => {
  it('moves what was typed to React’s inputs as input events, keeps the focus and removes the screen', () => {
    document.body.innerHTML =
      '<div id="prerendered"><input id="username"><input id="password" type="password"></div>' +
      '<div id="root"><input id="username"><input id="password" type="password"></div>';
    const [typedName, typedPassword] = document.querySelectorAll<HTMLInputElement>('#prerendered input');
    typedName.value = 'admin';
    typedPassword.value = 'secret12';
    typedPassword.focus();
    const events: string[] = [];
    document.getElementById('root')?.addEventListener('input', (e) => {
      const input = e.target as HTMLInputElement;
      events.push(`${input.id}=${input.value}`);
    });

    takeOverPrerendered();

    expect(document.getElementById('prerendered')).toBeNull();
    expect(events).toEqual(['username=admin', 'password=secret12']);
    expect(document.activeElement).toBe(document.getElementById('password'));
  });

  it('carries again, once the commit is over, into a field that lost the value, never over new typing', async () => {
    document.body.innerHTML =
      '<div id="prerendered"><input id="username"><input id="password" type="password"></div>' +
      '<div id="root"><input id="username"><input id="password" type="password"></div>';
    const [typedName, typedPassword] = document.querySelectorAll<HTMLInputElement>('#prerendered input');
    typedName.value = 'admin';
    typedPassword.value = 'secret12';
    takeOverPrerendered();
    const name = document.getElementById('username') as HTMLInputElement;
    const password = document.getElementById('password') as HTMLInputElement;
    name.value = ''; // the event was dropped: React rendered the field empty again
    password.value = 'secret123'; // typed on after the take-over
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(name.value).toBe('admin');
    expect(password.value).toBe('secret123');
  });

  const SCREENS =
    '<div id="prerendered"><form><input id="username"><button type="button" data-submit>确定</button></form></div>' +
    '<div id="root"><form><input id="username"><button type="submit">确定</button></form></div>';

  /** What React's form held when it was submitted, or null. */
  function watchSubmit(): { value: string | null } {
    const seen = { value: null as string | null };
    document.querySelector('#root form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.value = (document.querySelector('#root input') as HTMLInputElement).value;
    });
    return seen;
  }

  it('keeps a 确定 clicked before React took over, and submits React’s form once it has the values', async () => {
    document.body.innerHTML = SCREENS;
    queuePrerenderedSubmit();
    const typed = document.querySelector<HTMLInputElement>('#prerendered input') as HTMLInputElement;
    typed.value = 'admin';
    document.querySelector<HTMLButtonElement>('#prerendered button')?.click();
    const submitted = watchSubmit();
    takeOverPrerendered();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(submitted.value).toBe('admin');
  });

  it('keeps an Enter in a prerendered field too; without either, nothing is submitted', async () => {
    document.body.innerHTML = SCREENS;
    queuePrerenderedSubmit();
    const typed = document.querySelector<HTMLInputElement>('#prerendered input') as HTMLInputElement;
    typed.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const submitted = watchSubmit();
    takeOverPrerendered();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(submitted.value).toBe('');

    document.body.innerHTML = SCREENS;
    queuePrerenderedSubmit();
    const untouched = watchSubmit();
    takeOverPrerendered();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(untouched.value).toBeNull();
  });

  it('does nothing on a page that was not prerendered', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => takeOverPrerendered()).not.toThrow();
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('applies the stylesheets held back from the first paint and answers once they have loaded', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/a.css" media="print" data-deferred>';
    let loaded = false;
    const applied = applyDeferredStyles().then(() => {
      loaded = true;
    });
    const link = document.querySelector('link');
    expect(link?.media).toBe('all');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).toBe(false);
    link?.dispatchEvent(new Event('load'));
    await applied;
    expect(loaded).toBe(true);
  });
});
