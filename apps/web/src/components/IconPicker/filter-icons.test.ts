import { describe, expect, it } from 'vitest';
import { filterIcons, kebabName, outlinedIconNames, shortName } from './filter-icons';

const NAMES = ['ArrowLeftOutlined', 'ArrowRightOutlined', 'HomeOutlined', 'UserAddOutlined', 'UserOutlined'];

describe('icon picker search', () => {
  it('keeps only outlined icon components, sorted', () => {
    const noop = () => null;
    const exports = {
      UserOutlined: noop,
      HomeOutlined: noop,
      HomeFilled: noop,
      createFromIconfontCN: noop,
      default: {},
    };
    expect(outlinedIconNames(exports)).toEqual(['HomeOutlined', 'UserOutlined']);
  });

  it('matches without case, spaces, dashes or the suffix', () => {
    expect(filterIcons(NAMES, 'arrow')).toEqual(['ArrowLeftOutlined', 'ArrowRightOutlined']);
    expect(filterIcons(NAMES, 'arrow left')).toEqual(['ArrowLeftOutlined']);
    expect(filterIcons(NAMES, 'Arrow-Left')).toEqual(['ArrowLeftOutlined']);
    expect(filterIcons(NAMES, 'USER')).toEqual(['UserAddOutlined', 'UserOutlined']);
    expect(filterIcons(NAMES, 'outlined')).toEqual([]);
  });

  it('returns everything for an empty search and nothing for an unknown one', () => {
    expect(filterIcons(NAMES, '  ')).toEqual(NAMES);
    expect(filterIcons(NAMES, 'zzz')).toEqual([]);
  });

  it('names icons for display', () => {
    expect(shortName('UserAddOutlined')).toBe('UserAdd');
    expect(kebabName('UserAddOutlined')).toBe('user-add');
  });
});
