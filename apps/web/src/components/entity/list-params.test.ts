import { cmsServiceNetwork } from '@yunzhan/common/entities/service/index';
import { sysPosition } from '@yunzhan/common/entities/system/index';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  buildListParams,
  defaultSorter,
  exportParams,
  type ListState,
  searchToQuery,
  sorterFromTable,
} from './list-params';
import { entityText } from './texts';
import { paginationConfig } from './use-list-page';

const state = (over: Partial<ListState> = {}): ListState => ({
  queryParam: {},
  isorter: defaultSorter(sysPosition),
  filters: {},
  superQueryParams: [],
  superQueryMatchType: 'and',
  current: 1,
  pageSize: 10,
  ...over,
});

describe('list page state → list parameters (contract §4)', () => {
  it('starts sorted by createTime desc on page 1 of 10', () => {
    expect(buildListParams(state())).toEqual({ column: 'createTime', order: 'desc', pageNo: 1, pageSize: 10 });
  });

  it('adds search values and filters, drops empty values, encodes the advanced query with its match type', () => {
    const params = buildListParams(
      state({
        queryParam: { name: '*经理*', code: '' },
        filters: { postRank: '1,2' },
        superQueryParams: [{ field: 'code', rule: 'eq', val: 'P1' }],
        superQueryMatchType: 'or',
        current: 3,
        pageSize: 20,
      }),
    );
    expect(params).toMatchObject({
      name: '*经理*',
      postRank: '1,2',
      pageNo: 3,
      pageSize: 20,
      superQueryMatchType: 'or',
    });
    expect(params).not.toHaveProperty('code');
    expect(JSON.parse(decodeURIComponent(params.superQueryParams as string))).toEqual([
      { field: 'code', rule: 'eq', val: 'P1' },
    ]);
  });

  it('export sends the same conditions without paging, plus the selected ids', () => {
    const s = state({ queryParam: { postRank: '3' } });
    expect(exportParams(s, [])).toEqual({ postRank: '3', column: 'createTime', order: 'desc' });
    expect(exportParams(s, ['a', 'b'])).toMatchObject({ selections: 'a,b' });
  });

  it('maps the table sorter, falling back to the default sort', () => {
    const fallback = defaultSorter(sysPosition);
    expect(sorterFromTable({ field: 'code', order: 'ascend' }, fallback)).toEqual({ column: 'code', order: 'asc' });
    expect(sorterFromTable({ field: 'name', order: 'descend' }, fallback)).toEqual({ column: 'name', order: 'desc' });
    expect(sorterFromTable({ field: 'name', order: null }, fallback)).toBe(fallback);
  });

  it('search values: like wrapped in *…*, eq as is, ranges as _begin/_end in the spec date format', () => {
    expect(searchToQuery(sysPosition, { code: ' P1 ', name: '', postRank: '2' })).toEqual({
      code: '*P1*',
      postRank: '2',
    });
    expect(
      searchToQuery(sysPosition, {
        createTime_begin: dayjs('2026-01-02 03:04:05'),
        createTime_end: dayjs('2026-02-03 00:00:00'),
      }),
    ).toEqual({ createTime_begin: '2026-01-02 03:04:05', createTime_end: '2026-02-03 00:00:00' });
  });

  it('search values: an area covers its sub-areas (its code’s prefix)', () => {
    expect(searchToQuery(cmsServiceNetwork, { area: '440000' })).toEqual({ area: '44*' });
    expect(searchToQuery(cmsServiceNetwork, { area: '440300' })).toEqual({ area: '4403*' });
    expect(searchToQuery(cmsServiceNetwork, { area: '440305' })).toEqual({ area: '440305*' });
  });

  it('pagination of spec §9: options 10/20/30, quick jumper, size changer, total a-b of n', () => {
    const zh = paginationConfig(entityText('zh-CN'), 2, 10, 35);
    expect(zh).toMatchObject({ current: 2, pageSize: 10, total: 35, showQuickJumper: true, showSizeChanger: true });
    expect(zh.pageSizeOptions).toEqual(['10', '20', '30']);
    expect(zh.showTotal?.(35, [11, 20])).toBe('11-20 共35条');
    expect(paginationConfig(entityText('en-US'), 1, 10, 35).showTotal?.(35, [1, 10])).toBe('1-10 of 35');
  });
});
