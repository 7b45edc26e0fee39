import { type UserTaskConfig, userTaskConfig } from './user-task';

/**
 * A process model as the checks and the server see it: the elements of its one process, read from the moddle
 * tree that bpmn-moddle (server) and bpmn-js (modeler) both build from the XML. Nothing here parses XML.
 */
export interface ModelElement {
  id: string;
  type: string;
  name: string;
  /** Attributes outside BPMN and `yz:` (e.g. `camunda:assignee`), xmlns declarations left out. */
  foreignAttrs: string[];
  /** Types of the elements inside `extensionElements` (listeners, properties …). */
  extensions: string[];
  /** Sequence flows. */
  source?: string;
  target?: string;
  condition?: { body: string; language: string | null };
  /** Gateways: the default outgoing flow. */
  defaultFlow?: string;
  /** Script tasks. */
  scriptFormat?: string;
  /** Service tasks: `implementation`, and the `yz:service` that names a built-in service. */
  implementation?: string;
  service?: string;
  /** Event definitions by type, with a timer's kind and text. */
  eventDefinitions: string[];
  timer?: { kind: 'timeDuration' | 'timeDate' | 'timeCycle' | 'none'; value: string };
  /** Boundary events: the task they are attached to, and whether they interrupt it. */
  attachedTo?: string;
  cancelActivity?: boolean;
  /** Multi-instance marker of a task, with the loop's own settings the model may carry. */
  loop?: { sequential: boolean; cardinality: boolean; completionCondition: boolean; collection: boolean };
  /** User tasks: how they are approved. */
  userTask?: UserTaskConfig;
}

export interface ModelProcess {
  id: string;
  name: string;
  executable: boolean;
  formKey: string | null;
  category: string | null;
  elements: ModelElement[];
}

export interface ProcessModel {
  processes: ModelProcess[];
  /** Root elements that are neither processes nor a collaboration (messages, signals, errors …). */
  otherRoots: string[];
  /** Participants of the collaboration (pools). */
  participants: number;
}

/** The part of a moddle element this file reads. */
export interface ModdleElement {
  $type: string;
  $attrs?: Record<string, string>;
  get?(name: string): unknown;
  [key: string]: unknown;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const ref = (v: unknown): string | undefined =>
  v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }).id : undefined;
const attrOf = (el: ModdleElement) => (name: string) => (el.get ? el.get(`yz:${name}`) : el[name]);

/** Attributes of other vocabularies: refused at deploy (what a Camunda or Activiti model would run). */
function foreignAttrs(el: ModdleElement): string[] {
  return Object.keys(el.$attrs ?? {}).filter(
    (k) => !k.startsWith('xmlns') && !/^(bioc|color):/.test(k) && !k.startsWith('yz:'),
  );
}

function timerOf(defs: readonly ModdleElement[]): ModelElement['timer'] {
  const timer = defs.find((d) => d.$type === 'bpmn:TimerEventDefinition');
  if (!timer) return undefined;
  for (const kind of ['timeDuration', 'timeDate', 'timeCycle'] as const) {
    const v = timer[kind] as ModdleElement | undefined;
    if (v) return { kind, value: str(v.body).trim() };
  }
  return { kind: 'none', value: '' };
}

function elementOf(el: ModdleElement): ModelElement {
  const defs = (el.eventDefinitions as ModdleElement[] | undefined) ?? [];
  const loop = el.loopCharacteristics as ModdleElement | undefined;
  const cond = el.conditionExpression as ModdleElement | undefined;
  const ext = el.extensionElements as { values?: ModdleElement[] } | undefined;
  const out: ModelElement = {
    id: str(el.id),
    type: el.$type,
    name: str(el.name),
    foreignAttrs: foreignAttrs(el),
    extensions: (ext?.values ?? []).map((v) => v.$type),
    eventDefinitions: defs.map((d) => d.$type),
  };
  if (el.$type === 'bpmn:SequenceFlow') {
    out.source = ref(el.sourceRef);
    out.target = ref(el.targetRef);
    if (cond) out.condition = { body: str(cond.body), language: str(cond.language) || null };
  }
  if (el.default) out.defaultFlow = ref(el.default);
  if (el.$type === 'bpmn:ScriptTask') out.scriptFormat = str(el.scriptFormat);
  if (el.$type === 'bpmn:ServiceTask') {
    out.implementation = str(el.implementation);
    out.service = str(attrOf(el)('service'));
  }
  const timer = timerOf(defs);
  if (timer) out.timer = timer;
  if (el.$type === 'bpmn:BoundaryEvent') {
    out.attachedTo = ref(el.attachedToRef);
    out.cancelActivity = el.cancelActivity !== false;
  }
  if (loop) {
    out.loop = {
      sequential: loop.isSequential === true,
      cardinality: !!loop.loopCardinality,
      completionCondition: !!loop.completionCondition,
      collection: !!loop.loopDataInputRef || !!loop.inputDataItem || Object.keys(loop.$attrs ?? {}).length > 0,
    };
    if (loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') out.extensions.push(loop.$type);
  }
  if (el.$type === 'bpmn:UserTask') {
    out.userTask = userTaskConfig(attrOf(el), out.loop && { sequential: out.loop.sequential });
  }
  return out;
}

/** Every flow element of a process, sub-processes' children included (so that the checks see and refuse them). */
function flowElements(container: ModdleElement): ModdleElement[] {
  const out: ModdleElement[] = [];
  for (const el of (container.flowElements as ModdleElement[] | undefined) ?? []) {
    out.push(el);
    if (el.flowElements) out.push(...flowElements(el));
  }
  for (const a of (container.artifacts as ModdleElement[] | undefined) ?? []) out.push(a);
  return out;
}

/** The model of a `bpmn:Definitions` moddle element. */
export function readModel(definitions: ModdleElement): ProcessModel {
  const roots = (definitions.rootElements as ModdleElement[] | undefined) ?? [];
  const processes: ModelProcess[] = [];
  const otherRoots: string[] = [];
  let participants = 0;
  for (const root of roots) {
    if (root.$type === 'bpmn:Process') {
      const attr = attrOf(root);
      processes.push({
        id: str(root.id),
        name: str(root.name),
        executable: root.isExecutable === true,
        formKey: str(attr('formKey')) || null,
        category: str(attr('category')) || null,
        elements: flowElements(root).map(elementOf),
      });
    } else if (root.$type === 'bpmn:Collaboration') {
      participants += ((root.participants as unknown[] | undefined) ?? []).length;
      if (((root.messageFlows as unknown[] | undefined) ?? []).length) otherRoots.push('bpmn:MessageFlow');
    } else {
      otherRoots.push(root.$type);
    }
  }
  return { processes, otherRoots, participants };
}
