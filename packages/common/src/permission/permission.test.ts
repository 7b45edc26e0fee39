import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOOLBAR_BUTTONS,
  dataPermissionActions,
  filterColumnsByPermission,
  hasPermission,
  isDisabledByPermission,
  type PermissionItem,
  type PermissionLists,
  splitPermissionCodes,
  toolbarButtons,
  toolbarExcludedCodes,
} from './permission';

const show = (action: string, status = '1'): PermissionItem => ({ action, type: '1', status });
const dis = (action: string, status = '1'): PermissionItem => ({ action, type: '2', status });
const grant = (action: string, type = '1'): PermissionItem => ({ action, type });

describe('splitPermissionCodes', () => {
  it.each([
    [undefined, []],
    [null, []],
    ['', []],
    ['user:add', ['user:add']],
    ['user:add, user:edit ,', ['user:add', 'user:edit']],
    [
      ['a,b', 'c'],
      ['a', 'b', 'c'],
    ],
  ] as const)('%j -> %j', (input, expected) => {
    expect(splitPermissionCodes(input)).toEqual(expected);
  });
});

describe('hasPermission (v-has visibility)', () => {
  const cases: Array<[string, string | string[] | undefined, PermissionLists, boolean]> = [
    ['empty code guards nothing', '', { auth: [], allAuth: [] }, true],
    ['undefined code guards nothing', undefined, { auth: [], allAuth: [] }, true],
    ['no grants at all -> hidden', 'user:add', { auth: [], allAuth: [show('user:add')] }, false],
    ['unknown code, no grants -> hidden', 'x:y', { auth: [], allAuth: [] }, false],
    ['granted type 1 -> shown', 'user:add', { auth: [grant('user:add')], allAuth: [show('user:add')] }, true],
    ['granted type 0/default -> shown', 'user:add', { auth: [grant('user:add', '0')], allAuth: [] }, true],
    ['granted but only as type 2 -> hidden', 'user:add', { auth: [grant('user:add', '2')], allAuth: [] }, false],
    ['other code granted -> hidden', 'user:add', { auth: [grant('user:edit')], allAuth: [show('user:add')] }, false],
    ['rule with status 0 -> always shown', 'user:add', { auth: [], allAuth: [show('user:add', '0')] }, true],
    [
      'status 0 rule wins even with an enabled duplicate',
      'user:add',
      { auth: [], allAuth: [show('user:add'), show('user:add', '0')] },
      true,
    ],
    [
      'type-2 rule with status 0 is ignored by visibility',
      'user:add',
      { auth: [], allAuth: [dis('user:add', '0')] },
      false,
    ],
    [
      'type-2 grant ignored, type-1 grant counts',
      'user:add',
      { auth: [grant('user:add', '2'), grant('user:add', '1')], allAuth: [] },
      true,
    ],
    [
      'grant with several codes covers each',
      'user:edit',
      { auth: [grant('user:add,user:edit')], allAuth: [show('user:add,user:edit')] },
      true,
    ],
    [
      'rule with several codes and status 0 covers each',
      'user:edit',
      { auth: [], allAuth: [show('user:add, user:edit', '0')] },
      true,
    ],
    ['code list: any allowed', 'user:add,user:edit', { auth: [grant('user:edit')], allAuth: [] }, true],
    ['code array: none allowed', ['user:add', 'user:edit'], { auth: [grant('user:del')], allAuth: [] }, false],
    ['exact match, no prefix match', 'user:add', { auth: [grant('user:addx')], allAuth: [] }, false],
    ['node grant shows', 'bpm:ok', { auth: [], allAuth: [show('bpm:ok')], node: [grant('bpm:ok')] }, true],
    ['node type-2 entry ignored', 'bpm:ok', { auth: [], allAuth: [], node: [grant('bpm:ok', '2')] }, false],
    [
      'node without the code falls back to global',
      'user:add',
      { auth: [grant('user:add')], allAuth: [], node: [grant('bpm:ok')] },
      true,
    ],
  ];
  it.each(cases)('%s', (_name, code, lists, expected) => {
    expect(hasPermission(code, lists)).toBe(expected);
  });

  it('tolerates numeric type/status and malformed entries from storage', () => {
    const lists = {
      auth: [null, { action: 'a', type: 1 }],
      allAuth: [{ action: 'b', type: 1, status: 0 }, { type: '1' }],
    } as unknown as PermissionLists;
    expect(hasPermission('a', lists)).toBe(true);
    expect(hasPermission('b', lists)).toBe(true);
    expect(hasPermission('c', lists)).toBe(false);
  });
});

