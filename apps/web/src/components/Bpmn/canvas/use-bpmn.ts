import type BaseViewer from 'bpmn-js/lib/BaseViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import { useEffect, useRef, useState } from 'react';

/** Fits the whole diagram into the visible box, centred. */
export function fitDiagram(instance: BaseViewer): void {
  // 'auto' centres the diagram (bpmn-js's own usage; the typing only knows a point).
  instance.get<Canvas>('canvas').zoom('fit-viewport', 'auto' as never);
}

/**
 * A bpmn-js viewer or modeler living in the returned container for the component's life; the canvas follows
 * the container's size.
 */
export function useBpmnInstance<T extends BaseViewer>(create: (container: HTMLElement) => T) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [instance, setInstance] = useState<T | null>(null);
  // Made once: later renders' `create` closures are ignored on purpose.
  const createOnce = useRef(create);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const made = createOnce.current(container);
    setInstance(made);
    const observer = new ResizeObserver(() => made.get<Canvas>('canvas').resized());
    observer.observe(container);
    return () => {
      observer.disconnect();
      made.destroy();
    };
  }, []);
  return { containerRef, instance };
}

/** Shows `xml` on the instance, fitted; answers the import error's message, or null. */
export async function showDiagram(instance: BaseViewer, xml: string): Promise<string | null> {
  try {
    await instance.importXML(xml);
    fitDiagram(instance);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
