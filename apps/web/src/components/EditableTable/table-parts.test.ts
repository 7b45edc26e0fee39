import { describe, expect, it } from 'vitest';
import { cellRenderers, displayText } from './cell-types';
import { checkboxDefault } from './cells/CheckboxCell';
import { shortName, uploadLimit } from './cells/UploadCell';
import { columnWidth, markerWidth } from './column-layout';
import { linkageResets, linkedOptions } from './linkage';
import { selectionState, toggleAll, toggleSelection } from './selection';
import { footerKinds, statistic } from './statistics';
import type { EditableColumn, TableRow } from './types';

describe('cell types', () => {
  it('refuses a custom type named like a built-in type or a table column', () => {
    const custom = () => null;
    for (const name of ['input', 'select', 'row-number', 'row-checkbox', 'row-radio', 'row-expand', 'row-drag-sort']) {
      expect(() => cellRenderers({ [name]: custom })).toThrow(`自定义单元格类型“${name}”与内置类型重名`);
    }
    expect(cellRenderers({ rating: custom }).rating).toBe(custom);
  });

  it('shows option labels (comma-separated for multi-selects) while not edited', () => {
    const options = [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ];
    expect(displayText({ key: 's', title: '性别' }, '1,2', options)).toBe('男,女');
    expect(displayText({ key: 's', title: '性别' }, '', options)).toBe('');
    expect(displayText({ key: 'n', title: '名' }, 12, undefined)).toBe('12');
  });

  it('checkbox: the customValue pair, checked by defaultChecked', () => {
    expect(checkboxDefault({ key: 'c', title: 'c', type: 'checkbox' })).toBe(false);
    expect(
      checkboxDefault({ key: 'c', title: 'c', type: 'checkbox', customValue: ['Y', 'N'], defaultChecked: true }),
    ).toBe('Y');
    expect(checkboxDefault({ key: 'c', title: 'c', type: 'checkbox', customValue: ['Y', 'N'] })).toBe('N');
  });

  it('upload: uploadnum limits the files, 0 is unlimited; names cut at 5 characters', () => {
    expect(uploadLimit({ key: 'f', title: 'f', type: 'upload', fieldExtendJson: '{"uploadnum":2}' })).toBe(2);
    expect(uploadLimit({ key: 'f', title: 'f', type: 'upload', fieldExtendJson: '{"uploadnum":0}' })).toBe(0);
    expect(uploadLimit({ key: 'f', title: 'f', type: 'upload' })).toBe(0);
    expect(uploadLimit({ key: 'f', title: 'f', type: 'image' })).toBe(1);
    expect(shortName('temp/报价单2026.xlsx')).toBe('报价单20…');
    expect(shortName('temp/a.pdf')).toBe('a.pdf');
  });
});

describe('widths (spec §9)', () => {
  it('uses the type defaults, the own width, and never goes below the minimum', () => {
    expect(columnWidth({ key: 'a', title: 'a' })).toBe(120);
    expect(columnWidth({ key: 'a', title: 'a', type: 'datetime' })).toBe(200);
    expect(columnWidth({ key: 'a', title: 'a', type: 'sel_user' })).toBe(220);
    expect(columnWidth({ key: 'a', title: 'a', type: 'sel_depart' })).toBe(190);
    expect(columnWidth({ key: 'a', title: 'a', type: 'date', width: 100 })).toBe(135);
    expect(columnWidth({ key: 'a', title: 'a', width: 300 })).toBe(300);
    expect(markerWidth(false)).toBe(40);
    expect(markerWidth(true)).toBe(60);
  });
});

describe('selection', () => {
  it('single selection keeps one row, multiple toggles, select-all covers the selectable rows', () => {
    expect(toggleSelection(['a'], 'b', 'radio')).toEqual(['b']);
    expect(toggleSelection(['a'], 'b', 'checkbox')).toEqual(['a', 'b']);
    expect(toggleSelection(['a', 'b'], 'a', 'checkbox')).toEqual(['b']);
    expect(toggleAll(['a'], ['a', 'b'])).toEqual(['a', 'b']);
    expect(toggleAll(['a', 'b'], ['a', 'b'])).toEqual([]);
    expect(selectionState([], ['a'])).toBe('none');
    expect(selectionState(['a'], ['a', 'b'])).toBe('some');
    expect(selectionState(['b', 'a'], ['a', 'b'])).toBe('all');
  });
});

describe('statistics footer', () => {
  const rows = [
    { id: '1', n: 10 },
    { id: '2', n: '2.5' },
    { id: '3', n: '' },
    { id: '4', n: 'x' },
  ] as TableRow[];
  it('sums and averages the numeric cells', () => {
    expect(statistic(rows, 'n', 'sum')).toBe(12.5);
    expect(statistic(rows, 'n', 'average')).toBe(6.25);
    expect(statistic([], 'n', 'average')).toBe(0);
    expect(
      footerKinds([
        { key: 'a', title: 'a', statistics: ['average'] },
        { key: 'b', title: 'b', statistics: ['sum'] },
      ]),
    ).toEqual(['sum', 'average']);
  });
});

describe('linked selects', () => {
  const columns: EditableColumn[] = [
    {
      key: 'province',
      title: '省',
      type: 'select',
      linkageKey: 'area',
      options: [
        { value: 'gd', text: '广东' },
        { value: 'zj', text: '浙江' },
      ],
    },
    {
      key: 'city',
      title: '市',
      type: 'select',
      linkageKey: 'area',
      options: [
        { value: 'gz', text: '广州', parent: 'gd' },
        { value: 'hz', text: '杭州', parent: 'zj' },
      ],
    },
    { key: 'note', title: '备注' },
  ];
  it('filters a column by the previous column of its chain and clears the later ones on change', () => {
    expect(linkedOptions(columns, columns[0], {})?.map((o) => o.value)).toEqual(['gd', 'zj']);
    expect(linkedOptions(columns, columns[1], { province: 'zj' })?.map((o) => o.value)).toEqual(['hz']);
    // The table passes a copy of the column carrying loaded options: the chain is found by key.
    expect(linkedOptions(columns, { ...columns[1] }, { province: 'gd' })?.map((o) => o.value)).toEqual(['gz']);
    expect(linkedOptions(columns, columns[1], {})).toEqual([]);
    expect(linkageResets(columns, columns[0])).toEqual({ city: undefined });
    expect(linkageResets(columns, columns[2])).toEqual({});
  });
});
