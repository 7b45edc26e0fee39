import { ImportOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { failureOf } from '../../../api/http';
import { importModel } from '../../../api/workflow-models';
import { useT } from '../../../locales/screens/workflow';
import { feedback } from '../../../utils/feedback';
import { report } from '../answers';

const MAX_BYTES = 2 * 1024 * 1024;
const ACCEPT = ['.bpmn', '.xml'];

/** 导入: a .bpmn (or .xml) file becomes a model, or a new revision of the model with its process key. */
export default function ImportModelButton({ onImported }: { onImported(): void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    if (!ACCEPT.some((ext) => file.name.toLowerCase().endsWith(ext))) {
      feedback.message.warning(t('wfModel.importType'));
      return;
    }
    if (file.size > MAX_BYTES) {
      feedback.message.warning(t('wfModel.importSize'));
      return;
    }
    setBusy(true);
    try {
      if (report(await importModel(file), t('wfModel.imported', { name: file.name }))) onImported();
    } catch (error) {
      // A refused file (HTTP 400) was shown by the HTTP client.
      if (!failureOf(error)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Upload
      accept={ACCEPT.join(',')}
      showUploadList={false}
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      <Button icon={<ImportOutlined />} loading={busy}>
        {t('wfModel.import')}
      </Button>
    </Upload>
  );
}
