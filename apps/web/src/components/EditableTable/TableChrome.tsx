import { Checkbox } from 'antd';
import { t } from '../../locales/i18n';
import type { SelectionState } from './selection';
import { STATISTIC_LABELS, statistic } from './statistics';
import type { RowLayout } from './TableRowView';
import type { Statistic, TableRow } from './types';

function MarkerCells({ layout: l, first }: { layout: RowLayout; first: React.ReactNode }) {
  const marker = { width: l.markerWidth, flex: 'none' } as const;
  const cells = [
    l.rowNumber && (
      <div key="n" className="et-cell et-marker" style={{ width: 60, flex: 'none' }}>
        {first}
      </div>
    ),
    l.selection && <div key="s" className="et-cell et-marker" style={marker} />,
    l.dragSort && <div key="d" className="et-cell et-marker" style={marker} />,
    l.subTable && <div key="t" className="et-cell et-marker" style={marker} />,
  ];
  return <>{cells}</>;
}

/** The header: the row-number column's '#', select-all (multiple selection), the column titles. */
export function TableHeader(p: { layout: RowLayout; all: SelectionState; onToggleAll(): void }) {
  const l = p.layout;
  const marker = { width: l.markerWidth, flex: 'none' } as const;
  return (
    <div className="et-head">
      {l.rowNumber && (
        <div className="et-cell et-marker" style={{ width: 60, flex: 'none' }}>
          #
        </div>
      )}
      {l.selection && (
        <div className="et-cell et-marker" style={marker}>
          {l.selection === 'checkbox' && (
            <Checkbox
              aria-label={t('common.selectAll')}
              checked={p.all === 'all'}
              indeterminate={p.all === 'some'}
              onChange={p.onToggleAll}
            />
          )}
        </div>
      )}
      {l.dragSort && <div className="et-cell et-marker" style={marker} />}
      {l.subTable && <div className="et-cell et-marker" style={marker} />}
      {l.columns.map((c, i) => (
        <div key={c.key} className="et-cell" style={{ width: l.widths[i], flex: 'none' }}>
          <span>
            {c.validateRules?.some((r) => r.required) && <span className="et-required">*</span>}
            {c.title}
          </span>
        </div>
      ))}
    </div>
  );
}

/** The statistics footer: one line per statistic (合计 / 平均). */
export function StatisticsFooter(p: { layout: RowLayout; kinds: readonly Statistic[]; rows: readonly TableRow[] }) {
  const l = p.layout;
  return (
    <div className="et-foot" style={{ flexDirection: 'column' }}>
      {p.kinds.map((kind) => (
        <div key={kind} style={{ display: 'flex' }} data-statistic={kind}>
          <MarkerCells layout={l} first={STATISTIC_LABELS[kind]} />
          {l.columns.map((c, i) => (
            <div key={c.key} className="et-cell" style={{ width: l.widths[i], flex: 'none' }}>
              {!l.rowNumber && i === 0 && !c.statistics?.includes(kind)
                ? STATISTIC_LABELS[kind]
                : c.statistics?.includes(kind)
                  ? statistic(p.rows, c.key, kind)
                  : ''}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
