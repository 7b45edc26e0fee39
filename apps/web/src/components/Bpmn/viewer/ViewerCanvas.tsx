import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import '../bpmn.css';
import { YZ_MODDLE } from '@yunzhan/common/workflow/moddle';
import { Alert } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import { useEffect, useState } from 'react';
import { useT } from '../../../locales/screens/workflow';
import { showDiagram, useBpmnInstance } from '../canvas/use-bpmn';
import ZoomButtons from '../canvas/ZoomButtons';
import { highlightMarkers } from '../markers';
import type { BpmnViewerProps } from '../types';
import HighlightLegend from './HighlightLegend';

/** The canvas of `BpmnViewer` (its own chunk with bpmn-js). */
export default function ViewerCanvas({ xml, highlight, height = 480 }: BpmnViewerProps) {
  const t = useT();
  const { containerRef, instance } = useBpmnInstance(
    (container) => new NavigatedViewer({ container, moddleExtensions: { yz: YZ_MODDLE } }),
  );
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!instance) return;
    let current = true;
    void showDiagram(instance, xml).then((failure) => {
      if (!current) return;
      setError(failure);
      if (failure) return;
      const canvas = instance.get<Canvas>('canvas');
      const registry = instance.get<ElementRegistry>('elementRegistry');
      for (const [id, marker] of highlightMarkers(highlight)) if (registry.get(id)) canvas.addMarker(id, marker);
    });
    return () => {
      current = false;
    };
  }, [instance, xml, highlight]);

  return (
    <div className="yz-bpmn" style={{ height }}>
      <div ref={containerRef} className="yz-bpmn-canvas" data-testid="bpmn-viewer" />
      {error ? (
        <Alert className="yz-bpmn-error" type="error" showIcon title={t('bpmn.importFailed')} description={error} />
      ) : (
        highlight && <HighlightLegend />
      )}
      <ZoomButtons instance={instance} />
    </div>
  );
}
