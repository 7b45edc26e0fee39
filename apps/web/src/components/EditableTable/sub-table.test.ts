import { describe, expect, it, vi } from 'vitest';
import { loadSubRows, SUB_TABLE_RETRIES, SUB_TABLE_TEXTS } from './sub-table';

const row = { id: 'r1' };
const noWait = () => Promise.resolve();

describe('a row sub-table load', () => {
  it('retries a failing load up to three times and answers the rows', async () => {
    let calls = 0;
    const load = vi.fn(async () => {
      calls++;
      if (calls <= SUB_TABLE_RETRIES) throw new Error('network');
      return [{ id: 'c1' }];
    });
    await expect(loadSubRows({ load }, row, noWait)).resolves.toEqual([{ id: 'c1' }]);
    expect(load).toHaveBeenCalledTimes(SUB_TABLE_RETRIES + 1);
    expect(load).toHaveBeenCalledWith(row);
  });

  it("gives up after more than three retries with '打开子表失败'", async () => {
    const load = vi.fn(async () => {
      throw new Error('network');
    });
    await expect(loadSubRows({ load }, row, noWait)).rejects.toThrow(SUB_TABLE_TEXTS.failed);
    expect(load).toHaveBeenCalledTimes(SUB_TABLE_RETRIES + 1);
  });
});
