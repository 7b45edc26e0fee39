// The parts of bpmn-moddle 9 this module uses (the package ships no types of its own).
declare module 'bpmn-moddle' {
  export interface ModdleWarning {
    message: string;
  }
  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(
      xml: string,
    ): Promise<{ rootElement: import('@yunzhan/common/workflow/model').ModdleElement; warnings: ModdleWarning[] }>;
  }
}
