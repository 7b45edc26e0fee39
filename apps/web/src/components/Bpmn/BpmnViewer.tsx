/**
 * BpmnViewer: a read-only BPMN diagram, fitted to its box, with zoom buttons; bpmn-js loads as its own chunk the
 * first time a diagram shows (importing this file costs nothing).
 *
 * Props (stable, other screens rely on them):
 * - `xml: string` — the BPMN 2.0 XML;
 * - `highlight?: { active: string[]; completed: string[]; flows: string[] }` — an instance's progress: nodes in
 *   progress (orange), nodes done (green), flows taken (green); ids the diagram lacks are ignored;
 * - `height?: number | string` — the canvas height (default 480 px), the width follows the container.
 *
 * `import BpmnViewer from '../../components/Bpmn/BpmnViewer'`.
 */
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { BpmnViewerProps } from './types';

export type { BpmnHighlight, BpmnViewerProps } from './types';

const ViewerCanvas = lazy(() => import('./viewer/ViewerCanvas'));

export default function BpmnViewer(props: BpmnViewerProps) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', padding: 48 }} />}>
      <ViewerCanvas {...props} />
    </Suspense>
  );
}
