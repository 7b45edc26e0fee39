/**
 * Chinese for the texts bpmn-js shows (palette, context pad, replace menu, tooltips), keyed by its English
 * templates. They travel with the modeler's chunk rather than the app catalogue, which the login page loads.
 */
const ZH: Readonly<Record<string, string>> = {
  'Activate hand tool': '抓手工具（拖动画布）',
  'Activate lasso tool': '套索工具（框选元素）',
  'Activate create/remove space tool': '空间工具（插入或移除空白）',
  'Activate global connect tool': '连线工具',
  'Create start event': '开始事件',
  'Create end event': '结束事件',
  'Create timer intermediate catch event': '定时器事件',
  'Create user task': '用户任务',
  'Create service task': '服务任务',
  'Create exclusive gateway': '排他网关',
  'Create parallel gateway': '并行网关',
  'Create inclusive gateway': '包容网关',
  'Create text annotation': '文本注释',
  'Create group': '分组',
  'Append end event': '追加结束事件',
  'Append gateway': '追加网关',
  'Append user task': '追加用户任务',
  'Append timer intermediate catch event': '追加定时器事件',
  'Add text annotation': '添加文本注释',
  'Connect to other element': '连线到其他元素',
  'Connect using association': '用关联连线',
  'Change element': '更改类型',
  Delete: '删除',
  'Align elements': '对齐元素',
  'Align elements left': '左对齐',
  'Align elements center': '水平居中对齐',
  'Align elements right': '右对齐',
  'Align elements top': '顶端对齐',
  'Align elements middle': '垂直居中对齐',
  'Align elements bottom': '底端对齐',
  'Distribute elements horizontally': '水平等距分布',
  'Distribute elements vertically': '垂直等距分布',
  'Toggle non-interrupting': '切换为非中断',
  'Search in diagram': '在流程图中搜索',
  'User task': '用户任务',
  'Service task': '服务任务',
  'Exclusive gateway': '排他网关',
  'Parallel gateway': '并行网关',
  'Inclusive gateway': '包容网关',
  'Start event': '开始事件',
  'End event': '结束事件',
  'Terminate end event': '终止结束事件',
  'Timer intermediate catch event': '定时器中间事件',
  'Timer boundary event': '定时器边界事件',
  'Timer boundary event (non-interrupting)': '定时器边界事件（非中断）',
  'Sequence flow': '顺序流',
  'Default flow': '默认流',
};

export type BpmnTranslate = (template: string, replacements?: Record<string, string>) => string;

/** bpmn-js's `translate` service in the interface language: `{name}` placeholders filled, unknown texts as given. */
export function bpmnTranslate(language: 'zh' | 'en'): BpmnTranslate {
  return (template, replacements = {}) =>
    (language === 'zh' ? (ZH[template] ?? template) : template).replace(
      /{([^}]+)}/g,
      (whole, key: string) => replacements[key] ?? whole,
    );
}

/** Every English template the Chinese table covers (a test holds it to the restricted palette and menus). */
export const TRANSLATED_TEMPLATES: readonly string[] = Object.keys(ZH);
