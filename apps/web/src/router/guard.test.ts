import { describe, expect, it } from 'vitest';
import { decideNavigation, loginRedirect } from './guard';

const input = (pathname: string, over: Partial<Parameters<typeof decideNavigation>[0]> = {}) => ({
  pathname,
  search: '',
  hasToken: false,
  menuLoaded: false,
  ...over,
});

describe('navigation guard (spec §2)', () => {
  it.each(['/user/login', '/user/register', '/user/register-result', '/user/alteration'])(
    'lets %s through without a token',
    (path) => {
      expect(decideNavigation(input(path))).toEqual({ type: 'pass' });
    },
  );

  it('sends any other route to login with the full path as redirect query', () => {
    expect(decideNavigation(input('/system/user', { search: '?page=2' }))).toEqual({
      type: 'redirect',
      to: '/user/login?redirect=%2Fsystem%2Fuser%3Fpage%3D2',
    });
    expect(decideNavigation(input('/404'))).toEqual({ type: 'redirect', to: loginRedirect('/404') });
  });

  it('sends a signed-in visitor of the login page to the landing page', () => {
    expect(decideNavigation(input('/user/login', { hasToken: true, menuLoaded: true }))).toEqual({
      type: 'redirect',
      to: '/dashboard/analysis',
    });
    expect(decideNavigation(input('/user/login', { hasToken: true }))).toEqual({
      type: 'redirect',
      to: '/dashboard/analysis',
    });
  });

  it('loads the menu first, then continues to the requested path', () => {
    expect(decideNavigation(input('/cms/product', { hasToken: true }))).toEqual({ type: 'load-menu', next: null });
  });

  it('loads the menu first, then follows the redirect query', () => {
    expect(
      decideNavigation(input('/dashboard/analysis', { hasToken: true, search: '?redirect=%2Fcms%2Fproduct' })),
    ).toEqual({
      type: 'load-menu',
      next: '/cms/product',
    });
  });

  it('passes once the menu is loaded', () => {
    expect(decideNavigation(input('/cms/product', { hasToken: true, menuLoaded: true }))).toEqual({ type: 'pass' });
  });
});
