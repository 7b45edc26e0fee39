import { entityNamed } from '@yunzhan/common/entities/registry';
import {
  CONTENT_REVIEW_FORM,
  checkModel,
  knownVariables,
  type ModdleElement,
  type ModelProblem,
  type ModelProcess,
  readModel,
  type UserTaskConfig,
  YZ_MODDLE,
} from '@yunzhan/common/workflow/index';
import * as elements from 'bpmn-elements';
import BpmnModdle from 'bpmn-moddle';
import Serializer, { TypeResolver } from 'moddle-context-serializer';
import { CONDITION } from './process-run.js';
import { workflowTypes } from './service-task.js';

/** A user task's name and settings, as a deployed definition keeps them (`act_process.nodes`). */
export interface NodeInfo {
  id: string;
  name: string;
  type: string;
  config?: UserTaskConfig;
}

export interface CompiledModel {
  processId: string;
  name: string;
  formKey: string | null;
  category: string | null;
  nodes: NodeInfo[];
  /** The engine's serialized context of the definition (JSON text), what every instance of a version runs. */
  source: string;
}

export const WORKFLOW_FORMS: readonly string[] = ['wf.leave', 'wf.expense'];
/** What a model is checked against: the forms a process may name, and their variables. */
export function formProblems(p: ModelProcess): ModelProblem[] {
  if (!p.formKey || p.formKey === CONTENT_REVIEW_FORM || WORKFLOW_FORMS.includes(p.formKey)) return [];
  return [{ elementId: p.id, message: `未知的表单「${p.formKey}」` }];
}

/** Reads XML into the model the checks see; a model that does not parse is one problem. */
export async function parseModel(
  xml: string,
): Promise<{ definitions?: ModdleElement; context?: unknown; problems: ModelProblem[] }> {
  if (!xml.trim()) return { problems: [{ elementId: null, message: '模型内容为空' }] };
  try {
    const context = await new BpmnModdle({ yz: YZ_MODDLE }).fromXML(xml);
    const { rootElement, warnings } = context;
    if (rootElement?.$type !== 'bpmn:Definitions') {
      return { problems: [{ elementId: null, message: 'BPMN 文件无法解析：根元素不是 definitions' }] };
    }
    const problems = warnings.map((w) => ({
      elementId: null,
      message: `模型中有无法识别的内容：${w.message.split('\n')[0]}`,
    }));
    return { definitions: rootElement, context, problems };
  } catch (e) {
    return { problems: [{ elementId: null, message: `BPMN 文件无法解析：${(e as Error).message.split('\n')[0]}` }] };
  }
}

/**
 * Checks a model and, when nothing stops it, compiles it for the engine: its process, form, user tasks and the
 * serialized context every instance of the version runs. Multi-instance markers are drawn for people but left to
 * Yunzhan's task table (the engine sees one wait per user task), so they are removed from what the engine runs;
 * conditions are marked so that the engine's expression handler evaluates them as conditions (true or false).
 */
export async function compileModel(xml: string): Promise<{ compiled?: CompiledModel; problems: ModelProblem[] }> {
  const { definitions, context: moddleContext, problems } = await parseModel(xml);
  if (!definitions || problems.length) return { problems };
  const model = readModel(definitions);
  const [p] = model.processes;
  const form = p?.formKey ? entityNamed(p.formKey) : undefined;
  const found = [...checkModel(model, { known: knownVariables(form) }), ...(p ? formProblems(p) : [])];
  if (found.length || !p) return { problems: found };
  for (const el of flowElements(definitions)) {
    if (el.$type === 'bpmn:UserTask') delete el.loopCharacteristics;
    const cond = el.conditionExpression as { body?: string } | undefined;
    if (cond?.body) cond.body = `${CONDITION}${cond.body.trim()}`;
  }
  const context = Serializer(moddleContext as never, TypeResolver(elements, workflowTypes));
  return {
    problems: [],
    compiled: {
      processId: p.id,
      name: p.name || p.id,
      formKey: p.formKey,
      category: p.category,
      nodes: p.elements
        .filter((e) => !['bpmn:SequenceFlow', 'bpmn:TextAnnotation', 'bpmn:Association', 'bpmn:Group'].includes(e.type))
        .map((e) => ({ id: e.id, name: e.name || e.id, type: e.type, ...(e.userTask && { config: e.userTask }) })),
      source: context.serialize(),
    },
  };
}

function flowElements(definitions: ModdleElement): ModdleElement[] {
  const roots = (definitions.rootElements as ModdleElement[] | undefined) ?? [];
  return roots.flatMap((r) => (r.flowElements as ModdleElement[] | undefined) ?? []);
}

/** The problems that keep XML from deploying (the modeler's 校验 on the server), nothing compiled. */
export async function checkXml(xml: string): Promise<ModelProblem[]> {
  return (await compileModel(xml)).problems;
}
