import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { queryById, type Row } from '../../api/entity';

/**
 * A list page opened with `?busId=` (a notice's 去处理 of open type component, spec §2/§7) shows that row's details
 * once it is read; the parameter then leaves the address, so a reload or a tab switch does not open it again.
 */
export function useBusIdDetail(queryByIdUrl: string, open: (row: Row) => void): void {
  const [params, setParams] = useSearchParams();
  const busId = params.get('busId');
  useEffect(() => {
    if (!busId) return;
    let live = true;
    queryById(queryByIdUrl, busId)
      .then((answer) => {
        if (live && answer.success && answer.result) open(answer.result);
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
  }, [busId, queryByIdUrl, open, setParams]);
}
