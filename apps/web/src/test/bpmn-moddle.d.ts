/** The part of bpmn-moddle (bpmn-js's XML reader, untyped) that tests use to read diagrams without a canvas. */
declare module 'bpmn-moddle' {
  export default class BpmnModdle {
    constructor(extensions?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: unknown; warnings: unknown[] }>;
  }
}
