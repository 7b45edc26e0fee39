import { App, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { usePrompt } from '../../components/PromptModal';
import { t } from '../../locales/i18n';

export default function PromptDemo() {
  const { message } = App.useApp();
  const [prompt, holder] = usePrompt();
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <Card title={t('demo.prompt.title')}>
      <Typography.Paragraph type="secondary">{t('demo.prompt.intro')}</Typography.Paragraph>
      <Space>
        <Button
          type="primary"
          onClick={async () => {
            const text = await prompt({
              title: t('demo.prompt.rename'),
              label: t('demo.prompt.newName'),
              requiredMessage: t('demo.prompt.required'),
              maxLength: 50,
            });
            setAnswer(text);
            if (text !== null) message.success(t('demo.prompt.entered', { text }));
          }}
        >
          {t('demo.prompt.open')}
        </Button>
        <Typography.Text data-testid="prompt-answer">
          {answer === null ? t('demo.prompt.none') : answer}
        </Typography.Text>
      </Space>
      {holder}
    </Card>
  );
}
