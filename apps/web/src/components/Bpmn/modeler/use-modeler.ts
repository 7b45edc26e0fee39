import type { ModdleElement } from '@yunzhan/common/workflow/model';
import type { ModelProblem } from '@yunzhan/common/workflow/model-check';
import type Modeler from 'bpmn-js/lib/Modeler';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import type EventBus from 'diagram-js/lib/core/EventBus';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../../locales/screens/workflow';
import { showDiagram } from '../canvas/use-bpmn';
import { checkDiagram } from '../problems/check-diagram';
import type { BpmnModelerProps } from '../types';
import { type Element, ModelEditor } from './model-editor';

/** How long the problem list waits after an edit before checking again. */
const RECHECK_MS = 300;

/**
 * The state of a modeler around its canvas: the diagram shown, the selection, a change counter for the panel,
 * unsaved changes, undo/redo, and the problems of the last check (kept current while they are shown).
 */
export function useModeler(
  instance: Modeler | null,
  { xml, processKey, problems: initialProblems }: Pick<BpmnModelerProps, 'xml' | 'processKey' | 'problems'>,
  language: 'zh' | 'en',
) {
  const made = useMemo(() => (instance ? new ModelEditor(instance) : null), [instance]);
  const [ready, setReady] = useState(false);
  const [importError, setImportError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Element | null>(null);
  const [revision, setRevision] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [history, setHistory] = useState({ canUndo: false, canRedo: false });
  const [problems, setProblems] = useState<readonly ModelProblem[] | null>(null);
  const showingProblems = useRef(false);
  // The problems given are those of the diagram as loaded: shown when it is (re)loaded, not when they change alone.
  const shownFirst = useRef(initialProblems);
  shownFirst.current = initialProblems;
  showingProblems.current = problems !== null;

  const check = useCallback((): readonly ModelProblem[] => {
    if (!instance) return [];
    const found = checkDiagram(instance.getDefinitions() as unknown as ModdleElement, language);
    const id = made?.process().id;
    if (processKey && id !== processKey) {
      found.unshift({
        elementId: String(id ?? ''),
        message: t('bpmn.keyMismatch', { id: String(id), key: processKey }),
      });
    }
    setProblems(found);
    return found;
  }, [instance, made, language, processKey]);

  useEffect(() => {
    if (!instance) return;
    let current = true;
    setReady(false);
    void showDiagram(instance, xml).then((failure) => {
      if (!current) return;
      setReady(!failure);
      setImportError(failure);
      setDirty(false);
      setProblems(shownFirst.current?.length ? shownFirst.current : null);
      setSelected(null);
    });
    return () => {
      current = false;
    };
  }, [instance, xml]);

  useEffect(() => {
    if (!instance) return;
    const events = instance.get<EventBus>('eventBus');
    const commands = instance.get<CommandStack>('commandStack');
    let recheck: ReturnType<typeof setTimeout> | undefined;
    const onSelection = (e: { newSelection: Element[] }) => {
      const [first] = e.newSelection;
      const one = e.newSelection.length === 1 && first ? first : null;
      // An external label stands for its element.
      setSelected(one?.type === 'label' ? ((one as Element & { labelTarget: Element }).labelTarget ?? null) : one);
    };
    const onChanged = (e: { trigger?: string | null }) => {
      setRevision((r) => r + 1);
      setHistory({ canUndo: commands.canUndo(), canRedo: commands.canRedo() });
      if (e.trigger === 'clear') return;
      setDirty(true);
      clearTimeout(recheck);
      if (showingProblems.current) recheck = setTimeout(check, RECHECK_MS);
    };
    events.on<{ newSelection: Element[] }>('selection.changed', onSelection);
    events.on<{ trigger?: string | null }>('commandStack.changed', onChanged);
    return () => {
      clearTimeout(recheck);
      events.off('selection.changed', onSelection as never);
      events.off('commandStack.changed', onChanged as never);
    };
  }, [instance, check]);

  const saveXml = useCallback(async () => {
    if (!instance) throw new Error('no modeler');
    const { xml: saved } = await instance.saveXML({ format: true });
    return saved ?? '';
  }, [instance]);

  return {
    /** The editor, once a diagram is shown. */
    editor: ready ? made : null,
    importError,
    selected,
    revision,
    dirty,
    setDirty,
    history,
    problems,
    setProblems,
    check,
    saveXml,
  };
}
