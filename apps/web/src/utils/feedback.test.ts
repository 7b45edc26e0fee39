import type { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLanguage } from '../locales/i18n';
import { withServerTexts } from './feedback';

type MessageApi = ReturnType<typeof App.useApp>['message'];

describe('withServerTexts', () => {
  afterEach(() => useLanguage.getState().setLanguage('zh-CN'));

  const api = () => {
    const show = vi.fn();
    const base = { info: show, success: show, warning: show, error: show, loading: show } as unknown as MessageApi;
    return { show, wrapped: withServerTexts(base) };
  };

  it('shows a known server message in English, given as text or as a message config', () => {
    useLanguage.getState().setLanguage('en-US');
    const { show, wrapped } = api();
    wrapped.warning('该编码【Z99】不存在，请核实!');
    expect(show).toHaveBeenLastCalledWith('The code [Z99] does not exist: check it!');
    wrapped.warning({ content: '该编码【Z99】不存在，请核实!', key: 'k' });
    expect(show).toHaveBeenLastCalledWith({ content: 'The code [Z99] does not exist: check it!', key: 'k' });
  });

  it('leaves messages as written in Chinese', () => {
    const { show, wrapped } = api();
    wrapped.error({ content: '该编码【Z99】不存在，请核实!', key: 'k' });
    expect(show).toHaveBeenLastCalledWith({ content: '该编码【Z99】不存在，请核实!', key: 'k' });
  });
});
