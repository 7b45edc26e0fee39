import { YZ_NAMESPACE } from '@yunzhan/common/workflow/moddle';

/**
 * BPMN XML with its diagram from a short description: the demo models of the seed and the models of the tests.
 * Each node sits on a grid cell (`at: [column, row]`); flows are straight or elbowed lines between the cells.
 */
export interface XmlNode {
  id: string;
  type:
    | 'startEvent'
    | 'endEvent'
    | 'userTask'
    | 'serviceTask'
    | 'exclusiveGateway'
    | 'parallelGateway'
    | 'scriptTask'
    | 'intermediateCatchEvent';
  name?: string;
  at: [number, number];
  /** `yz:` attributes (without the prefix) or other attributes (with theirs). */
  attrs?: Record<string, string>;
  /** Raw inner XML (a timer definition, a script …). */
  inner?: string;
}

export interface XmlFlow {
  id: string;
  from: string;
  to: string;
  name?: string;
  condition?: string;
  /** A `language` attribute on the condition (scripts: refused at deploy). */
  language?: string;
}

export interface XmlBoundary {
  id: string;
  attachedTo: string;
  /** ISO 8601 duration. */
  duration: string;
  name?: string;
  /** false: a non-interrupting timer. */
  cancelActivity?: boolean;
}

/** A timer event's definition (`inner` of an intermediate catch event): waits for an ISO 8601 duration. */
export const timerInner = (duration: string) =>
  `<timerEventDefinition><timeDuration xsi:type="tFormalExpression">${duration}</timeDuration></timerEventDefinition>`;

export interface XmlModel {
  id: string;
  name: string;
  formKey?: string;
  category?: string;
  nodes: XmlNode[];
  flows: XmlFlow[];
  boundaries?: XmlBoundary[];
  /** Gateway id → its default flow id. */
  defaults?: Record<string, string>;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const SIZE: Record<XmlNode['type'], [number, number]> = {
  startEvent: [36, 36],
  endEvent: [36, 36],
  intermediateCatchEvent: [36, 36],
  userTask: [100, 80],
  serviceTask: [100, 80],
  scriptTask: [100, 80],
  exclusiveGateway: [50, 50],
  parallelGateway: [50, 50],
};
const CELL_W = 160;
const CELL_H = 130;

function box(n: XmlNode) {
  const [w, h] = SIZE[n.type];
  const cx = 80 + n.at[0] * CELL_W + 50;
  const cy = 80 + n.at[1] * CELL_H + 40;
  return { x: cx - w / 2, y: cy - h / 2, w, h, cx, cy };
}

function attrText(attrs: Record<string, string> = {}) {
  return Object.entries(attrs)
    .map(([k, v]) => ` ${k.includes(':') ? k : `yz:${k}`}="${esc(v)}"`)
    .join('');
}

export function modelXml(m: XmlModel): string {
  const byId = new Map(m.nodes.map((n) => [n.id, n]));
  const outgoing = (id: string) => m.flows.filter((f) => f.from === id).map((f) => `<outgoing>${f.id}</outgoing>`);
  const incoming = (id: string) => m.flows.filter((f) => f.to === id).map((f) => `<incoming>${f.id}</incoming>`);
  const nodes = m.nodes.map((n) => {
    const dflt = m.defaults?.[n.id] ? ` default="${m.defaults[n.id]}"` : '';
    const body = [...incoming(n.id), ...outgoing(n.id), n.inner ?? ''].join('');
    return `<${n.type} id="${n.id}" name="${esc(n.name ?? '')}"${dflt}${attrText(n.attrs)}>${body}</${n.type}>`;
  });
  const flows = m.flows.map((f) => {
    const lang = f.language ? ` language="${esc(f.language)}"` : '';
    const cond = f.condition
      ? `<conditionExpression xsi:type="tFormalExpression"${lang}>${esc(f.condition)}</conditionExpression>`
      : '';
    return `<sequenceFlow id="${f.id}" name="${esc(f.name ?? '')}" sourceRef="${f.from}" targetRef="${f.to}">${cond}</sequenceFlow>`;
  });
  const boundaries = (m.boundaries ?? []).map((b) => {
    const cancel = b.cancelActivity === false ? ' cancelActivity="false"' : '';
    return `<boundaryEvent id="${b.id}" name="${esc(b.name ?? '')}" attachedToRef="${b.attachedTo}"${cancel}>${timerInner(b.duration)}</boundaryEvent>`;
  });
  const shapes = m.nodes.map((n) => {
    const b = box(n);
    return `<bpmndi:BPMNShape id="${n.id}_di" bpmnElement="${n.id}"><dc:Bounds x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" /></bpmndi:BPMNShape>`;
  });
  const boundaryShapes = (m.boundaries ?? []).map((bd) => {
    const host = box(byId.get(bd.attachedTo) as XmlNode);
    return `<bpmndi:BPMNShape id="${bd.id}_di" bpmnElement="${bd.id}"><dc:Bounds x="${host.x + host.w - 28}" y="${host.y + host.h - 18}" width="36" height="36" /></bpmndi:BPMNShape>`;
  });
  const boundaryBox = (id: string) => {
    const bd = (m.boundaries ?? []).find((b) => b.id === id);
    const host = bd && box(byId.get(bd.attachedTo) as XmlNode);
    return (
      host && {
        x: host.x + host.w - 28,
        y: host.y + host.h - 18,
        w: 36,
        h: 36,
        cx: host.x + host.w - 10,
        cy: host.y + host.h,
      }
    );
  };
  const edges = m.flows.map((f) => {
    const a = byId.has(f.from) ? box(byId.get(f.from) as XmlNode) : (boundaryBox(f.from) as ReturnType<typeof box>);
    const b = box(byId.get(f.to) as XmlNode);
    const points =
      a.cy === b.cy
        ? [
            [a.cx + a.w / 2, a.cy],
            [b.cx - b.w / 2, b.cy],
          ]
        : [
            [a.cx, a.cy + (b.cy > a.cy ? a.h / 2 : -a.h / 2)],
            [a.cx, b.cy],
            [b.cx - b.w / 2, b.cy],
          ];
    const wps = points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('');
    return `<bpmndi:BPMNEdge id="${f.id}_di" bpmnElement="${f.id}">${wps}</bpmndi:BPMNEdge>`;
  });
  const processAttrs = attrText({
    ...(m.formKey && { formKey: m.formKey }),
    ...(m.category && { category: m.category }),
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"',
    ' xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI"',
    ` xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:yz="${YZ_NAMESPACE}"`,
    ` id="Definitions_${m.id}" targetNamespace="http://yunzhan.dev/bpmn">`,
    `<process id="${m.id}" name="${esc(m.name)}" isExecutable="true"${processAttrs}>`,
    ...nodes,
    ...boundaries,
    ...flows,
    '</process>',
    `<bpmndi:BPMNDiagram id="Diagram_${m.id}"><bpmndi:BPMNPlane id="Plane_${m.id}" bpmnElement="${m.id}">`,
    ...shapes,
    ...boundaryShapes,
    ...edges,
    '</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>',
    '</definitions>',
  ].join('\n');
}
