import { YZ_MODDLE } from '@yunzhan/common/workflow/moddle';
import Modeler from 'bpmn-js/lib/Modeler';
import { bpmnTranslate } from './bpmn-translations';
import { restrictionsModule } from './restrictions-module';

/** A bpmn-js modeler restricted to what Yunzhan runs, reading and writing `yz:` settings, in the given language. */
export function createModeler(container: HTMLElement, language: 'zh' | 'en'): Modeler {
  return new Modeler({
    container,
    moddleExtensions: { yz: YZ_MODDLE },
    additionalModules: [restrictionsModule, { translate: ['value', bpmnTranslate(language)] }],
  });
}
