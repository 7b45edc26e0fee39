import { describe, expect, it } from 'vitest';
import { coordinatePairOf, number } from './fields';
import { cmsDealer, cmsServiceNetwork } from './service/index';

describe('coordinate pairing hint', () => {
  it('names the longitude and latitude fields an entity pairs', () => {
    expect(coordinatePairOf(cmsServiceNetwork.fields)).toEqual({ longitude: 'longitude', latitude: 'latitude' });
    expect(coordinatePairOf(cmsDealer.fields)).toBeUndefined();
  });

  it('needs both halves', () => {
    const lng = number({ label: 'x', coordinate: 'longitude' });
    const lat = number({ label: 'y', coordinate: 'latitude' });
    expect(coordinatePairOf({ lng })).toBeUndefined();
    expect(coordinatePairOf({ lng, lat, other: number({ label: 'z' }) })).toEqual({
      longitude: 'lng',
      latitude: 'lat',
    });
  });
});
