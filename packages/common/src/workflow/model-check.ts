import type { UiLanguage } from '../validation/messages-en';
import { dateTimeMs, durationMs } from './duration';
import { checkExpression } from './expression';
import type { ModelElement, ModelProcess, ProcessModel } from './model';
import { namesApprovers } from './user-task';

/** The built-in services a service task may name (`yz:service`); nothing else runs inside a process. */
export const WORKFLOW_SERVICES = {
  notifyApplicant: { label: '通知申请人', en: 'Notify the applicant' },
} as const;
export type WorkflowService = keyof typeof WORKFLOW_SERVICES;

/** Elements a model may contain: what a review process needs, and nothing that runs code. */
const FLOW_TYPES = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:ServiceTask',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:InclusiveGateway',
  'bpmn:IntermediateCatchEvent',
  'bpmn:BoundaryEvent',
  'bpmn:SequenceFlow',
]);
/** Drawing aids with no behaviour. */
const VISUAL_TYPES = new Set(['bpmn:TextAnnotation', 'bpmn:Association', 'bpmn:Group']);
const GATEWAYS = new Set(['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway']);

export interface ModelProblem {
  /** The element at fault (the modeler selects it), or null for the model as a whole. */
  elementId: string | null;
  message: string;
}

interface Messages {
  oneProcess: string;
  notExecutable: string;
  pool: string;
  roots: (types: string) => string;
  script: (name: string) => string;
  scriptCondition: (name: string, language: string) => string;
  condition: (name: string, error: string) => string;
  service: (name: string, service: string) => string;
  unsupported: (type: string) => string;
  extension: (name: string, type: string) => string;
  foreignAttr: (name: string, attr: string) => string;
  start: string;
  startEvent: (name: string) => string;
  end: string;
  endEvent: (name: string) => string;
  timer: (name: string) => string;
  timerCycle: (name: string) => string;
  catchEvent: (name: string) => string;
  boundary: (name: string) => string;
  approvers: (name: string) => string;
  due: (name: string) => string;
  loop: (name: string) => string;
  missingCondition: (gateway: string, flow: string) => string;
  unreachable: (name: string) => string;
  deadEnd: (name: string) => string;
  noId: string;
}

const ZH: Messages = {
  oneProcess: '模型应包含且只包含一个流程',
  notExecutable: '流程未标记为可执行（isExecutable）',
  pool: '模型只能有一个泳池',
  roots: (types) => `模型中有流程不支持的内容：${types}`,
  script: (n) => `不允许使用脚本任务「${n}」：流程中不能运行代码`,
  scriptCondition: (n, l) => `连线「${n}」的条件不能使用脚本语言 ${l}，请改用 \${…} 表达式`,
  condition: (n, e) => `连线「${n}」的条件有误：${e}`,
  service: (n, s) => `服务任务「${n}」使用了未知的服务「${s}」`,
  unsupported: (t) => `不支持的流程元素：${t}`,
  extension: (n, t) => `元素「${n}」含有不支持的扩展 ${t}`,
  foreignAttr: (n, a) => `元素「${n}」含有不支持的属性 ${a}，请在属性面板中设置`,
  start: '流程应有且只有一个开始事件',
  startEvent: (n) => `开始事件「${n}」不能带定时器、消息或信号`,
  end: '流程至少需要一个结束事件',
  endEvent: (n) => `结束事件「${n}」只能是普通结束或终止结束`,
  timer: (n) => `定时器「${n}」的时间有误：应为 ISO 8601 时长（如 PT2H、P1D）或日期时间（如 2026-12-31T18:00:00）`,
  timerCycle: (n) => `定时器「${n}」不能是循环定时器`,
  catchEvent: (n) => `中间事件「${n}」只能是定时器`,
  boundary: (n) => `边界事件「${n}」只能是挂在用户任务上的定时器`,
  approvers: (n) => `用户任务「${n}」未设置审批人`,
  due: (n) => `用户任务「${n}」的处理时限有误：应为 ISO 8601 时长（如 PT4H、P2D）`,
  loop: (n) => `用户任务「${n}」的多实例设置请改用属性面板中的审批方式`,
  missingCondition: (g, f) => `网关「${g}」的出口「${f}」缺少条件（或设为默认出口）`,
  unreachable: (n) => `节点「${n}」无法从开始事件到达`,
  deadEnd: (n) => `节点「${n}」无法到达结束事件`,
  noId: '元素缺少 id',
};

