import { formatDatePart, formatTimePart, partsOfCellDate } from './excel-dates.js';
import { restoreNeutralised } from './formula-guard.js';
import type { CellValue } from './sheet-row.js';

/** A cell as text, as a user would read it in Excel: trimmed, with an export's formula guard removed. */
export function cellText(cell: CellValue): string {
  if (cell == null) return '';
  if (typeof cell === 'string') return restoreNeutralised(cell.trim());
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (cell instanceof Date) {
    const parts = partsOfCellDate(cell);
    const time = formatTimePart(parts);
    return time === '00:00:00' ? formatDatePart(parts) : `${formatDatePart(parts)} ${time}`;
  }
  return String(cell);
}
