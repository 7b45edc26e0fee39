import { Form, type FormInstance, Input } from 'antd';
import type { Attachment } from '../../../api/workflow-tasks';
import { FileUpload } from '../../../components/Upload';
import { keysOf } from '../../../components/Upload/rules';
import { useFileNames } from '../../../components/Upload/use-file-names';
import { useT } from '../../../locales/screens/workflow';

export interface CommentValues {
  comment?: string;
  /** Stored keys of the uploaded files, comma-joined (the upload component's value). */
  files?: string;
}

/** Upload folder of the files attached to a step (docs/workflow.md). */
export const WORKFLOW_BIZ = 'workflow';

/** The files of the comment box as a step's attachments: `[{name, url}]` with their original names. */
export function useAttachments(form: FormInstance<CommentValues>): Attachment[] {
  const keys = keysOf(Form.useWatch('files', form));
  const names = useFileNames(keys);
  return keys.map((url) => ({ name: names[url] ?? url, url }));
}

/** 审批意见: the comment of a step and the files attached to it. */
export default function CommentBox({ form }: { form: FormInstance<CommentValues> }) {
  const t = useT();
  return (
    <Form form={form} layout="vertical" name="task_comment" data-testid="comment-box">
      <Form.Item name="comment" label={t('approval.comment')}>
        <Input.TextArea rows={3} maxLength={1000} showCount placeholder={t('approval.commentPlaceholder')} />
      </Form.Item>
      <Form.Item name="files" label={t('approval.attachments')}>
        <FileUpload biz={WORKFLOW_BIZ} limit={10} />
      </Form.Item>
    </Form>
  );
}
