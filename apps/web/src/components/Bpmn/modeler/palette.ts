/**
 * What the modeler offers to draw: the elements a Yunzhan process runs (those `checkModel` of
 * `@yunzhan/common/workflow/model-check` accepts) and the drawing aids; everything else of bpmn-js is taken away.
 * Titles are bpmn-js translation templates (English; `bpmn-translations.ts` has the Chinese).
 */

/** An element the palette or the context pad creates. */
export interface ShapeTemplate {
  type: string;
  eventDefinitionType?: string;
}

export interface CreateEntry extends ShapeTemplate {
  id: string;
  group: string;
  className: string;
  title: string;
}

/** bpmn-js's own palette entries that stay: the tools. */
export const KEPT_PALETTE_ENTRIES: readonly string[] = [
  'hand-tool',
  'lasso-tool',
  'space-tool',
  'global-connect-tool',
  'tool-separator',
];

const TIMER = 'bpmn:TimerEventDefinition';

/** The palette's create entries, in their order. */
export const CREATE_ENTRIES: readonly CreateEntry[] = [
  {
    id: 'create.start-event',
    group: 'event',
    className: 'bpmn-icon-start-event-none',
    title: 'Create start event',
    type: 'bpmn:StartEvent',
  },
  {
    id: 'create.end-event',
    group: 'event',
    className: 'bpmn-icon-end-event-none',
    title: 'Create end event',
    type: 'bpmn:EndEvent',
  },
  {
    id: 'create.timer-event',
    group: 'event',
    className: 'bpmn-icon-intermediate-event-catch-timer',
    title: 'Create timer intermediate catch event',
    type: 'bpmn:IntermediateCatchEvent',
    eventDefinitionType: TIMER,
  },
  {
    id: 'create.user-task',
    group: 'activity',
    className: 'bpmn-icon-user-task',
    title: 'Create user task',
    type: 'bpmn:UserTask',
  },
  {
    id: 'create.service-task',
    group: 'activity',
    className: 'bpmn-icon-service-task',
    title: 'Create service task',
    type: 'bpmn:ServiceTask',
  },
  {
    id: 'create.exclusive-gateway',
    group: 'gateway',
    className: 'bpmn-icon-gateway-xor',
    title: 'Create exclusive gateway',
    type: 'bpmn:ExclusiveGateway',
  },
  {
    id: 'create.parallel-gateway',
    group: 'gateway',
    className: 'bpmn-icon-gateway-parallel',
    title: 'Create parallel gateway',
    type: 'bpmn:ParallelGateway',
  },
  {
    id: 'create.inclusive-gateway',
    group: 'gateway',
    className: 'bpmn-icon-gateway-or',
    title: 'Create inclusive gateway',
    type: 'bpmn:InclusiveGateway',
  },
  {
    id: 'create.text-annotation',
    group: 'artifact',
    className: 'bpmn-icon-text-annotation',
    title: 'Create text annotation',
    type: 'bpmn:TextAnnotation',
  },
  {
    id: 'create.group',
    group: 'artifact',
    className: 'bpmn-icon-group',
    title: 'Create group',
    type: 'bpmn:Group',
  },
];

/** bpmn-js's own context-pad entries that stay (appending a task or a throw event is replaced below). */
export const KEPT_CONTEXT_PAD_ENTRIES: readonly string[] = [
  'append.end-event',
  'append.gateway',
  'append.text-annotation',
  'connect',
  'replace',
  'delete',
  'align-elements',
];

/**
 * What the context pad appends besides an end event and a gateway; offered where bpmn-js offers to append at all
 * (it offers an end event exactly there).
 */
export const APPEND_ENTRIES: readonly CreateEntry[] = [
  {
    id: 'append.user-task',
    group: 'model',
    className: 'bpmn-icon-user-task',
    title: 'Append user task',
    type: 'bpmn:UserTask',
  },
  {
    id: 'append.timer-event',
    group: 'model',
    className: 'bpmn-icon-intermediate-event-catch-timer',
    title: 'Append timer intermediate catch event',
    type: 'bpmn:IntermediateCatchEvent',
    eventDefinitionType: TIMER,
  },
];
export const APPEND_ANCHOR = 'append.end-event';

/** The replace menu's choices that stay: one supported element for another. */
export const KEPT_REPLACE_ENTRIES: readonly string[] = [
  'replace-with-user-task',
  'replace-with-service-task',
  'replace-with-exclusive-gateway',
  'replace-with-parallel-gateway',
  'replace-with-inclusive-gateway',
  'replace-with-none-start',
  'replace-with-none-end',
  'replace-with-terminate-end',
  'replace-with-timer-intermediate-catch',
  'replace-with-timer-boundary',
  'replace-with-non-interrupting-timer-boundary',
  'replace-with-sequence-flow',
  'replace-with-default-flow',
];

/** The replace menu's header toggles that stay (multi-instance and loops are set by the approval mode). */
export const KEPT_REPLACE_HEADER_ENTRIES: readonly string[] = ['toggle-non-interrupting'];

/** The entries of `entries` whose ids are in `kept`, in their order. */
export function keepEntries<T>(entries: Readonly<Record<string, T>>, kept: readonly string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(entries).filter(([id]) => kept.includes(id)));
}

/** The context pad of an element: the kept entries, with our appends where bpmn-js offers to append. */
export function contextPadEntries<T>(
  entries: Readonly<Record<string, T>>,
  append: (template: CreateEntry) => T,
): Record<string, T> {
  const kept = keepEntries(entries, KEPT_CONTEXT_PAD_ENTRIES);
  if (!(APPEND_ANCHOR in entries)) return kept;
  return { ...Object.fromEntries(APPEND_ENTRIES.map((e) => [e.id, append(e)])), ...kept };
}
