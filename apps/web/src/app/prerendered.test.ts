import { afterEach, describe, expect, it } from 'vitest';
import { applyDeferredStyles, takeOverPrerendered } from './prerendered';

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