const EN: Messages = {
  oneProcess: 'A model holds exactly one process',
  notExecutable: 'The process is not marked executable (isExecutable)',
  pool: 'A model has at most one pool',
  roots: (types) => `The model contains what a process cannot run: ${types}`,
  script: (n) => `Script task “${n}” is not allowed: a process runs no code`,
  scriptCondition: (n, l) => `The condition of flow “${n}” cannot be a ${l} script; write a \${…} expression`,
  condition: (n, e) => `The condition of flow “${n}” is wrong: ${e}`,
  service: (n, s) => `Service task “${n}” names an unknown service “${s}”`,
  unsupported: (t) => `Unsupported element: ${t}`,
  extension: (n, t) => `Element “${n}” carries an unsupported extension ${t}`,
  foreignAttr: (n, a) => `Element “${n}” carries an unsupported attribute ${a}; set it in the properties panel`,
  start: 'A process has exactly one start event',
  startEvent: (n) => `Start event “${n}” cannot carry a timer, message or signal`,
  end: 'A process needs at least one end event',
  endEvent: (n) => `End event “${n}” can only be a plain or terminate end`,
  timer: (n) => `Timer “${n}” is wrong: write an ISO 8601 duration (PT2H, P1D) or a date-time (2026-12-31T18:00:00)`,
  timerCycle: (n) => `Timer “${n}” cannot be a cycle`,
  catchEvent: (n) => `Intermediate event “${n}” can only be a timer`,
  boundary: (n) => `Boundary event “${n}” can only be a timer on a user task`,
  approvers: (n) => `User task “${n}” has no approver`,
  due: (n) => `The due time of user task “${n}” is wrong: write an ISO 8601 duration (PT4H, P2D)`,
  loop: (n) => `Set the multi-instance behaviour of user task “${n}” with the approval mode in the properties panel`,
  missingCondition: (g, f) => `Flow “${f}” out of gateway “${g}” needs a condition (or make it the default)`,
  unreachable: (n) => `“${n}” cannot be reached from the start event`,
  deadEnd: (n) => `“${n}” cannot reach an end event`,
  noId: 'An element lacks an id',
};

const label = (el: ModelElement) => el.name || el.id;

function checkTimer(el: ModelElement, m: Messages, out: ModelProblem[]): void {
  const t = el.timer;
  if (!t) return;
  if (t.kind === 'timeCycle') out.push({ elementId: el.id, message: m.timerCycle(label(el)) });
  else if (t.kind === 'none' || (t.kind === 'timeDuration' ? durationMs(t.value) : dateTimeMs(t.value)) === null) {
    out.push({ elementId: el.id, message: m.timer(label(el)) });
  }
}

function checkElement(
  el: ModelElement,
  byId: ReadonlyMap<string, ModelElement>,
  known: ReadonlySet<string> | undefined,
  m: Messages,
  language: UiLanguage,
  out: ModelProblem[],
): void {
  const add = (message: string): void => {
    out.push({ elementId: el.id || null, message });
  };
  const refused = !el.id
    ? m.noId
    : el.type === 'bpmn:ScriptTask'
      ? m.script(label(el))
      : !FLOW_TYPES.has(el.type) && !VISUAL_TYPES.has(el.type)
        ? m.unsupported(el.type.replace('bpmn:', ''))
        : null;
  if (refused) add(refused);
  if (refused || VISUAL_TYPES.has(el.type)) return;
  for (const a of el.foreignAttrs) add(m.foreignAttr(label(el), a));
  for (const x of el.extensions) add(m.extension(label(el), x));
  const otherDefs = el.eventDefinitions.filter((d) => d !== 'bpmn:TimerEventDefinition');
  switch (el.type) {
    case 'bpmn:SequenceFlow': {
      if (!el.condition) break;
      if (el.condition.language) add(m.scriptCondition(label(el), el.condition.language));
      else {
        const error = checkExpression(el.condition.body.trim(), known, language);
        if (error) add(m.condition(label(el), error));
      }
      break;
    }
    case 'bpmn:ServiceTask':
      if (!el.service || !Object.hasOwn(WORKFLOW_SERVICES, el.service) || el.implementation) {
        add(m.service(label(el), el.service || el.implementation || '—'));
      }
      break;
    case 'bpmn:StartEvent':
      if (el.eventDefinitions.length) add(m.startEvent(label(el)));
      break;
    case 'bpmn:EndEvent':
      if (el.eventDefinitions.some((d) => d !== 'bpmn:TerminateEventDefinition')) add(m.endEvent(label(el)));
      break;
    case 'bpmn:IntermediateCatchEvent':
      if (otherDefs.length || !el.timer) add(m.catchEvent(label(el)));
      checkTimer(el, m, out);
      break;
    case 'bpmn:BoundaryEvent':
      if (otherDefs.length || !el.timer || byId.get(el.attachedTo ?? '')?.type !== 'bpmn:UserTask') {
        add(m.boundary(label(el)));
      }
      checkTimer(el, m, out);
      break;
    case 'bpmn:UserTask': {
      const c = el.userTask;
      if (c && !namesApprovers(c)) add(m.approvers(label(el)));
      if (c?.dueIn && c.dueMs === null) add(m.due(label(el)));
      if (el.loop && (el.loop.cardinality || el.loop.completionCondition || el.loop.collection)) add(m.loop(label(el)));
      break;
    }
  }
}

