import { describe, expect, it } from 'vitest';
import { modelXml, type XmlModel } from '../model-xml.js';
import { compileModel } from './compile.js';
import { runStep } from './process-run.js';

const twoStep = (extra: Partial<XmlModel> = {}): XmlModel => ({
  id: 'leave',
  name: '请假',
  formKey: 'wf.leave',
  nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    { id: 'head', type: 'userTask', name: '部门负责人', at: [1, 0], attrs: { deptHead: 'true' } },
    { id: 'gw', type: 'exclusiveGateway', at: [2, 0] },
    { id: 'hr', type: 'userTask', name: '人事', at: [3, 0], attrs: { candidateRoles: 'hr' } },
    { id: 'end', type: 'endEvent', at: [4, 0] },
  ],
  flows: [
    { id: 'f1', from: 'start', to: 'head' },
    { id: 'f2', from: 'head', to: 'gw' },
    { id: 'long', from: 'gw', to: 'hr', name: '多于3天', condition: '${days > 3}' },
    { id: 'short', from: 'gw', to: 'end', name: '其余' },
    { id: 'f5', from: 'hr', to: 'end' },
  ],
  defaults: { gw: 'short' },
  ...extra,
});

let versions = 0;
async function compiled(m: XmlModel) {
  const { compiled: c, problems } = await compileModel(modelXml(m));
  expect(problems).toEqual([]);
  return { id: `${m.id}:${++versions}`, source: c?.source as string, nodes: c?.nodes ?? [] };
}

describe('deploy checks', () => {
  it('refuses a script task, a JavaScript condition, an unknown service and foreign listeners, naming each', async () => {
    const m = twoStep();
    m.nodes.push(
      { id: 'js', type: 'scriptTask', name: '脚本', at: [1, 1], inner: '<script>require("fs")</script>' },
      { id: 'svc', type: 'serviceTask', name: '调用', at: [2, 1], attrs: { 'camunda:class': 'x.Y', service: 'exec' } },
    );
    m.flows.push({ id: 'bad', from: 'gw', to: 'hr', name: '脚本条件', condition: 'days > 3', language: 'javascript' });
    const xml = modelXml(m).replace(
      '<definitions ',
      '<definitions xmlns:camunda="http://camunda.org/schema/1.0/bpmn" ',
    );
    const { problems } = await compileModel(xml);
    const text = problems.map((p) => `${p.elementId}: ${p.message}`);
    expect(text).toContain('js: 不允许使用脚本任务「脚本」：流程中不能运行代码');
    expect(text).toContain('bad: 连线「脚本条件」的条件不能使用脚本语言 javascript，请改用 ${…} 表达式');
    expect(text).toContain('svc: 服务任务「调用」使用了未知的服务「exec」');
    expect(text).toContain('svc: 元素「调用」含有不支持的属性 camunda:class，请在属性面板中设置');
  });

  it('refuses conditions outside the language and unknown variables, and tasks without approvers', async () => {
    const m = twoStep();
    (m.flows[2] as { condition: string }).condition = '${dayz > 3}';
    m.nodes[3] = { id: 'hr', type: 'userTask', name: '人事', at: [3, 0] };
    const { problems } = await compileModel(modelXml(m));
    expect(problems.map((p) => p.message)).toEqual([
      '用户任务「人事」未设置审批人',
      '连线「多于3天」的条件有误：未知变量 dayz（第 3 个字符）',
    ]);
  });

  it('refuses XML it cannot read, and listeners of other engines', async () => {
    expect((await compileModel('<definitions')).problems[0]?.message).toMatch(/^BPMN 文件无法解析/);
    const xml = modelXml(twoStep()).replace(
      '<userTask id="head" name="部门负责人" yz:deptHead="true">',
      '<userTask id="head" name="部门负责人" yz:deptHead="true"><extensionElements><camunda:executionListener xmlns:camunda="http://camunda.org/schema/1.0/bpmn" event="start" /></extensionElements>',
    );
    expect((await compileModel(xml)).problems.map((p) => p.message)).toEqual([
      '元素「部门负责人」含有不支持的扩展 camunda:executionListener',
    ]);
  });
});

describe('a step on the engine', () => {
  it('waits at user tasks, follows conditions over the variables, and ends', async () => {
    const v = await compiled(twoStep());
    const first = await runStep(v, { kind: 'start' }, null, { days: 5 });
    expect(first.waits.map((w) => w.nodeId)).toEqual(['head']);
    expect(first.ended).toBe(false);
    expect(JSON.parse(first.state).definitions[0].source).toBeUndefined();
    const head = first.waits[0] as { nodeId: string; executionId: string };
    const second = await runStep(v, { kind: 'signal', ...head }, first.state, { days: 5 });
    expect(second.waits.map((w) => w.nodeId)).toEqual(['hr']);
    expect(second.flows).toContain('long');
    const hr = second.waits[0] as { nodeId: string; executionId: string };
    const third = await runStep(v, { kind: 'signal', ...hr }, second.state, { days: 5 });
    expect(third.ended).toBe(true);
    expect(third.completed).toContain('end');

    const short = await runStep(v, { kind: 'signal', ...head }, first.state, { days: 2 });
    expect(short.ended).toBe(true);
    expect(short.flows).toContain('short');
  });

  it('reports a timer as due and fires it when resumed after its time', async () => {
    const m = twoStep({ boundaries: [{ id: 'late', attachedTo: 'head', duration: 'PT0.2S' }] });
    m.flows.push({ id: 'f6', from: 'late', to: 'end' });
    const v = await compiled(m);
    const first = await runStep(v, { kind: 'start' }, null, { days: 1 });
    expect(first.timers).toEqual([{ elementId: 'late', dueAt: expect.any(Number) }]);
    const early = await runStep(v, { kind: 'resume' }, first.state, { days: 1 });
    expect(early.waits.map((w) => w.nodeId)).toEqual(['head']);
    await new Promise((r) => setTimeout(r, 250));
    const fired = await runStep(v, { kind: 'resume' }, first.state, { days: 1 });
    expect(fired.completed).toContain('late');
    expect(fired.waits).toEqual([]);
  });

  it('stops a step whose condition cannot be evaluated, with the reason', async () => {
    const m = twoStep();
    (m.flows[2] as { condition: string }).condition = '${days + 1}';
    const v = await compiled(m);
    const first = await runStep(v, { kind: 'start' }, null, { days: 5 });
    await expect(
      runStep(v, { kind: 'signal', ...(first.waits[0] as { nodeId: string; executionId: string }) }, first.state, {
        days: 5,
      }),
    ).rejects.toThrow('流程条件计算失败：条件的结果不是真或假（第 8 个字符）');
  });
});
