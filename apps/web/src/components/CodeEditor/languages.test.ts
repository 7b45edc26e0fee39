import { describe, expect, it } from 'vitest';
import { CODE_EDITOR_DEFAULTS, CODE_LANGUAGES, isCodeLanguage } from './languages';

describe('code editor languages', () => {
  it('offers twelve modes that each load a CodeMirror extension', async () => {
    const names = Object.keys(CODE_LANGUAGES);
    expect(names).toHaveLength(12);
    for (const name of names) {
      expect(isCodeLanguage(name)).toBe(true);
      const ext = await CODE_LANGUAGES[name as keyof typeof CODE_LANGUAGES].load();
      expect(ext, name).toBeTruthy();
    }
    expect(isCodeLanguage('toString')).toBe(false);
    expect(CODE_EDITOR_DEFAULTS).toMatchObject({ height: 240, tabSize: 2 });
  });
});
