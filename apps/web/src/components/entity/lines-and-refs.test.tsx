import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { cmsAd } from '@yunzhan/common/entities/cms/index';
import type { LinesField } from '@yunzhan/common/entities/index';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import FieldInput from './FieldInput';
import LinesEditor from './LinesEditor';
import { searchParam } from './RefSelect';

describe('reference search', () => {
  it('turns typed text into a substring filter without query syntax', () => {
    expect(searchParam('横幅')).toBe('*横幅*');
    expect(searchParam(' a*b,c! ')).toBe('*abc*');
    expect(searchParam('*,')).toBeUndefined();
  });
});

describe('lines editor', { timeout: 20_000 }, () => {
  const field = cmsAd.fields.slides as LinesField;
  const renderEditor = (value: unknown, onChange = vi.fn()) => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <LinesEditor field={field} value={value} onChange={onChange} input={FieldInput} />
        </App>
      </QueryClientProvider>,
    );
    return onChange;
  };

  it('renders the editable table with one column per child form field', () => {
    renderEditor([{ id: 'keep-1', image: 'a.png', caption: '一', sortNo: 1 }]);
    for (const title of ['图片', '说明', '链接', '排序']) expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByDisplayValue('一')).toBeTruthy();
  });

  it('adds a row with the child defaults and a renumbered sortNo, sent without a temporary id', () => {
    const rows = [{ id: 'keep-1', image: 'a.png', caption: '一', sortNo: 1 }];
    const onChange = renderEditor(rows);
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    expect(onChange).toHaveBeenLastCalledWith([rows[0], { sortNo: 2 }]);
  });

  it('edits a cell keeping the row id, and checks the schema rules of the cell', async () => {
    const rows = [{ id: 'keep-1', image: 'a.png', caption: '一', link: '', sortNo: 1 }];
    const onChange = renderEditor(rows);
    fireEvent.change(screen.getByDisplayValue('一'), { target: { value: '一改' } });
    expect(onChange).toHaveBeenLastCalledWith([{ ...rows[0], caption: '一改' }]);
    const link = document.querySelector('[data-key="link"] input') as HTMLInputElement;
    fireEvent.change(link, { target: { value: 'not a url' } });
    expect(await screen.findByText('请输入正确的网址')).toBeTruthy();
  });
});
