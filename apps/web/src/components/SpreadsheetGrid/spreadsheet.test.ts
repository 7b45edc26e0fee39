import { describe, expect, it } from 'vitest';
import { fillFromAbove, parseTsv, pasteBlock, toTsvCell } from './spreadsheet';

describe('spreadsheet clipboard', () => {
  it('parses Excel text: tabs, CR LF, quoted cells, no row after the last line break', () => {
    expect(parseTsv('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseTsv('"x\ty"\t"say ""hi"""\n"two\nlines"\t')).toEqual([
      ['x\ty', 'say "hi"'],
      ['two\nlines', ''],
    ]);
    expect(parseTsv('one')).toEqual([['one']]);
    expect(parseTsv('')).toEqual([]);
  });

  it('writes cells Excel reads back', () => {
    expect(toTsvCell('a\tb')).toBe('"a\tb"');
    expect(toTsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(toTsvCell(null)).toBe('');
    expect(parseTsv(toTsvCell('a\n"b"'))).toEqual([['a\n"b"']]);
  });

  it('pastes a block from the active cell, adding rows and dropping columns past the last', () => {
    const rows = [
      { id: '1', a: '', b: '', c: '' },
      { id: '2', a: '', b: '', c: '' },
    ];
    const next = pasteBlock(rows, { rowIdx: 1, columnKey: 'b' }, ['a', 'b', 'c'], [['x', 'y', 'z'], ['p']], (i) => ({
      id: `n${i}`,
      a: '',
      b: '',
      c: '',
    }));
    expect(next).toEqual([
      { id: '1', a: '', b: '', c: '' },
      { id: '2', a: '', b: 'x', c: 'y' },
      { id: 'n2', a: '', b: 'p', c: '' },
    ]);
    expect(rows[1].b).toBe('');
    expect(pasteBlock(rows, { rowIdx: 1, columnKey: 'a' }, ['a'], [['x'], ['y']])).toHaveLength(2);
  });

  it('fills a cell from the one above', () => {
    const rows = [
      { id: '1', a: 'v' },
      { id: '2', a: '' },
    ];
    expect(fillFromAbove(rows, 1, 'a')[1].a).toBe('v');
    expect(fillFromAbove(rows, 0, 'a')).toEqual(rows);
  });
});
