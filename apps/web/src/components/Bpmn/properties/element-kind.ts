import type { ModdleElement } from '@yunzhan/common/workflow/model';

/** Which form of the properties panel edits an element. */
export type PanelKind = 'process' | 'userTask' | 'serviceTask' | 'flow' | 'timer' | 'annotation' | 'node';

const TIMER = 'bpmn:TimerEventDefinition';
const CHOOSING_GATEWAYS = ['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway'];
const PROCESS_TYPES = ['bpmn:Process', 'bpmn:Collaboration', 'bpmn:Participant'];

const definitionsOf = (bo: ModdleElement) => (bo.eventDefinitions as ModdleElement[] | undefined) ?? [];

/** The timer definition of a timer event, if it is one. */
export const timerDefinition = (bo: ModdleElement): ModdleElement | undefined =>
  definitionsOf(bo).find((d) => d.$type === TIMER);

/** The panel form of an element (nothing selected, or the pool: the process). */
export function panelKind(bo: ModdleElement | undefined): PanelKind {
  if (!bo || PROCESS_TYPES.includes(bo.$type)) return 'process';
  switch (bo.$type) {
    case 'bpmn:UserTask':
      return 'userTask';
    case 'bpmn:ServiceTask':
      return 'serviceTask';
    case 'bpmn:SequenceFlow':
      return 'flow';
    case 'bpmn:TextAnnotation':
      return 'annotation';
    case 'bpmn:IntermediateCatchEvent':
    case 'bpmn:BoundaryEvent':
      return timerDefinition(bo) ? 'timer' : 'node';
    default:
      return 'node';
  }
}

/** What a sequence flow's form offers: a condition out of a gateway that chooses (or one it carries already). */
export function flowOptions(flow: ModdleElement): { condition: boolean; defaultToggle: boolean } {
  const source = flow.sourceRef as ModdleElement | undefined;
  const choosing = !!source && CHOOSING_GATEWAYS.includes(source.$type);
  return { condition: choosing || !!flow.conditionExpression, defaultToggle: choosing };
}

/** The kind of a timer and its text (`timeDuration` PT2H, `timeDate` 2026-12-31T18:00:00). */
export interface TimerValue {
  kind: 'timeDuration' | 'timeDate';
  value: string;
}

/** A timer event's wait; a cycle or an empty timer reads as a duration still to enter. */
export function timerValue(bo: ModdleElement): TimerValue {
  const timer = timerDefinition(bo);
  const date = timer?.timeDate as ModdleElement | undefined;
  if (date) return { kind: 'timeDate', value: String(date.body ?? '') };
  const duration = timer?.timeDuration as ModdleElement | undefined;
  return { kind: 'timeDuration', value: String(duration?.body ?? '') };
}

/** Ids of BPMN elements are XML names (NCName): a letter or underscore, then letters, digits, `_ . -`. */
export const isXmlId = (id: string): boolean => /^[A-Za-z_][\w.-]*$/.test(id);
