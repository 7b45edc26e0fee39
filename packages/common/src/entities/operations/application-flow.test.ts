import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, canMoveApplication } from './application-flow';

describe('application pipeline', () => {
  it('moves forward one step, or to 不合适 from an open step, and never out of 录用 / 不合适', () => {
    const allowed = APPLICATION_STATUSES.flatMap((from) =>
      APPLICATION_STATUSES.filter((to) => canMoveApplication(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'new→screening',
      'new→rejected',
      'screening→interview',
      'screening→rejected',
      'interview→hired',
      'interview→rejected',
    ]);
  });
});
