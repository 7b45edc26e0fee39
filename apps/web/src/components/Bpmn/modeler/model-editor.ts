import type { ModdleElement } from '@yunzhan/common/workflow/model';
import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type Modeler from 'bpmn-js/lib/Modeler';
import type { Element } from 'bpmn-js/lib/model/Types';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type Selection from 'diagram-js/lib/features/selection/Selection';
import type { TimerValue } from '../properties/element-kind';
import { timerDefinition } from '../properties/element-kind';

export type { Element } from 'bpmn-js/lib/model/Types';

/** A moddle element with its attribute getter (bpmn-js's own elements all have one). */
export type Bo = ModdleElement & { get(name: string): unknown };

interface Moddle {
  create(type: string, props?: Record<string, unknown>): ModdleElement;
}

/** The edits the properties panel makes, as bpmn-js commands (each one undoable). */
export class ModelEditor {
  constructor(readonly modeler: Modeler) {}

  private get modeling() {
    return this.modeler.get<Modeling>('modeling');
  }

  private expression(body: string): ModdleElement {
    return this.modeler.get<Moddle>('moddle').create('bpmn:FormalExpression', { body });
  }

  registry(): ElementRegistry {
    return this.modeler.get<ElementRegistry>('elementRegistry');
  }

  root(): Element {
    return this.modeler.get<Canvas>('canvas').getRootElement() as Element;
  }

  /** The process of the diagram (the root, or the pool's process). */
  process(): Bo {
    const root = this.root().businessObject as Bo;
    if (root.$type === 'bpmn:Process') return root;
    const pools = (root.participants as Bo[] | undefined) ?? [];
    return (pools[0]?.processRef as Bo | undefined) ?? root;
  }

  /** Sets the process's name, id or `yz:` attributes. */
  updateProcess(properties: Record<string, unknown>): void {
    const root = this.root();
    const process = this.process();
    if (root.businessObject === process) this.modeling.updateProperties(root, properties);
    else this.modeling.updateModdleProperties(root, process, properties);
  }

  /** Whether an id is taken by another element of the diagram. */
  idTaken(id: string, own: ModdleElement): boolean {
    const found = this.registry().get(id) as Element | undefined;
    return (!!found && found.businessObject !== own) || (this.process() !== own && this.process().id === id);
  }

  rename(element: Element, name: string): void {
    this.modeling.updateLabel(element, name);
  }

  update(element: Element, properties: Record<string, unknown>): void {
    this.modeling.updateProperties(element, properties);
  }

  /** Sets (or, with an empty text, removes) a flow's `${…}` condition. */
  setCondition(flow: Element, body: string): void {
    this.update(flow, { conditionExpression: body.trim() ? this.expression(body.trim()) : undefined });
  }

  /** Makes a flow its gateway's default way (which takes no condition), or an ordinary one again. */
  setDefaultFlow(flow: Element, on: boolean): void {
    const source = (flow as Element & { source: Element }).source;
    if (on) this.update(flow, { conditionExpression: undefined });
    this.update(source, { default: on ? flow.businessObject : undefined });
  }

  /** Sets a timer event's wait: a duration or a date-time. */
  setTimer(event: Element, timer: TimerValue): void {
    const definition = timerDefinition(event.businessObject as ModdleElement);
    if (!definition) return;
    const body = timer.value.trim() ? this.expression(timer.value.trim()) : undefined;
    this.modeling.updateModdleProperties(event, definition, {
      timeDuration: timer.kind === 'timeDuration' ? body : undefined,
      timeDate: timer.kind === 'timeDate' ? body : undefined,
      timeCycle: undefined,
    });
  }

  /** Selects an element and brings it into view (the process: clears the selection, so the panel shows it). */
  select(id: string): void {
    const element = this.registry().get(id) as Element | undefined;
    const selection = this.modeler.get<Selection>('selection');
    if (!element || element === this.root()) {
      selection.select(null);
      return;
    }
    selection.select(element);
    this.modeler.get<Canvas>('canvas').scrollToElement(element);
  }

  /** Whether a problem's element can be shown: one on the canvas, or the process. */
  shows(id: string): boolean {
    return !!this.registry().get(id) || this.process().id === id;
  }
}
