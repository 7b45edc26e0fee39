import { translated } from '../../locales/i18n';
/** Map coordinates of a service point (WGS-84 degrees, six decimals ≈ 0.1 m). */
export const COORDINATE_PRECISION = 6;

export const COORDINATE_MESSAGES = translated({
  longitude: 'area.longitudeRange',
  latitude: 'area.latitudeRange',
  pair: 'area.pair',
});

export interface Coordinates {
  longitude?: number | null;
  latitude?: number | null;
}

const within = (v: number | null | undefined, limit: number) =>
  v == null || (Number.isFinite(v) && Math.abs(v) <= limit);

/** The first error of a coordinate pair, or null (both empty is valid: the point is not placed). */
export function coordinatesError({ longitude, latitude }: Coordinates): string | null {
  if (!within(longitude, 180)) return COORDINATE_MESSAGES.longitude;
  if (!within(latitude, 90)) return COORDINATE_MESSAGES.latitude;
  if ((longitude == null) !== (latitude == null)) return COORDINATE_MESSAGES.pair;
  return null;
}

/** An antd form rule over a `CoordinateInput` value. */
export const coordinatesRule = {
  validator: (_: unknown, value?: Coordinates) => {
    const error = coordinatesError(value ?? {});
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
};
