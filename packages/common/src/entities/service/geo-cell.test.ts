import { describe, expect, it } from 'vitest';
import { geoCellOf, geoCellsOf } from './geo-cell';

describe('grid cells', () => {
  it('covers every point of a box, across the antimeridian too', () => {
    const boxes: [[number, number], [number, number]][] = [
      [
        [22.1, 23.9],
        [113.2, 114.7],
      ],
      [
        [-10.5, -9.5],
        [179.2, 180.8],
      ],
      [
        [60, 61],
        [-181.5, -179],
      ],
    ];
    for (const [lat, lng] of boxes) {
      const cells = new Set(geoCellsOf(lat, lng, 100));
      for (let i = 0; i <= 10; i++) {
        for (let j = 0; j <= 10; j++) {
          const y = lat[0] + ((lat[1] - lat[0]) * i) / 10;
          const x = lng[0] + ((lng[1] - lng[0]) * j) / 10;
          expect(cells.has(geoCellOf(y, x > 180 ? x - 360 : x < -180 ? x + 360 : x)), `${y},${x}`).toBe(true);
        }
      }
    }
    expect(geoCellsOf([0, 30], [0, 30], 500)).toBeUndefined();
    expect(geoCellOf(90, 180)).toBe(geoCellOf(89.5, -180));
  });
});
