/** Where an instance stands on its diagram: nodes in progress, nodes done, and the flows taken. */
export interface BpmnHighlight {
  active: readonly string[];
  completed: readonly string[];
  flows: readonly string[];
}

export interface BpmnViewerProps {
  /** BPMN 2.0 XML of the diagram. */
  xml: string;
  /** Optional marking of an instance's progress (ids of nodes and flows; unknown ids are ignored). */
  highlight?: BpmnHighlight;
  /** Height of the canvas (default 480 px); the width follows the container. */
  height?: number | string;
}
