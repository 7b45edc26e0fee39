import { describe, expect, it } from 'vitest';
import { ENTITIES } from './registry';

const CJK = /[\u3400-\u9fff]/;

/** What a text needs: an English form without Chinese when it is Chinese itself. */
const needsEnglish = (where: string, zh: string | undefined, en: string | undefined) =>
  zh && CJK.test(zh) && (!en || CJK.test(en)) ? [`${where}: ${zh} → ${en ?? '(none)'}`] : [];

describe('English forms of the schemas (issue 22: the back office in English)', () => {
  it('gives every entity title, field label and action an English form', () => {
    const missing = ENTITIES.flatMap((e) => [
      ...needsEnglish(e.name, e.title, e.en),
      ...Object.entries({ ...e.fields, ...e.auditFields }).flatMap(([name, f]) =>
        needsEnglish(`${e.name}.${name}`, f.label, f.en),
      ),
      ...Object.entries(e.actions).flatMap(([name, a]) => [
        ...needsEnglish(`${e.name}:${name}`, a.label, a.en),
        ...needsEnglish(`${e.name}:${name} done`, a.done, a.doneEn),
      ]),
    ]);
    expect(missing).toEqual([]);
  });
});
