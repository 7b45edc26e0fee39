import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADD_BUTTON_SETTINGS } from '../../stores/storage-keys';
import EditableTable from '../EditableTable';
import { DEFAULT_ADD_SETTINGS, insertIndex, normalise, readAddSettings, SAVED_MESSAGE, saveAddSettings } from './rules';

afterEach(() => localStorage.clear());

describe('add-button settings rules', () => {
  it('defaults to one row at the bottom (spec §9) and checks each part on its own', () => {
    expect(readAddSettings('t')).toEqual({ rows: 1, position: 0 });
    expect(normalise({ rows: 3, position: 2 })).toEqual({ rows: 3, position: 2 });
    expect(normalise({ rows: 0, position: -1 })).toEqual(DEFAULT_ADD_SETTINGS);
    expect(normalise({ rows: 101, position: 1.5 })).toEqual(DEFAULT_ADD_SETTINGS);
    expect(normalise({ rows: '2', position: 3 })).toEqual({ rows: 1, position: 3 });
    expect(normalise(null, { rows: 4, position: 0 })).toEqual({ rows: 4, position: 0 });
  });

  it('stores every table under its own name in one key of its own', () => {
    saveAddSettings('a', { rows: 2, position: 1 });
    saveAddSettings('b', { rows: 5, position: 0 });
    expect(readAddSettings('a')).toEqual({ rows: 2, position: 1 });
    expect(readAddSettings('b')).toEqual({ rows: 5, position: 0 });
    expect(readAddSettings('constructor')).toEqual(DEFAULT_ADD_SETTINGS);
    expect(JSON.parse(localStorage.getItem(ADD_BUTTON_SETTINGS) ?? '{}').value).toEqual({
      a: { rows: 2, position: 1 },
      b: { rows: 5, position: 0 },
    });
    localStorage.setItem(ADD_BUTTON_SETTINGS, 'broken');
    expect(readAddSettings('a')).toEqual(DEFAULT_ADD_SETTINGS);
  });

  it('puts rows at the bottom for position 0 or beyond the rows, else before the n-th row', () => {
    expect(insertIndex(0, 3)).toBeUndefined();
    expect(insertIndex(4, 3)).toBeUndefined();
    expect(insertIndex(1, 3)).toBe(0);
    expect(insertIndex(3, 3)).toBe(2);
  });
});

describe('AddButtonSettings in the editable table', () => {
  it('saves rows and position with "saved successfully", and the add button follows them', async () => {
    const onChange = vi.fn();
    const onSaved = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <EditableTable
            columns={[{ key: 'name', title: '名称' }]}
            dataSource={[
              { id: 'a', name: '甲' },
              { id: 'b', name: '乙' },
            ]}
            addSettingsKey="test/table"
            onAddSettingsSaved={onSaved}
            onChange={onChange}
            dragSortKey=""
          />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '添加行设置' }));
    fireEvent.change(await screen.findByLabelText('每次新增行数'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('新增位置'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(SAVED_MESSAGE)).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith({ rows: 2, position: 1 });
    expect(readAddSettings('test/table')).toEqual({ rows: 2, position: 1 });

    fireEvent.click(screen.getByRole('button', { name: /新\s*增$/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const rows = onChange.mock.lastCall?.[0] as { id: string; name?: string }[];
    expect(rows.map((r) => r.name ?? null)).toEqual([null, null, '甲', '乙']);
  });
});
