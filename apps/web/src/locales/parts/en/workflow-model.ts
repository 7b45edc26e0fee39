import type { zh } from '../workflow-model';

/** The English of `../workflow-model.ts`: its own module, so that the Chinese interface never loads it. */
export const en: Record<keyof typeof zh, string> = {
  'bpmn.zoomIn': 'Zoom in',
  'bpmn.zoomOut': 'Zoom out',
  'bpmn.fit': 'Fit to view',
  'bpmn.importFailed': 'The diagram cannot be shown',
  'bpmn.legendActive': 'In progress',
  'bpmn.legendCompleted': 'Done',
};
