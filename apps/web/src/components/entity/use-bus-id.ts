import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { queryById, type Row } from '../../api/entity';
import type { Envelope } from '../../api/types';

/**
 * A page opened with `?busId=` (a notice's 去处理 of open type component, spec §2/§7) reads what the id names and
 * opens it once read; the parameter then leaves the address, so a reload or a tab switch does not open it again.
 * `onRefused` gets the server's message when the id names nothing the user may see.
 */
export function useBusId<T>(
  load: (id: string) => Promise<Envelope<T>>,
  open: (found: T) => void,
  onRefused?: (message: string) => void,
): void {
  const [params, setParams] = useSearchParams();
  const busId = params.get('busId');
  useEffect(() => {
    if (!busId) return;
    let live = true;
    load(busId)
      .then((answer) => {
        if (!live) return;
        if (answer.success && answer.result) open(answer.result);
        else onRefused?.(answer.message);
      })
      .catch(() => {})
      .finally(() => {
        if (!live) return;
        setParams(
          (p) => {
            p.delete('busId');
            return p;
          },
          { replace: true },
        );
      });
    return () => {
      live = false;
    };
  }, [busId, load, open, onRefused, setParams]);
}

/** A list page opened with `?busId=` shows that row's details (the engine's lists). */
export function useBusIdDetail(queryByIdUrl: string, open: (row: Row) => void): void {
  const load = useCallback((id: string) => queryById(queryByIdUrl, id), [queryByIdUrl]);
  useBusId(load, open);
}
