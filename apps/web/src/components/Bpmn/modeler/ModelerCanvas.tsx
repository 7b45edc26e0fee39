import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import '../bpmn.css';
import { Alert } from 'antd';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import { useEffect, useRef, useState } from 'react';
import { failureOf } from '../../../api/http';
import { useLanguage, useT } from '../../../locales/screens/workflow';
import { feedback } from '../../../utils/feedback';
import { useBpmnInstance } from '../canvas/use-bpmn';
import ZoomButtons from '../canvas/ZoomButtons';
import ProblemList from '../problems/ProblemList';
import PropertiesPanel from '../properties/PropertiesPanel';
import type { BpmnModelerProps } from '../types';
import { createModeler } from './create-modeler';
import ModelerToolbar from './ModelerToolbar';
import { useModeler } from './use-modeler';

/** The modeler of `BpmnModeler` (its own chunk with bpmn-js): toolbar, canvas, properties, problems. */
export default function ModelerCanvas(props: BpmnModelerProps) {
  const { onSave, onDeploy, onDirtyChange, processKey } = props;
  const t = useT();
  const language = useLanguage((s) => s.language) === 'en-US' ? 'en' : 'zh';
  const { containerRef, instance } = useBpmnInstance((container) => createModeler(container, language));
  const m = useModeler(instance, props, language);
  const side = useRef<HTMLElement>(null);
  const [busy, setBusy] = useState<'save' | 'deploy' | null>(null);

  useEffect(() => {
    onDirtyChange?.(m.dirty);
  }, [m.dirty, onDirtyChange]);
  // Another element's properties start at their top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the selection changes
  useEffect(() => {
    side.current?.scrollTo({ top: 0 });
  }, [m.selected]);
  useEffect(() => {
    if (!m.dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [m.dirty]);

  const run = async (what: 'save' | 'deploy', work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      // A failed call was shown by the HTTP client already; anything else is a fault.
      if (!failureOf(error)) throw error;
    } finally {
      setBusy(null);
    }
  };
  const save = async () => {
    if (!onSave) return true;
    const saved = await onSave(await m.saveXml());
    if (saved) m.setDirty(false);
    return saved;
  };
  const deploy = async () => {
    if (!onDeploy || m.check().length) return;
    if (m.dirty && !(await save())) return;
    const refused = await onDeploy();
    m.setProblems(refused.length ? refused : null);
  };
  const commands = () => instance?.get<CommandStack>('commandStack');

  return (
    <div className="yz-modeler">
      <ModelerToolbar
        {...m.history}
        dirty={m.dirty}
        problemCount={m.problems ? m.problems.length : null}
        busy={busy}
        onUndo={() => commands()?.undo()}
        onRedo={() => commands()?.redo()}
        onCheck={() => {
          if (!m.check().length) feedback.message.success(t('bpmn.checkPassed'));
        }}
        onSave={onSave && (() => void run('save', async () => void (await save())))}
        onDeploy={onDeploy && (() => void run('deploy', deploy))}
      />
      <div className="yz-modeler-body">
        <div className="yz-modeler-main">
          <div className="yz-bpmn yz-modeler-canvas-box">
            <div ref={containerRef} className="yz-bpmn-canvas" data-testid="bpmn-modeler" />
            {m.importError && (
              <Alert
                className="yz-bpmn-error"
                type="error"
                showIcon
                title={t('bpmn.importFailed')}
                description={m.importError}
              />
            )}
            <ZoomButtons instance={instance} />
          </div>
          {m.problems && m.editor && (
            <ProblemList
              problems={m.problems}
              shows={(id) => m.editor?.shows(id) ?? false}
              onSelect={(id) => m.editor?.select(id)}
              onClose={() => m.setProblems(null)}
            />
          )}
        </div>
        <aside className="yz-modeler-side" ref={side}>
          <PropertiesPanel editor={m.editor} element={m.selected} revision={m.revision} processKey={processKey} />
        </aside>
      </div>
    </div>
  );
}
