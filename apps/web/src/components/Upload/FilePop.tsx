import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { t } from '../../locales/i18n';
import { feedback } from '../../utils/feedback';
import FileUpload from './FileUpload';
import { FILE_POP_SIZE, keysOf, MESSAGES } from './rules';
import { useFileNames } from './use-file-names';

interface Props {
  value?: string | null;
  onChange?(value: string | undefined): void;
  biz?: string;
  limit?: number;
  disabled?: boolean;
  title?: string;
}

/** The file pop-up (spec §2/§9): files chosen in a 520 × 200 dialog; confirming with none warns '未上传任何文件'. */
export default function FilePop({ value, onChange, biz, limit = 0, disabled, title = t('upload.title') }: Props) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | undefined>();
  const names = useFileNames(keysOf(value));
  const confirm = () => {
    if (!keysOf(draft).length) return void feedback.message.warning(MESSAGES.nothingUploaded);
    onChange?.(draft);
    setOpen(false);
  };
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          value={Object.values(names).join(', ')}
          placeholder={t('upload.none')}
          prefix={<PaperClipOutlined />}
        />
        <Button
          disabled={disabled}
          onClick={() => {
            setDraft(value ?? undefined);
            setOpen(true);
          }}
        >
          {t('upload.chooseFile')}
        </Button>
      </Space.Compact>
      <Modal
        title={title}
        open={open}
        width={FILE_POP_SIZE.width}
        maskClosable={false}
        destroyOnHidden
        onOk={confirm}
        onCancel={() => setOpen(false)}
        styles={{ body: { height: FILE_POP_SIZE.height, overflowY: 'auto' } }}
      >
        <FileUpload value={draft} onChange={setDraft} biz={biz} limit={limit} />
      </Modal>
    </>
  );
}
