import type ElementFactory from 'bpmn-js/lib/features/modeling/ElementFactory';
import type ContextPad from 'diagram-js/lib/features/context-pad/ContextPad';
import type { ContextPadEntries, ContextPadEntry } from 'diagram-js/lib/features/context-pad/ContextPadProvider';
import type Create from 'diagram-js/lib/features/create/Create';
import type Palette from 'diagram-js/lib/features/palette/Palette';
import type { PaletteEntries } from 'diagram-js/lib/features/palette/PaletteProvider';
import type PopupMenu from 'diagram-js/lib/features/popup-menu/PopupMenu';
import type PopupMenuProvider from 'diagram-js/lib/features/popup-menu/PopupMenuProvider';
import type { PopupMenuEntries } from 'diagram-js/lib/features/popup-menu/PopupMenuProvider';
import type { Element } from 'diagram-js/lib/model/Types';
import {
  CREATE_ENTRIES,
  type CreateEntry,
  contextPadEntries,
  KEPT_PALETTE_ENTRIES,
  KEPT_REPLACE_ENTRIES,
  KEPT_REPLACE_HEADER_ENTRIES,
  keepEntries,
  type ShapeTemplate,
} from './palette';

type Translate = (template: string, replacements?: Record<string, string>) => string;
interface AutoPlace {
  append(source: Element, shape: unknown): void;
}

/** Runs after bpmn-js's own providers (higher priorities run first), so it sees their entries. */
const AFTER_BPMN_JS = 100;

function shapeOf(factory: ElementFactory, template: ShapeTemplate) {
  return factory.createShape(
    template.eventDefinitionType
      ? { type: template.type, eventDefinitionType: template.eventDefinitionType }
      : { type: template.type },
  );
}

/** The palette: the tools, then the supported elements. */
class RestrictedPalette {
  static $inject = ['palette', 'create', 'elementFactory', 'translate'];
  constructor(
    palette: Palette,
    private readonly create: Create,
    private readonly factory: ElementFactory,
    private readonly translate: Translate,
  ) {
    palette.registerProvider(AFTER_BPMN_JS, this);
  }

  getPaletteEntries() {
    const start = (event: Event, e: CreateEntry) => this.create.start(event, shapeOf(this.factory, e));
    const created = CREATE_ENTRIES.map((e) => [
      e.id,
      {
        group: e.group,
        className: e.className,
        title: this.translate(e.title),
        action: { dragstart: (event: Event) => start(event, e), click: (event: Event) => start(event, e) },
      },
    ]);
    return (entries: PaletteEntries): PaletteEntries => ({
      ...keepEntries(entries, KEPT_PALETTE_ENTRIES),
      ...Object.fromEntries(created),
    });
  }
}

/** The context pad: connect, replace, delete, and appending supported elements only. */
class RestrictedContextPad {
  static $inject = ['contextPad', 'create', 'elementFactory', 'translate', 'injector'];
  private readonly autoPlace: AutoPlace | null;
  constructor(
    contextPad: ContextPad,
    private readonly create: Create,
    private readonly factory: ElementFactory,
    private readonly translate: Translate,
    injector: { get(name: string, strict: boolean): unknown },
  ) {
    this.autoPlace = injector.get('autoPlace', false) as AutoPlace | null;
    contextPad.registerProvider(AFTER_BPMN_JS, this);
  }

  getContextPadEntries() {
    // The pad of a single element (appends are offered on one element only).
    const drag = (event: Event, source: Element | Element[], e: CreateEntry) =>
      this.create.start(event, shapeOf(this.factory, e), { source: source as Element });
    const append = (e: CreateEntry): ContextPadEntry => ({
      group: e.group,
      className: e.className,
      title: this.translate(e.title),
      action: {
        dragstart: (event, source) => drag(event, source, e),
        click: (event, source) =>
          this.autoPlace ? this.autoPlace.append(source as Element, shapeOf(this.factory, e)) : drag(event, source, e),
      },
    });
    return (entries: ContextPadEntries) => contextPadEntries(entries, append);
  }
}

/** The replace menu: one supported element for another, no loops or multi-instance markers. */
class RestrictedReplaceMenu {
  static $inject = ['popupMenu'];
  constructor(popupMenu: PopupMenu) {
    // diagram-js types header entries as an array; at run time they are keyed by id, like the entries.
    popupMenu.registerProvider('bpmn-replace', AFTER_BPMN_JS, this as unknown as PopupMenuProvider);
  }

  getPopupMenuEntries() {
    return (entries: PopupMenuEntries) => keepEntries(entries, KEPT_REPLACE_ENTRIES);
  }

  getPopupMenuHeaderEntries() {
    return (entries: Record<string, unknown>) => keepEntries(entries, KEPT_REPLACE_HEADER_ENTRIES);
  }
}

/** A bpmn-js module that restricts the modeler to what Yunzhan runs. */
export const restrictionsModule = {
  __init__: ['yzPalette', 'yzContextPad', 'yzReplaceMenu'],
  yzPalette: ['type', RestrictedPalette],
  yzContextPad: ['type', RestrictedContextPad],
  yzReplaceMenu: ['type', RestrictedReplaceMenu],
};
