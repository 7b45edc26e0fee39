import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type FilterDef, filterParams } from './filters';
import { PRIORITY } from './tags';

const FILTERS: FilterDef[] = [
  { kind: 'text', name: 'name', label: 'approval.title' },
  { kind: 'dict', name: 'priority', label: 'approval.priority', dict: PRIORITY },
  { kind: 'check', name: 'claim', label: 'approval.onlyToClaim' },
  { kind: 'dateRange', name: 'started', label: 'approval.startTime', begin: 'startDate', end: 'endDate' },
  {
    kind: 'dateRange',
    name: 'ended',
    label: 'approval.endTime',
    begin: 'endTime_begin',
    end: 'endTime_end',
    withTime: true,
  },
];

describe('the filters of a workflow list as request parameters', () => {
  it('trims texts, keeps choices, sends a checked box as true and ranges as their two parameters', () => {
    expect(
      filterParams(FILTERS, {
        name: ' 请假 ',
        priority: 2,
        claim: true,
        started: [dayjs('2026-03-01'), dayjs('2026-03-31')],
        ended: [dayjs('2026-04-01 10:00'), dayjs('2026-04-02 08:00')],
      }),
    ).toEqual({
      name: '请假',
      priority: '2',
      claim: 'true',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      endTime_begin: '2026-04-01 00:00:00',
      endTime_end: '2026-04-02 23:59:59',
    });
  });

  it('leaves out what is empty', () => {
    expect(filterParams(FILTERS, { name: '  ', priority: undefined, claim: false, started: null })).toEqual({});
  });
});
