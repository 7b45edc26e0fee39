import type { Extension } from '@codemirror/state';

/** The code editor's twelve language modes (spec §9), each loaded only when chosen. */
export const CODE_LANGUAGES = {
  javascript: { label: 'JavaScript', load: async () => (await import('@codemirror/lang-javascript')).javascript() },
  typescript: {
    label: 'TypeScript',
    load: async () => (await import('@codemirror/lang-javascript')).javascript({ typescript: true }),
  },
  html: { label: 'HTML', load: async () => (await import('@codemirror/lang-html')).html() },
  css: { label: 'CSS', load: async () => (await import('@codemirror/lang-css')).css() },
  json: { label: 'JSON', load: async () => (await import('@codemirror/lang-json')).json() },
  sql: { label: 'SQL', load: async () => (await import('@codemirror/lang-sql')).sql() },
  xml: { label: 'XML', load: async () => (await import('@codemirror/lang-xml')).xml() },
  markdown: { label: 'Markdown', load: async () => (await import('@codemirror/lang-markdown')).markdown() },
  python: { label: 'Python', load: async () => (await import('@codemirror/lang-python')).python() },
  java: { label: 'Java', load: async () => (await import('@codemirror/lang-java')).java() },
  yaml: { label: 'YAML', load: async () => (await import('@codemirror/lang-yaml')).yaml() },
  shell: {
    label: 'Shell',
    load: async () => {
      const [{ StreamLanguage }, { shell }] = await Promise.all([
        import('@codemirror/language'),
        import('@codemirror/legacy-modes/mode/shell'),
      ]);
      return StreamLanguage.define(shell);
    },
  },
} satisfies Record<string, { label: string; load(): Promise<Extension> }>;

export type CodeLanguage = keyof typeof CODE_LANGUAGES;

export const CODE_EDITOR_DEFAULTS = { height: 240, tabSize: 2, language: 'javascript' as CodeLanguage };

export const isCodeLanguage = (name: string): name is CodeLanguage => Object.hasOwn(CODE_LANGUAGES, name);