describe('isDisabledByPermission (type 2)', () => {
  const cases: Array<[string, string | string[] | undefined, PermissionLists, boolean]> = [
    ['empty code is never disabled', '', { auth: [], allAuth: [dis('')] }, false],
    ['no rule -> enabled', 'user:edit', { auth: [], allAuth: [] }, false],
    ['only a type-1 rule -> enabled', 'user:edit', { auth: [], allAuth: [show('user:edit')] }, false],
    ['enabled type-2 rule, no grants -> disabled', 'user:edit', { auth: [], allAuth: [dis('user:edit')] }, true],
    [
      'enabled type-2 rule, other type-2 grant -> disabled',
      'user:edit',
      { auth: [grant('user:x', '2')], allAuth: [dis('user:edit')] },
      true,
    ],
    [
      'enabled type-2 rule, type-2 grant -> enabled',
      'user:edit',
      { auth: [grant('user:edit', '2')], allAuth: [dis('user:edit')] },
      false,
    ],
    [
      'enabled type-2 rule, only a type-1 grant -> disabled',
      'user:edit',
      { auth: [grant('user:edit', '1')], allAuth: [dis('user:edit')] },
      true,
    ],
    ['type-2 rule with status 0 -> enabled', 'user:edit', { auth: [], allAuth: [dis('user:edit', '0')] }, false],
    [
      'first matching type-2 rule decides (status 0 first)',
      'user:edit',
      { auth: [], allAuth: [dis('user:edit', '0'), dis('user:edit')] },
      false,
    ],
    [
      'first matching type-2 rule decides (enabled first)',
      'user:edit',
      { auth: [], allAuth: [dis('user:edit'), dis('user:edit', '0')] },
      true,
    ],
    ['rule with several codes covers each', 'b', { auth: [grant('a', '2')], allAuth: [dis('a,b')] }, true],
    ['grant with several codes covers each', 'b', { auth: [grant('a,b', '2')], allAuth: [dis('b')] }, false],
    [
      'node type-2 entry disables',
      'bpm:x',
      { auth: [grant('bpm:x', '2')], allAuth: [], node: [grant('bpm:x', '2')] },
      true,
    ],
    ['node type-1 entry does not disable', 'bpm:x', { auth: [], allAuth: [], node: [grant('bpm:x', '1')] }, false],
    ['code list: disabled only when all are', 'a,b', { auth: [], allAuth: [dis('a')] }, false],
    ['code list: all disabled', ['a', 'b'], { auth: [], allAuth: [dis('a'), dis('b')] }, true],
  ];
  it.each(cases)('%s', (_name, code, lists, expected) => {
    expect(isDisabledByPermission(code, lists)).toBe(expected);
  });
});

describe('dataPermissionActions (getNoAuthCols)', () => {
  const allAuth = [
    show('demo:name'),
    show('demo:age'),
    show('demo:sex', '0'),
    dis('demo:birthday'),
    show('other:name'),
    show('demo:age'),
    show('demo:a,demo:b'),
  ];
  const cases: Array<[string, string | undefined, readonly PermissionItem[], string[]]> = [
    ['empty prefix -> none', '', [], []],
    ['undefined prefix -> none', undefined, [], []],
    ['nothing granted -> enabled type-1 suffixes, deduped', 'demo:', [], ['name', 'age', 'a', 'b']],
    ['granted ones are excluded', 'demo:', [grant('demo:name'), grant('demo:b')], ['age', 'a']],
    ['a type-2 grant does not count as granted', 'demo:', [grant('demo:name', '2')], ['name', 'age', 'a', 'b']],
    ['other prefix', 'other:', [], ['name']],
    ['no match', 'none:', [], []],
  ];
  it.each(cases)('%s', (_name, prefix, auth, expected) => {
    expect(dataPermissionActions(prefix, { auth, allAuth })).toEqual(expected);
  });
});

describe('filterColumnsByPermission (colAuthFilter)', () => {
  const columns = [{ dataIndex: 'name' }, { dataIndex: 'age' }, { key: 'sex' }, { title: 'action' }];
  it('drops unauthorised columns by dataIndex or key', () => {
    const lists = { auth: [grant('demo:age')], allAuth: [show('demo:name'), show('demo:age'), show('demo:sex')] };
    expect(filterColumnsByPermission(columns, 'demo:', lists)).toEqual([{ dataIndex: 'age' }, { title: 'action' }]);
  });
  it('keeps everything without a prefix', () => {
    expect(filterColumnsByPermission(columns, '', { auth: [], allAuth: [show('name')] })).toEqual(columns);
  });
});

describe('toolbar exclusion', () => {
  const allAuth = [show('order:add'), show('order:batch_delete'), show('order:export')];
  const cases: Array<[string, string | undefined, readonly PermissionItem[], string[], string[]]> = [
    ['no prefix: nothing excluded', undefined, [], [], ['add', 'remove', 'clearSelection']],
    [
      'nothing granted: add and batch_delete (+remove) excluded',
      'order',
      [],
      ['add', 'batch_delete', 'export', 'remove'],
      ['clearSelection'],
    ],
    [
      'prefix with colon is kept',
      'order:',
      [grant('order:add'), grant('order:export')],
      ['batch_delete', 'remove'],
      ['add', 'clearSelection'],
    ],
    [
      'batch_delete granted: remove visible',
      'order',
      [grant('order:batch_delete'), grant('order:export')],
      ['add'],
      ['remove', 'clearSelection'],
    ],
    [
      'everything granted',
      'order',
      [grant('order:add'), grant('order:batch_delete'), grant('order:export')],
      [],
      ['add', 'remove', 'clearSelection'],
    ],
  ];
  it.each(cases)('%s', (_name, prefix, auth, excluded, visible) => {
    const lists = { auth, allAuth };
    expect(toolbarExcludedCodes(prefix, lists)).toEqual(excluded);
    const v = toolbarButtons(prefix, lists);
    expect(v.buttons).toEqual(visible);
    expect(v.add).toBe(!excluded.includes('add'));
    expect(v.batchDelete).toBe(!excluded.includes('batch_delete'));
    expect(v.remove).toBe(!excluded.includes('remove'));
  });

  it('status-0 rules never exclude', () => {
    const lists = { auth: [], allAuth: [show('order:add', '0'), show('order:batch_delete', '0')] };
    expect(toolbarButtons('order', lists)).toEqual({
      add: true,
      batchDelete: true,
      remove: true,
      buttons: [...DEFAULT_TOOLBAR_BUTTONS],
    });
  });

  it('an explicit remove code is excluded on its own', () => {
    const lists = { auth: [], allAuth: [show('t:remove')] };
    expect(toolbarButtons('t', lists, ['add', 'remove', 'save'])).toEqual({
      add: true,
      batchDelete: true,
      remove: false,
      buttons: ['add', 'save'],
    });
  });
});
