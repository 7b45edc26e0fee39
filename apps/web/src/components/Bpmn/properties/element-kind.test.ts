import type { ModdleElement } from '@yunzhan/common/workflow/model';
import { describe, expect, it } from 'vitest';
import { flowOptions, isXmlId, panelKind, timerValue } from './element-kind';

const el = (type: string, props: Record<string, unknown> = {}): ModdleElement => ({ $type: type, ...props });
const timer = (props: Record<string, unknown>) => [el('bpmn:TimerEventDefinition', props)];

describe('the form of an element', () => {
  it('edits the process when nothing (or the pool) is selected', () => {
    expect(panelKind(undefined)).toBe('process');
    expect(panelKind(el('bpmn:Process'))).toBe('process');
    expect(panelKind(el('bpmn:Participant'))).toBe('process');
  });

  it('has its own form for tasks, flows, annotations and timers', () => {
    expect(panelKind(el('bpmn:UserTask'))).toBe('userTask');
    expect(panelKind(el('bpmn:ServiceTask'))).toBe('serviceTask');
    expect(panelKind(el('bpmn:SequenceFlow'))).toBe('flow');
    expect(panelKind(el('bpmn:TextAnnotation'))).toBe('annotation');
    expect(panelKind(el('bpmn:BoundaryEvent', { eventDefinitions: timer({}) }))).toBe('timer');
    expect(panelKind(el('bpmn:IntermediateCatchEvent', { eventDefinitions: timer({}) }))).toBe('timer');
  });

  it('names the rest (gateways, start and end events, a boundary event without a timer)', () => {
    expect(panelKind(el('bpmn:ExclusiveGateway'))).toBe('node');
    expect(panelKind(el('bpmn:EndEvent'))).toBe('node');
    expect(panelKind(el('bpmn:BoundaryEvent', { eventDefinitions: [el('bpmn:MessageEventDefinition')] }))).toBe('node');
  });
});

describe('the form of a sequence flow', () => {
  it('offers a condition and the default toggle out of an exclusive or inclusive gateway', () => {
    expect(flowOptions(el('bpmn:SequenceFlow', { sourceRef: el('bpmn:ExclusiveGateway') }))).toEqual({
      condition: true,
      defaultToggle: true,
    });
    expect(flowOptions(el('bpmn:SequenceFlow', { sourceRef: el('bpmn:InclusiveGateway') })).defaultToggle).toBe(true);
  });

  it('offers neither out of a task or a parallel gateway, unless the flow has a condition already', () => {
    expect(flowOptions(el('bpmn:SequenceFlow', { sourceRef: el('bpmn:UserTask') }))).toEqual({
      condition: false,
      defaultToggle: false,
    });
    expect(flowOptions(el('bpmn:SequenceFlow', { sourceRef: el('bpmn:ParallelGateway') })).condition).toBe(false);
    expect(
      flowOptions(el('bpmn:SequenceFlow', { sourceRef: el('bpmn:UserTask'), conditionExpression: el('x') })),
    ).toEqual({ condition: true, defaultToggle: false });
  });
});

describe('timers', () => {
  it('read a duration or a date-time', () => {
    expect(
      timerValue(el('bpmn:BoundaryEvent', { eventDefinitions: timer({ timeDuration: { body: 'PT4H' } }) })),
    ).toEqual({ kind: 'timeDuration', value: 'PT4H' });
    expect(
      timerValue(el('bpmn:BoundaryEvent', { eventDefinitions: timer({ timeDate: { body: '2026-12-31T18:00:00' } }) })),
    ).toEqual({ kind: 'timeDate', value: '2026-12-31T18:00:00' });
    expect(timerValue(el('bpmn:BoundaryEvent', { eventDefinitions: timer({}) }))).toEqual({
      kind: 'timeDuration',
      value: '',
    });
  });
});

describe('element ids', () => {
  it('are XML names', () => {
    expect(isXmlId('leave_process')).toBe(true);
    expect(isXmlId('Process_1.v2-a')).toBe(true);
    expect(isXmlId('1abc')).toBe(false);
    expect(isXmlId('请假')).toBe(false);
    expect(isXmlId('a b')).toBe(false);
  });
});
