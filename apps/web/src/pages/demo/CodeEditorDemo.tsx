import { Select } from 'antd';
import { useState } from 'react';
import CodeEditor, { CODE_LANGUAGES, type CodeLanguage } from '../../components/CodeEditor';
import { t } from '../../locales/i18n';
import WidgetDemo from './WidgetDemo';

export default function CodeEditorDemo() {
  const [language, setLanguage] = useState<CodeLanguage>('javascript');
  return (
    <WidgetDemo
      title={t('demo.code.title')}
      intro={t('demo.code.intro')}
      fields={[
        {
          name: 'code',
          label: t('demo.code.label'),
          input: <CodeEditor language={language} />,
          initialValue: t('demo.code.sample'),
        },
      ]}
    >
      <Select
        aria-label={t('demo.code.language')}
        style={{ width: 200, marginLeft: 140 }}
        value={language}
        onChange={setLanguage}
        options={Object.entries(CODE_LANGUAGES).map(([value, { label }]) => ({ value, label }))}
      />
    </WidgetDemo>
  );
}
