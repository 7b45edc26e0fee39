import MDEditor, {
  getCommands as englishCommands,
  getExtraCommands as englishExtraCommands,
} from '@uiw/react-md-editor';
import { getCommands, getExtraCommands } from '@uiw/react-md-editor/commands-cn';
import rehypeSanitize from 'rehype-sanitize';
import { t, uiLanguage } from '../../locales/i18n';
import { MARKDOWN_EDITOR_SIZE } from './sizes';

export interface MdEditorProps {
  value?: string;
  onChange?(value: string): void;
  height?: number;
  readOnly?: boolean;
}

/** The markdown editor: toolbar in the interface language, preview sanitised (raw HTML in markdown cannot run script). */
export default function MdEditor({ value, onChange, height = MARKDOWN_EDITOR_SIZE.height, readOnly }: MdEditorProps) {
  if (readOnly) return <MDEditor.Markdown source={value ?? ''} rehypePlugins={[[rehypeSanitize]]} />;
  return (
    <div data-color-mode="light">
      <MDEditor
        value={value ?? ''}
        onChange={(next) => onChange?.(next ?? '')}
        height={Math.max(height, MARKDOWN_EDITOR_SIZE.minHeight)}
        minHeight={MARKDOWN_EDITOR_SIZE.minHeight}
        commands={uiLanguage() === 'en' ? englishCommands() : getCommands()}
        extraCommands={uiLanguage() === 'en' ? englishExtraCommands() : getExtraCommands()}
        previewOptions={{ rehypePlugins: [[rehypeSanitize]] }}
        textareaProps={{ placeholder: t('md.placeholder'), 'aria-label': 'Markdown' }}
      />
    </div>
  );
}
