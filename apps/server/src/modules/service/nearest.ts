import { areaPrefix } from '@yunzhan/common/entities/area-code';
import { geoCellsOf } from '@yunzhan/common/entities/service/geo-cell';
import { cmsServiceNetwork } from '@yunzhan/common/entities/service/index';
import { sql } from 'kysely';
import type { CrudDeps, Row } from '../../core/crud/contracts.js';

const EARTH_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_KM) / 180;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km between two WGS-84 points. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface NetworkQuery {
  lat?: number;
  lng?: number;
  area?: string;
  kind?: string;
  limit: number;
}

const PUBLIC_COLUMNS = [
  'id',
  'name',
  'kind',
  'area',
  'address',
  'longitude',
  'latitude',
  'phone',
  'openingHours',
  'services',
] as const;
/** The first box's half side (km); it grows until it holds the answer, at most up to the whole globe. */
const FIRST_RADIUS_KM = 25;
const MAX_RADIUS_KM = 20_000;
/** Beyond this many grid cells a box reads the site's points without the cell index (a box ~20° wide). */
const MAX_CELLS = 500;

/**
 * Open service points of a site by area and nearest first. The search reads a bounding box through the indexed grid
 * cells it covers (and the exact latitude and longitude ranges), orders what it found by exact haversine distance,
 * and widens the box until the k-th nearest lies within the circle the box contains: the answer is exact, and each
 * read is a few index look-ups, the same SQL on SQLite and PostgreSQL.
 */
export class NetworkSearch {
  constructor(private readonly deps: Pick<CrudDeps, 'stores'>) {}

  private base(siteId: string, q: NetworkQuery) {
    const e = cmsServiceNetwork;
    let qb = this.deps.stores
      .of(e)
      .scoped({ username: '', siteId })
      .where(sql.ref(e.columnOf('status')), '=', 'open');
    if (q.kind) qb = qb.where(sql.ref(e.columnOf('kind')), '=', q.kind);
    if (q.area) qb = qb.where(sql.ref(e.columnOf('area')), 'like', `${areaPrefix(q.area)}%`);
    return qb.select(PUBLIC_COLUMNS.map((n) => sql.ref(e.columnOf(n)).as(n)));
  }

  async search(siteId: string, q: NetworkQuery): Promise<Row[]> {
    const { lat, lng } = q;
    const e = cmsServiceNetwork;
    if (lat === undefined || lng === undefined) {
      return this.base(siteId, q)
        .orderBy(sql.ref(e.columnOf('name')))
        .limit(q.limit)
        .execute();
    }
    for (let r = FIRST_RADIUS_KM; ; ) {
      const dLat = r / KM_PER_DEGREE;
      const cos = Math.cos(rad(Math.min(89, Math.abs(lat) + dLat)));
      const dLng = r / (KM_PER_DEGREE * Math.max(cos, 1e-6));
      let qb = this.base(siteId, q);
      const cells = geoCellsOf([lat - dLat, lat + dLat], [lng - dLng, lng + dLng], MAX_CELLS);
      if (cells) qb = qb.where(sql.ref(e.columnOf('geoCell')), 'in', cells);
      qb = qb.where(sql.ref(e.columnOf('latitude')), '>=', lat - dLat);
      qb = qb.where(sql.ref(e.columnOf('latitude')), '<=', lat + dLat);
      if (dLng < 180) {
        const lo = lng - dLng;
        const hi = lng + dLng;
        const col = sql.ref(e.columnOf('longitude'));
        // A box across the antimeridian is two longitude ranges.
        qb = qb.where((eb) =>
          lo < -180
            ? eb.or([eb(col, '>=', lo + 360), eb(col, '<=', hi)])
            : hi > 180
              ? eb.or([eb(col, '>=', lo), eb(col, '<=', hi - 360)])
              : eb.and([eb(col, '>=', lo), eb(col, '<=', hi)]),
        );
      }
      const rows: Row[] = await qb.execute();
      const found = rows
        .map((row): Row & { distanceKm: number } => ({
          ...row,
          distanceKm: haversineKm(lat, lng, Number(row.latitude), Number(row.longitude)),
        }))
        .sort((a, b) => a.distanceKm - b.distanceKm || String(a.id).localeCompare(String(b.id)));
      const kth = found[q.limit - 1];
      if ((kth && kth.distanceKm <= r) || r >= MAX_RADIUS_KM) {
        return found.slice(0, q.limit).map((row): Row & { distanceKm: number } => ({
          ...row,
          distanceKm: Math.round(row.distanceKm * 100) / 100,
        }));
      }
      // Enough points but the k-th outside the circle: a box of its distance holds the answer. Too few: grow by the
      // density seen so far (at least twice as wide), so a sparse region takes one or two more reads, not ten.
      const grow = kth ? kth.distanceKm / r : Math.max(2, Math.sqrt(q.limit / Math.max(1, found.length)) * 1.2);
      r = Math.min(MAX_RADIUS_KM, r * Math.max(grow, 1.01));
    }
  }
}
