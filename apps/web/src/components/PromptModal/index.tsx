import { Form, Input, Modal } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';

export interface PromptOptions {
  title: string;
  label?: string;
  placeholder?: string;
  defaultValue?: string;
  /** Message when the answer is empty; no message = the answer may be empty. */
  requiredMessage?: string;
  maxLength?: number;
}

interface Props extends PromptOptions {
  onDone(answer: string | null): void;
}

/** The prompt dialog (spec §2): asks for one text; OK answers it, cancel answers null. */
export function PromptDialog({ title, label, placeholder, defaultValue, requiredMessage, maxLength, onDone }: Props) {
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm<{ answer: string }>();
  const close = (answer: string | null) => {
    setOpen(false);
    onDone(answer);
  };
  return (
    <Modal
      open={open}
      title={title}
      maskClosable={false}
      onCancel={() => close(null)}
      onOk={() =>
        form.validateFields().then(
          ({ answer }) => close(answer ?? ''),
          () => undefined, // the form shows the rule's message
        )
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ answer: defaultValue }}>
        <Form.Item
          name="answer"
          label={label}
          rules={requiredMessage ? [{ required: true, whitespace: true, message: requiredMessage }] : []}
        >
          <Input autoFocus placeholder={placeholder} maxLength={maxLength} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * `const [prompt, holder] = usePrompt()`: render `holder` once; `await prompt({ title })` answers the text, or null
 * when cancelled. Rendered inside the app, the dialog keeps the app's language and theme.
 */
export function usePrompt(): [(options: PromptOptions) => Promise<string | null>, ReactNode] {
  const [current, setCurrent] = useState<(PromptOptions & { resolve(answer: string | null): void; id: number }) | null>(
    null,
  );
  const ask = useCallback(
    (options: PromptOptions) =>
      new Promise<string | null>((resolve) => setCurrent({ ...options, resolve, id: Date.now() })),
    [],
  );
  const holder = current ? (
    <PromptDialog
      key={current.id}
      {...current}
      onDone={(answer) => {
        current.resolve(answer);
        setCurrent(null);
      }}
    />
  ) : null;
  return [ask, holder];
}
