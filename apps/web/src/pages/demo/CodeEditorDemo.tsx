import { Select } from 'antd';
import { useState } from 'react';
import CodeEditor, { CODE_LANGUAGES, type CodeLanguage } from '../../components/CodeEditor';
import WidgetDemo from './WidgetDemo';

const SAMPLE = "function hello(name) {\n  return '你好，' + name;\n}\n";

export default function CodeEditorDemo() {
  const [language, setLanguage] = useState<CodeLanguage>('javascript');
  return (
    <WidgetDemo
      title="代码编辑器"
      intro="CodeMirror 6：12 种语言模式，按需加载；缩进 2 个空格，默认高度 240 px。"
      fields={[{ name: 'code', label: '代码', input: <CodeEditor language={language} />, initialValue: SAMPLE }]}
    >
      <Select
        aria-label="语言"
        style={{ width: 200, marginLeft: 140 }}
        value={language}
        onChange={setLanguage}
        options={Object.entries(CODE_LANGUAGES).map(([value, { label }]) => ({ value, label }))}
      />
    </WidgetDemo>
  );
}
