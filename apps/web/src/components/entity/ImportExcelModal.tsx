import { UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Progress, Typography, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { importExcel } from '../../api/entity';
import { failureOf } from '../../api/http';
import { handleHttpFailure } from '../../app/http-failure';
import { API_BASE_URL } from '../../config';
import { feedback } from '../../utils/feedback';
import { errorFileUrl, IMPORT_EXTENSIONS, type ImportOutcome, importOutcome, isExcelFile } from './import-result';
import { useEntityT } from './texts';

interface Props {
  open: boolean;
  /** `url.importExcel`. */
  url: string;
  onClose(): void;
  /** After rows were stored (fully or partly): the list reloads. */
  onImported(): void;
}

/** 'import EXCEL' dialog (spec §2, §4, §8): one .xls/.xlsx file, upload progress, outcome messages. */
export default function ImportExcelModal({ open, url, onClose, onImported }: Props) {
  const t = useEntityT();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [percent, setPercent] = useState<number | null>(null);

  // Spec §4: opening the dialog starts from no file.
  useEffect(() => {
    if (open) {
      setFiles([]);
      setPercent(null);
    }
  }, [open]);

  const report = (outcome: ImportOutcome) => {
    switch (outcome.kind) {
      case 'success':
        if (outcome.lasting) {
          feedback.modal.success({
            title: t('importDone'),
            content: <Typography.Paragraph copyable>{outcome.message}</Typography.Paragraph>,
          });
        } else {
          feedback.message.success(outcome.message);
        }
        onImported();
        onClose();
        break;
      case 'rejected':
        feedback.message.warning(outcome.message);
        break;
      case 'partial':
        feedback.modal.warning({
          title: t('importPartial'),
          content: (
            <span>
              {outcome.message}
              {outcome.errorFileUrl && (
                <>
                  {' '}
                  <Typography.Link href={outcome.errorFileUrl} target="_blank">
                    {t('importErrorFile')}
                  </Typography.Link>
                </>
              )}
            </span>
          ),
        });
        onImported();
        onClose();
        break;
      case 'timeout':
        feedback.message.error(t('importTimeout'));
        break;
      case 'failed':
        handleHttpFailure(outcome.failure);
        break;
    }
  };

  const upload = async () => {
    const file = files[0]?.originFileObj;
    if (!file) {
      feedback.message.warning(t('importNeedFile'));
      return;
    }
    setPercent(0);
    const link = (fileUrl: string) => errorFileUrl(API_BASE_URL, fileUrl);
    try {
      const envelope = await importExcel(url, file, setPercent);
      report(importOutcome({ envelope }, link));
    } catch (error) {
      const failure = failureOf(error);
      if (!failure) throw error;
      report(importOutcome({ failure }, link));
    } finally {
      setPercent(null);
    }
  };

  return (
    <Modal
      title={t('importTitle')}
      open={open}
      width={600}
      mask={{ closable: false }}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('close')}
        </Button>,
        <Button key="upload" type="primary" loading={percent !== null} onClick={upload}>
          {t('importStart')}
        </Button>,
      ]}
    >
      <Upload
        accept={IMPORT_EXTENSIONS.join(',')}
        maxCount={1}
        fileList={files}
        beforeUpload={(file) => {
          if (!isExcelFile(file.name)) {
            feedback.message.warning(t('importBadType'));
            return Upload.LIST_IGNORE;
          }
          return false; // uploaded with the dialog's button
        }}
        onChange={({ fileList }) => setFiles(fileList)}
      >
        <Button icon={<UploadOutlined />}>{t('importSelect')}</Button>
      </Upload>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {t('importHint')}
      </Typography.Text>
      {percent !== null && <Progress percent={percent} status="active" style={{ marginTop: 12 }} />}
    </Modal>
  );
}
