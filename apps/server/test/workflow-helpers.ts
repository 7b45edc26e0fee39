import { expect } from 'vitest';
import type { App } from '../src/app.js';
import { modelXml, type XmlModel } from '../src/modules/workflow/model-xml.js';
import { call, login } from './helpers.js';

/** A model added and deployed over the API as admin; answers the definition's id. */
export async function deploy(t: App, m: XmlModel, token?: string): Promise<string> {
  const admin = token ?? (await login(t, 'admin'));
  const added = await call(t, 'POST', '/system-api/activiti/models/add', {
    token: admin,
    body: { name: m.name, modelKey: m.id, xml: modelXml(m) },
  });
  expect(added.body.success, added.body.message).toBe(true);
  const deployed = await call(t, 'POST', `/system-api/activiti/models/deployment/${added.body.result.id}`, {
    token: admin,
  });
  expect(deployed.body.success, JSON.stringify(deployed.body)).toBe(true);
  return deployed.body.result.id as string;
}

/** Two approvals in a row: the applicant's department head, then the holders of a role (one claims). */
export const twoStep = (id: string, roleCode = 'auditor', extra: Partial<XmlModel> = {}): XmlModel => ({
  id,
  name: `两级审批 ${id}`,
  formKey: 'wf.leave',
  nodes: [
    { id: 'start', type: 'startEvent', name: '开始', at: [0, 0] },
    { id: 'head', type: 'userTask', name: '部门负责人', at: [1, 0], attrs: { deptHead: 'true' } },
    { id: 'role', type: 'userTask', name: '角色审批', at: [2, 0], attrs: { candidateRoles: roleCode } },
    { id: 'end', type: 'endEvent', name: '结束', at: [3, 0] },
  ],
  flows: [
    { id: 'f1', from: 'start', to: 'head' },
    { id: 'f2', from: 'head', to: 'role' },
    { id: 'f3', from: 'role', to: 'end' },
  ],
  ...extra,
});

export const LEAVE = {
  leaveType: 'annual',
  startDate: '2026-12-21',
  endDate: '2026-12-25',
  days: 5,
  reason: '回家探亲',
};

/** Applies as the token's user: a draft of the definition, then submitted. Answers the business id. */
export async function apply(
  t: App,
  token: string,
  procDefId: string,
  data: Record<string, unknown> = LEAVE,
  title?: string,
) {
  const added = await call(t, 'POST', '/system-api/actBusiness/add', { token, body: { procDefId, data, title } });
  expect(added.body.success, added.body.message).toBe(true);
  const applied = await call(t, 'POST', '/system-api/actBusiness/apply', { token, body: { id: added.body.result.id } });
  expect(applied.body.success, applied.body.message).toBe(true);
  return added.body.result.id as string;
}

/** The caller's todo tasks (first page). */
export async function todo(t: App, token: string, query = '') {
  const res = await call(t, 'GET', `/system-api/actTask/todoList?pageSize=50${query}`, { token });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.result.records as {
    id: string;
    nodeId: string;
    procInstId: string;
    needsClaim: boolean;
    title: string;
    kind: string;
  }[];
}

export const act = (t: App, token: string, action: string, body: Record<string, unknown>) =>
  call(t, 'POST', `/system-api/actTask/${action}`, { token, body });
