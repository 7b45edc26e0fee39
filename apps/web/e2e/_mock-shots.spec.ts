import { expect, type Page, test } from '@playwright/test';
import { login } from './helpers';

const ok = (result: unknown) => ({ success: true, code: 200, message: '', result, timestamp: 0 });
const task = {
  id: 't1', name: '部门审批', nodeId: 'dept', kind: 'approve', assignee: 'admin', assigneeName: '管理员', owner: null,
  needsClaim: false, procDefId: 'leave:1', procInstId: 'i1', businessId: 'b1', title: '请假申请-张三-年假两天',
  processName: '请假流程', processKey: 'leave', applicant: 'zhangsan', applicantName: '张三', priority: 1,
  priority_dictText: '重要', createTime: '2026-03-01 09:00:00', dueTime: '2026-03-02 09:00:00', overdue: true, suspended: false,
};
const business = {
  id: 'b1', title: '请假申请-张三-年假两天', procDefId: 'leave:1', processName: '请假流程', processKey: 'leave', procInstId: 'i1',
  formKey: 'wf.leave', tableName: 'wf_leave', tableId: 'l1', status: 1, status_dictText: '处理中', result: 1,
  result_dictText: '处理中', priority: 1, priority_dictText: '重要', applyTime: '2026-03-01 09:00:00',
  currTaskName: '部门审批', createBy: 'admin', createTime: '2026-03-01 08:55:00',
};
const history = [
  { id: 'e1', nodeId: 'start', nodeName: '发起申请', action: 'submit', action_dictText: '提交', actor: 'zhangsan', actorName: '张三',
    comment: '家中有事，请批准', attachments: [{ name: '行程单.pdf', url: 'workflow/a.pdf' }], startTime: '2026-03-01 09:00:00', endTime: '2026-03-01 09:00:00', duration: 0 },
  { id: 'e2', nodeId: 'dept', nodeName: '部门审批', action: '', actor: 'admin', actorName: '管理员', comment: null, attachments: null,
    startTime: '2026-03-01 09:00:00', endTime: null, duration: null },
];
const instance = {
  id: 'i1', procDefId: 'leave:1', processName: '请假流程', processKey: 'leave', version: 2, businessId: 'b1', title: business.title,
  applicant: 'zhangsan', applicantName: '张三', status: 'running', status_dictText: '运行中', result: 1, result_dictText: '处理中',
  currTaskName: '部门审批', startTime: '2026-03-01 09:00:00', endTime: null, duration: 93_600_000,
};
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" targetNamespace="x">
<process id="leave" isExecutable="true"><startEvent id="start" name="发起"/><sequenceFlow id="f1" sourceRef="start" targetRef="dept"/><userTask id="dept" name="部门审批"/><sequenceFlow id="f2" sourceRef="dept" targetRef="end"/><endEvent id="end" name="结束"/></process>
<bpmndi:BPMNDiagram id="d"><bpmndi:BPMNPlane id="p" bpmnElement="leave">
<bpmndi:BPMNShape id="s1" bpmnElement="start"><dc:Bounds x="100" y="100" width="36" height="36"/></bpmndi:BPMNShape>
<bpmndi:BPMNShape id="s2" bpmnElement="dept"><dc:Bounds x="200" y="78" width="100" height="80"/></bpmndi:BPMNShape>
<bpmndi:BPMNShape id="s3" bpmnElement="end"><dc:Bounds x="360" y="100" width="36" height="36"/></bpmndi:BPMNShape>
<bpmndi:BPMNEdge id="e1" bpmnElement="f1"><di:waypoint x="136" y="118"/><di:waypoint x="200" y="118"/></bpmndi:BPMNEdge>
<bpmndi:BPMNEdge id="e2" bpmnElement="f2"><di:waypoint x="300" y="118"/><di:waypoint x="360" y="118"/></bpmndi:BPMNEdge>
</bpmndi:BPMNPlane></bpmndi:BPMNDiagram></definitions>`;
const page1 = (records: unknown[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

const ROUTES: Record<string, unknown> = {
  '/actBusiness/processes': ok([
    { id: 'leave:2', name: '请假流程', processKey: 'leave', version: 2, category: '人事', description: '员工请假，部门负责人审批，三天以上人事复核', formKey: 'wf.leave', formTitle: '请假申请' },
    { id: 'expense:1', name: '费用报销', processKey: 'expense', version: 1, category: '财务', description: '差旅与日常费用报销', formKey: 'wf.expense', formTitle: '费用报销' },
  ]),
  '/actBusiness/listData': page1([business, { ...business, id: 'b0', title: '费用报销-草稿', status: 0, status_dictText: '草稿', result: 0, result_dictText: '待提交', procInstId: null, currTaskName: null, applyTime: null }]),
  '/actBusiness/getForm': ok({ business, data: { leaveType: '1', startDate: '2026-03-02', endDate: '2026-03-03', days: 2, reason: '回家探亲' } }),
  '/actTask/todoList': page1([task, { ...task, id: 't2', title: '费用报销-李四', processName: '费用报销', needsClaim: true, overdue: false, priority: 0, priority_dictText: '普通', dueTime: null }]),
  '/actTask/detail': ok({ task, business, data: { leaveType: '1', startDate: '2026-03-02', endDate: '2026-03-03', days: 2, reason: '回家探亲' }, form: 'wf.leave', actions: ['pass', 'back', 'backToTask', 'delegate', 'transfer', 'addSign', 'comment'], history, backNodes: [{ nodeId: 'start', name: '发起申请' }] }),
  '/actTask/doneList': page1([{ ...task, action: 'pass', action_dictText: '通过', comment: '同意', endTime: '2026-03-01 10:12:00', duration: 4_320_000 }]),
  '/actProcessIns/getFinishedProcess': page1([{ ...instance, status: 'completed', status_dictText: '已完成', result: 2, result_dictText: '已通过', endTime: '2026-03-02 10:00:00' }]),
  '/actProcessIns/getRunningProcess': page1([instance, { ...instance, id: 'i2', status: 'suspended', status_dictText: '已挂起', title: '费用报销-李四' }]),
  '/actProcessIns/history': page1([instance, { ...instance, id: 'i3', status: 'rejected', status_dictText: '已驳回', endTime: '2026-03-02 10:00:00' }]),
  '/actTask/historicFlow/i1': ok(history),
  '/actProcessIns/getHighlight/i1': ok({ xml: XML, active: ['dept'], completed: ['start'], flows: ['f1'] }),
};

async function mock(page: Page) {
  await page.route(/\/system-api\/(actBusiness|actTask|actProcessIns)\//, async (route) => {
    const path = new URL(route.request().url()).pathname.replace('/system-api', '');
    const answer = ROUTES[path];
    await route.fulfill({ json: answer ?? { success: false, code: 404, message: `mock: ${path}`, result: null } });
  });
}

const DIR = '/tmp/h25/shots';
test('mock shots', async ({ page }) => {
  test.setTimeout(300_000);
  await mock(page);
  await login(page);
  for (const lang of ['zh', 'en']) {
    if (lang === 'en') {
      await page.locator('.ant-segmented').getByText('EN', { exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    }
    for (const screen of ['apply', 'todo', 'done', 'finished', 'instance', 'history']) {
      await page.goto(`/workflow/${screen}`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${DIR}/${lang}-${screen}.png`, fullPage: true });
    }
    await page.goto('/workflow/todo?busId=t1');
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `${DIR}/${lang}-drawer.png` });
    await page.getByRole('tab', { name: lang === 'zh' ? '流程图' : 'Diagram' }).click();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${DIR}/${lang}-drawer-diagram.png` });
    await page.goto('/workflow/apply');
    await page.waitForTimeout(1000);
    await page.getByRole('button', { name: lang === 'zh' ? /发\s?起/ : 'Start' }).first().click();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `${DIR}/${lang}-apply-form.png` });
    await page.goto('/dashboard/workplace');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${DIR}/${lang}-workplace.png`, fullPage: true });
  }
});
