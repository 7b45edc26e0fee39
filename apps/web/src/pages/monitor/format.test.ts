import { afterEach, describe, expect, it } from 'vitest';
import { useLanguage } from '../../locales/i18n';
import { duration } from './format';

describe('duration', () => {
  afterEach(() => useLanguage.setState({ language: 'zh-CN' }));

  it('reads in the interface language', () => {
    expect(duration(3 * 86_400 + 4 * 3600 + 5 * 60)).toBe('3天 4小时 5分');
    expect(duration(65)).toBe('1分 5秒');
    useLanguage.setState({ language: 'en-US' });
    expect(duration(3 * 86_400 + 4 * 3600 + 5 * 60)).toBe('3 d 4 h 5 min');
    expect(duration(2 * 3600 + 60)).toBe('2 h 1 min');
    expect(duration(65)).toBe('1 min 5 s');
  });
});
