import { useQuery } from '@tanstack/react-query';
import type { ModelProblem } from '@yunzhan/common/workflow/model-check';
import { Alert, Modal, Spin } from 'antd';
import { useCallback, useRef } from 'react';
import { unwrap } from '../../../api/system-tree';
import { deployModel, modelById, type ProcessModel, saveModelXml } from '../../../api/workflow-models';
import BpmnModeler from '../../../components/Bpmn/BpmnModeler';
import { useT } from '../../../locales/screens/workflow';
import { feedback } from '../../../utils/feedback';
import { report } from '../answers';

interface Props {
  model: ProcessModel;
  /** What to show from the start: the problems a deploy from the list was refused for. */
  problems?: readonly ModelProblem[];
  canSave: boolean;
  canDeploy: boolean;
  /** Closed; `changed` when it was saved or deployed. */
  onClose(changed: boolean): void;
}

/** The modeler over the whole window: the model's diagram, saved and deployed from its toolbar. */
export default function ModelDesigner({ model, problems, canSave, canDeploy, onClose }: Props) {
  const t = useT();
  const dirty = useRef(false);
  const changed = useRef(false);
  const loaded = useQuery({
    queryKey: ['workflow-model-xml', model.id],
    queryFn: async () => unwrap(await modelById(model.id)),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  const save = useCallback(
    async (xml: string) => {
      const saved = report(await saveModelXml(model.id, xml), t('common.saved'));
      changed.current ||= saved;
      return saved;
    },
    [model.id, t],
  );
  const deploy = useCallback(async () => {
    const answer = await deployModel(model.id);
    if (!answer.deployed) {
      feedback.message.warning(answer.message || t('wfModel.deployRefused'));
      return answer.problems;
    }
    changed.current = true;
    feedback.message.success(
      answer.process?.version ? t('wfModel.deployed', { version: answer.process.version }) : answer.message,
    );
    return [];
  }, [model.id, t]);
  const close = () => {
    if (!dirty.current) {
      onClose(changed.current);
      return;
    }
    feedback.modal.confirm({
      title: t('wfModel.unsavedTitle'),
      content: t('wfModel.unsavedContent'),
      okText: t('wfModel.discard'),
      okButtonProps: { danger: true },
      onOk: () => onClose(changed.current),
    });
  };

  return (
    <Modal
      open
      title={t('wfModel.designTitle', { name: model.name, key: model.modelKey })}
      width="100%"
      style={{ top: 0, paddingBottom: 0, maxWidth: '100vw' }}
      styles={{ body: { height: 'calc(100vh - 72px)' } }}
      footer={null}
      keyboard={false}
      mask={{ closable: false }}
      onCancel={close}
    >
      {loaded.isPending && <Spin style={{ display: 'block', padding: 48 }} />}
      {loaded.isError && <Alert type="error" showIcon title={loaded.error.message} />}
      {loaded.data?.xml && (
        <BpmnModeler
          xml={loaded.data.xml}
          processKey={model.modelKey}
          problems={problems}
          onSave={canSave ? save : undefined}
          onDeploy={canDeploy ? deploy : undefined}
          onDirtyChange={(d) => {
            dirty.current = d;
          }}
        />
      )}
    </Modal>
  );
}
