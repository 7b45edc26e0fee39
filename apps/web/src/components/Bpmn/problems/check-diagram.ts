import { type ModdleElement, readModel } from '@yunzhan/common/workflow/model';
import { checkModel, type ModelProblem } from '@yunzhan/common/workflow/model-check';
import { variablesOfForm } from './process-forms';

/**
 * What keeps the diagram from being deployed: the checks the server runs at deploy, over the modeler's moddle
 * tree, with the variables of the process's form.
 */
export function checkDiagram(definitions: ModdleElement, language: 'zh' | 'en'): ModelProblem[] {
  const model = readModel(definitions);
  return checkModel(model, { known: variablesOfForm(model.processes[0]?.formKey), language });
}

export interface ProblemRow extends ModelProblem {
  key: string;
  /** Whether clicking it can select an element of the diagram. */
  selectable: boolean;
}

/** The problems as a list: each with a key, and whether its element is on the canvas. */
export function problemRows(problems: readonly ModelProblem[], onCanvas: (id: string) => boolean): ProblemRow[] {
  return problems.map((p, i) => ({
    ...p,
    key: `${i}:${p.elementId ?? ''}`,
    selectable: !!p.elementId && onCanvas(p.elementId),
  }));
}
