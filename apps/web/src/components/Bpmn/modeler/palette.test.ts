import { describe, expect, it } from 'vitest';
import { bpmnTranslate, TRANSLATED_TEMPLATES } from './bpmn-translations';
import {
  APPEND_ENTRIES,
  CREATE_ENTRIES,
  contextPadEntries,
  KEPT_PALETTE_ENTRIES,
  KEPT_REPLACE_ENTRIES,
  keepEntries,
} from './palette';

/** bpmn-js 18's own palette (PaletteProvider.js). */
const BPMN_JS_PALETTE = [
  'hand-tool',
  'lasso-tool',
  'space-tool',
  'global-connect-tool',
  'tool-separator',
  'create.start-event',
  'create.intermediate-event',
  'create.end-event',
  'create.exclusive-gateway',
  'create.task',
  'create.data-object',
  'create.data-store',
  'create.subprocess-expanded',
  'create.participant-expanded',
  'create.group',
];

const entries = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, { id }]));

describe('the restricted palette', () => {
  it('keeps bpmn-js’s tools and none of its elements', () => {
    expect(Object.keys(keepEntries(entries(BPMN_JS_PALETTE), KEPT_PALETTE_ENTRIES))).toEqual([
      'hand-tool',
      'lasso-tool',
      'space-tool',
      'global-connect-tool',
      'tool-separator',
    ]);
  });

  it('creates exactly the supported elements', () => {
    expect(CREATE_ENTRIES.map((e) => [e.type, e.eventDefinitionType ?? null])).toEqual([
      ['bpmn:StartEvent', null],
      ['bpmn:EndEvent', null],
      ['bpmn:IntermediateCatchEvent', 'bpmn:TimerEventDefinition'],
      ['bpmn:UserTask', null],
      ['bpmn:ServiceTask', null],
      ['bpmn:ExclusiveGateway', null],
      ['bpmn:ParallelGateway', null],
      ['bpmn:InclusiveGateway', null],
      ['bpmn:TextAnnotation', null],
      ['bpmn:Group', null],
    ]);
  });
});

describe('the restricted context pad', () => {
  const append = (e: { id: string }) => ({ id: `ours:${e.id}` });

  it('appends a user task and a timer instead of a plain task and a throw event', () => {
    const pad = contextPadEntries(
      entries([
        'append.end-event',
        'append.gateway',
        'append.append-task',
        'append.intermediate-event',
        'append.text-annotation',
        'replace',
        'connect',
        'delete',
      ]),
      append,
    );
    expect(Object.keys(pad)).toEqual([
      'append.user-task',
      'append.timer-event',
      'append.end-event',
      'append.gateway',
      'append.text-annotation',
      'replace',
      'connect',
      'delete',
    ]);
  });

  it('appends nothing where bpmn-js appends nothing (an end event), and drops lanes and receive tasks', () => {
    const pad = contextPadEntries(
      entries(['lane-insert-above', 'append.receive-task', 'replace', 'connect', 'delete']),
      append,
    );
    expect(Object.keys(pad)).toEqual(['replace', 'connect', 'delete']);
  });
});

describe('the restricted replace menu', () => {
  it('offers supported elements only', () => {
    const menu = keepEntries(
      entries([
        'replace-with-task',
        'replace-with-user-task',
        'replace-with-script-task',
        'replace-with-call-activity',
        'replace-with-message-boundary',
        'replace-with-timer-boundary',
        'replace-with-conditional-flow',
        'replace-with-default-flow',
      ]),
      KEPT_REPLACE_ENTRIES,
    );
    expect(Object.keys(menu)).toEqual([
      'replace-with-user-task',
      'replace-with-timer-boundary',
      'replace-with-default-flow',
    ]);
  });
});

describe('bpmn-js texts', () => {
  it('are Chinese in the Chinese interface, with placeholders filled', () => {
    const zh = bpmnTranslate('zh');
    expect(zh('Create user task')).toBe('用户任务');
    expect(zh('Change element')).toBe('更改类型');
    expect(zh('Open {element}', { element: 'X' })).toBe('Open X');
  });

  it('are bpmn-js’s own in English', () => {
    expect(bpmnTranslate('en')('Create user task')).toBe('Create user task');
  });

  it('cover every entry we offer', () => {
    for (const e of [...CREATE_ENTRIES, ...APPEND_ENTRIES]) expect(TRANSLATED_TEMPLATES).toContain(e.title);
  });
});
