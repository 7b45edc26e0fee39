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

export interface BpmnModelerProps {
  /** BPMN 2.0 XML to edit. */
  xml: string;
  /** The process id the model must keep (its key); without it the id is edited freely. */
  processKey?: string;
  /** Problems to show from the start (a deploy the server refused). */
  problems?: readonly import('@yunzhan/common/workflow/model-check').ModelProblem[];
  /** Stores the edited XML; resolves true once stored. Without it there is no save button. */
  onSave?(xml: string): Promise<boolean>;
  /**
   * Deploys what was stored (the modeler saves first when there are changes, and checks before): resolves the
   * problems the server refused it for, empty once deployed. Without it there is no deploy button.
   */
  onDeploy?(): Promise<readonly import('@yunzhan/common/workflow/model-check').ModelProblem[]>;
  /** Told whenever the diagram gets changes not yet saved, or loses them (saved). */
  onDirtyChange?(dirty: boolean): void;
}
