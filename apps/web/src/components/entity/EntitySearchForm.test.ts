import { describe, expect, it } from 'vitest';
import { searchColumnsFor } from './EntitySearchForm';

describe('search form columns follow the width of the form itself', () => {
  it('four beside each other on a full-width page, fewer beside a tree or on a phone', () => {
    expect(searchColumnsFor(1136)).toBe(4);
    expect(searchColumnsFor(830)).toBe(3);
    expect(searchColumnsFor(600)).toBe(2);
    expect(searchColumnsFor(375)).toBe(1);
  });
});
