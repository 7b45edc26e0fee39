/**
 * BpmnModeler: draws and edits a process model with bpmn-js, restricted to the elements Yunzhan runs, with our own
 * properties panel for the `yz:` settings, a 校验 that runs the deploy checks, 保存 and 部署. bpmn-js loads as its
 * own chunk the first time a modeler shows (importing this file costs nothing). It fills its container's height.
 *
 * Props: `xml`, `onSave?(xml) → saved`, `onDeploy?() → the server's problems (empty: deployed)`,
 * `onDirtyChange?(dirty)` (see `types.ts`).
 */
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { BpmnModelerProps } from './types';

export type { BpmnModelerProps } from './types';

const ModelerCanvas = lazy(() => import('./modeler/ModelerCanvas'));

export default function BpmnModeler(props: BpmnModelerProps) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', padding: 48 }} />}>
      <ModelerCanvas {...props} />
    </Suspense>
  );
}
