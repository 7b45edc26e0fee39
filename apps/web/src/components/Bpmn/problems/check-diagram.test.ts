import { YZ_MODDLE } from '@yunzhan/common/workflow/moddle';
import type { ModdleElement } from '@yunzhan/common/workflow/model';
import BpmnModdle from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { checkDiagram, problemRows } from './check-diagram';

const diagram = (process: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:yz="http://yunzhan.dev/schema/bpmn/1.0"
  id="d" targetNamespace="http://yunzhan.dev/bpmn">${process}</bpmn:definitions>`;

const LEAVE = diagram(`
  <bpmn:process id="leave" name="请假" isExecutable="true" yz:formKey="wf.leave">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="review" name="部门审批" />
    <bpmn:exclusiveGateway id="gw" name="天数" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="review" />
    <bpmn:sequenceFlow id="f2" sourceRef="review" targetRef="gw" />
    <bpmn:sequenceFlow id="long" name="长假" sourceRef="gw" targetRef="end">
      <bpmn:conditionExpression>\${days &gt; 3}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="short" name="短假" sourceRef="gw" targetRef="end">
      <bpmn:conditionExpression>\${amount &gt; 3}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
  </bpmn:process>`);

async function definitionsOf(xml: string): Promise<ModdleElement> {
  const moddle = new BpmnModdle({ yz: YZ_MODDLE });
  return (await moddle.fromXML(xml)).rootElement as unknown as ModdleElement;
}

describe('the check of a diagram', () => {
  it('names each problem with its element, reading the variables of the process form', async () => {
    const problems = checkDiagram(await definitionsOf(LEAVE), 'zh');
    expect(problems).toEqual([
      { elementId: 'review', message: '用户任务「部门审批」未设置审批人' },
      { elementId: 'short', message: expect.stringMatching(/^连线「短假」的条件有误：.*amount/) },
    ]);
  });

  it('speaks the interface language', async () => {
    const problems = checkDiagram(await definitionsOf(LEAVE), 'en');
    expect(problems[0]).toEqual({ elementId: 'review', message: 'User task “部门审批” has no approver' });
  });

  it('knows the expense form’s fields once the process takes that form', async () => {
    const expense = LEAVE.replace('wf.leave', 'wf.expense');
    const problems = checkDiagram(await definitionsOf(expense), 'zh');
    expect(problems.map((p) => p.elementId)).toEqual(['review', 'long']);
  });

  it('passes a complete diagram', async () => {
    const xml = LEAVE.replace(
      '<bpmn:userTask id="review" name="部门审批" />',
      '<bpmn:userTask id="review" yz:deptHead="true" />',
    ).replace('${amount &gt; 3}', '${days &lt;= 3}');
    expect(checkDiagram(await definitionsOf(xml), 'zh')).toEqual([]);
  });

  it('lists problems with keys, and which of them select an element', () => {
    const rows = problemRows(
      [
        { elementId: null, message: 'A' },
        { elementId: 'review', message: 'B' },
        { elementId: 'gone', message: 'C' },
      ],
      (id) => id === 'review',
    );
    expect(rows.map((r) => [r.key, r.selectable])).toEqual([
      ['0:', false],
      ['1:review', true],
      ['2:gone', false],
    ]);
  });
});
