import { Skeleton } from 'antd';
import { type ComponentProps, lazy, Suspense } from 'react';

/** echarts stays in its own chunk, loaded with the monitor pages only. */
const TimeChart = lazy(() => import('./TimeChart'));

export function LiveChart(props: ComponentProps<typeof TimeChart>) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <TimeChart {...props} />
    </Suspense>
  );
}
