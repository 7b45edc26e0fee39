import type { zh } from '../fill-rule';

/** The English of `../fill-rule.ts`: its own module, so that the Chinese interface never loads it. */
export const en: Record<keyof typeof zh, string> = {
  'fillRule.test': 'Test',
  'fillRule.testTitle': 'Fill rule test',
  'fillRule.result': 'Result: {value}',
  'fillRule.selectHandler': 'Select a rule handler',
  'fillRule.unknownHandler': 'Unknown rule',
  'fillRule.help': '{description}. Parameters: a JSON object; leave it empty for the defaults',
  'fillRule.helpExample': ', e.g. {example}',
};
