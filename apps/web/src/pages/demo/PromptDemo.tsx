import { App, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { usePrompt } from '../../components/PromptModal';

export default function PromptDemo() {
  const { message } = App.useApp();
  const [prompt, holder] = usePrompt();
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <Card title="输入对话框">
      <Typography.Paragraph type="secondary">询问一段文字：确定返回输入，取消返回空；可要求必填。</Typography.Paragraph>
      <Space>
        <Button
          type="primary"
          onClick={async () => {
            const text = await prompt({
              title: '重命名',
              label: '新名称',
              requiredMessage: '请输入新名称',
              maxLength: 50,
            });
            setAnswer(text);
            if (text !== null) message.success(`已输入：${text}`);
          }}
        >
          打开输入对话框
        </Button>
        <Typography.Text data-testid="prompt-answer">{answer === null ? '（未输入）' : answer}</Typography.Text>
      </Space>
      {holder}
    </Card>
  );
}
