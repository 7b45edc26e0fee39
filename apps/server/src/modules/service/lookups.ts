import { cmsProduct } from '@yunzhan/common/entities/products/index';
import { cmsDealer, cmsGuarantee } from '@yunzhan/common/entities/service/index';
import { sql } from 'kysely';
import type { CrudDeps } from '../../core/crud/contracts.js';
import { formatDate } from '../../core/time.js';

/** Every warranty answer takes at least this long, so a known serial and an unknown one cannot be told by time. */
export const LOOKUP_FLOOR_MS = 40;

/** The warranty of one serial as the public learns it: the product's name and two dates, nothing else. */
export interface WarrantyAnswer {
  serialNo: string;
  found: boolean;
  productName: string | null;
  purchaseDate: string | null;
  expiryDate: string | null;
  inWarranty: boolean;
}

export interface DealerAnswer {
  authNo: string;
  found: boolean;
  name: string | null;
  address: string | null;
  validUntil: string | null;
  certificate: string | null;
  valid: boolean;
}

const waitUntil = (start: number, ms: number) =>
  new Promise<void>((done) => setTimeout(done, Math.max(0, start + ms - performance.now())));

/** Adds `months` to a `YYYY-MM-DD` date, clamped to the last day of the target month (01-31 + 1 month = 02-28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/** The public look-ups of the service group: a serial's warranty, a dealer's authorisation. */
export class ServiceLookups {
  constructor(private readonly deps: Pick<CrudDeps, 'stores'>) {}

  /**
   * One indexed read joining the product, whether the serial exists or not, and a floor on the answer time; the
   * answer has the same shape for an unknown serial (found: false, nulls).
   */
  async warranty(siteId: string, serialNo: string): Promise<WarrantyAnswer> {
    const start = performance.now();
    const g = cmsGuarantee;
    const row = await this.deps.stores
      .of(g)
      .scoped({ username: '', siteId })
      .where(sql.ref(g.columnOf('serialNo')), '=', serialNo)
      .select([
        sql.ref(g.columnOf('purchaseDate')).as('purchaseDate'),
        sql.ref(g.columnOf('expiryDate')).as('expiryDate'),
        sql<string>`(select p.name from ${sql.table(cmsProduct.table)} p where p.id = ${sql.ref(`${g.table}.product_id`)})`.as(
          'productName',
        ),
      ])
      .executeTakeFirst();
    await waitUntil(start, LOOKUP_FLOOR_MS);
    const expiryDate = (row?.expiryDate as string | undefined) ?? null;
    return {
      serialNo,
      found: !!row,
      productName: (row?.productName as string | undefined) ?? null,
      purchaseDate: (row?.purchaseDate as string | undefined) ?? null,
      expiryDate,
      inWarranty: !!expiryDate && expiryDate >= formatDate(),
    };
  }

  /** Whether an authorisation number is genuine and still valid, with the dealer it belongs to. */
  async dealer(siteId: string, authNo: string): Promise<DealerAnswer> {
    const [row] = await this.deps.stores.of(cmsDealer).where({ username: '', siteId }, 'authNo', [authNo]);
    const validUntil = (row?.validUntil as string | undefined) ?? null;
    return {
      authNo,
      found: !!row,
      name: (row?.name as string | undefined) ?? null,
      address: (row?.address as string | undefined) ?? null,
      validUntil,
      certificate: (row?.certificate as string | undefined) ?? null,
      valid: !!validUntil && validUntil >= formatDate(),
    };
  }
}