/** Gateways choosing a way need a condition on every outgoing flow but the default. */
function checkGateways(els: readonly ModelElement[], m: Messages, out: ModelProblem[]): void {
  for (const g of els.filter((e) => GATEWAYS.has(e.type))) {
    const outgoing = els.filter((e) => e.type === 'bpmn:SequenceFlow' && e.source === g.id);
    if (outgoing.length < 2) continue;
    for (const f of outgoing) {
      if (f.id !== g.defaultFlow && !f.condition) {
        out.push({ elementId: f.id, message: m.missingCondition(label(g), label(f)) });
      }
    }
  }
}

/** Every node is reached from the start and reaches an end (boundary events follow their task). */
function checkPaths(els: readonly ModelElement[], m: Messages, out: ModelProblem[]): void {
  const nodes = els.filter((e) => FLOW_TYPES.has(e.type) && e.type !== 'bpmn:SequenceFlow');
  const next = new Map<string, string[]>(nodes.map((n) => [n.id, []]));
  const prev = new Map<string, string[]>(nodes.map((n) => [n.id, []]));
  const link = (a: string, b: string) => {
    next.get(a)?.push(b);
    prev.get(b)?.push(a);
  };
  for (const f of els) if (f.type === 'bpmn:SequenceFlow' && f.source && f.target) link(f.source, f.target);
  for (const b of nodes) if (b.type === 'bpmn:BoundaryEvent' && b.attachedTo) link(b.attachedTo, b.id);
  const walk = (from: readonly string[], edges: Map<string, string[]>) => {
    const seen = new Set(from);
    const stack = [...from];
    while (stack.length)
      for (const n of edges.get(stack.pop() as string) ?? []) if (!seen.has(n) && seen.add(n)) stack.push(n);
    return seen;
  };
  const reached = walk(
    nodes.filter((n) => n.type === 'bpmn:StartEvent').map((n) => n.id),
    next,
  );
  const ending = walk(
    nodes.filter((n) => n.type === 'bpmn:EndEvent').map((n) => n.id),
    prev,
  );
  for (const n of nodes) {
    if (!reached.has(n.id)) out.push({ elementId: n.id, message: m.unreachable(label(n)) });
    else if (!ending.has(n.id)) out.push({ elementId: n.id, message: m.deadEnd(label(n)) });
  }
}

function checkProcess(
  p: ModelProcess,
  known: ReadonlySet<string> | undefined,
  m: Messages,
  language: UiLanguage,
): ModelProblem[] {
  const out: ModelProblem[] = [];
  if (!p.executable) out.push({ elementId: p.id, message: m.notExecutable });
  const byId = new Map(p.elements.map((e) => [e.id, e]));
  for (const el of p.elements) checkElement(el, byId, known, m, language, out);
  if (p.elements.filter((e) => e.type === 'bpmn:StartEvent').length !== 1)
    out.push({ elementId: null, message: m.start });
  if (!p.elements.some((e) => e.type === 'bpmn:EndEvent')) out.push({ elementId: null, message: m.end });
  checkGateways(p.elements, m, out);
  if (!out.length) checkPaths(p.elements, m, out);
  return out;
}

/**
 * What keeps a model from being deployed, each with the element at fault: anything that would run code (script
 * tasks, script conditions, unknown services, listeners and other vocabularies' extensions), elements outside
 * the supported set, conditions outside the expression language (or reading variables the process does not know,
 * when `known` is given), malformed timers and due times, user tasks without approvers, gateways' missing
 * conditions, and nodes off every path from the start to an end.
 */
export function checkModel(
  model: ProcessModel,
  opts: { known?: ReadonlySet<string>; language?: UiLanguage } = {},
): ModelProblem[] {
  const language = opts.language ?? 'zh';
  const m = language === 'en' ? EN : ZH;
  const out: ModelProblem[] = [];
  if (model.processes.length !== 1) out.push({ elementId: null, message: m.oneProcess });
  if (model.participants > 1) out.push({ elementId: null, message: m.pool });
  const others = [...new Set(model.otherRoots)];
  if (others.length)
    out.push({ elementId: null, message: m.roots(others.map((t) => t.replace('bpmn:', '')).join('、')) });
  for (const p of model.processes) out.push(...checkProcess(p, opts.known, m, language));
  return out;
}
