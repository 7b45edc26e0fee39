import type { BpmnHighlight } from './types';

/** CSS classes (`bpmn.css`) that colour a node in progress, a node done and a flow taken. */
export const MARKERS = { active: 'yz-active', completed: 'yz-completed', flow: 'yz-flow' } as const;

/** The markers to put on the diagram's elements; a node both done and active (a loop) shows as active. */
export function highlightMarkers(highlight: BpmnHighlight | undefined): [id: string, marker: string][] {
  if (!highlight) return [];
  const active = new Set(highlight.active);
  return [
    ...highlight.completed.filter((id) => !active.has(id)).map((id): [string, string] => [id, MARKERS.completed]),
    ...[...active].map((id): [string, string] => [id, MARKERS.active]),
    ...highlight.flows.map((id): [string, string] => [id, MARKERS.flow]),
  ];
}
