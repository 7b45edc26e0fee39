import { describe, expect, it } from 'vitest';
import { highlightMarkers, MARKERS } from './markers';

describe('highlightMarkers', () => {
  it('marks nothing without a highlight', () => {
    expect(highlightMarkers(undefined)).toEqual([]);
  });

  it('marks nodes done, nodes in progress and flows taken; an active node is not also marked done', () => {
    expect(highlightMarkers({ active: ['review'], completed: ['start', 'review'], flows: ['f1'] })).toEqual([
      ['start', MARKERS.completed],
      ['review', MARKERS.active],
      ['f1', MARKERS.flow],
    ]);
  });
});
