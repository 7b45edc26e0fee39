import type { UiLanguage } from '../validation/messages-en';

/** What an invalid or failing expression is told, in one interface language. */
export interface ExpressionMessages {
  wrapper: string;
  tooLong: (max: number) => string;
  tooComplex: string;
  unexpectedEnd: string;
  unexpected: (token: string) => string;
  unterminated: string;
  badNumber: string;
  unknownFunction: (name: string) => string;
  argCount: (name: string, min: number, max: number) => string;
  forbidden: (name: string) => string;
  unknownVariable: (name: string) => string;
  at: (message: string, position: number) => string;
  notBoolean: string;
  type: (op: string) => string;
  divisionByZero: string;
}

const ZH: ExpressionMessages = {
  wrapper: '表达式应写成 ${…}',
  tooLong: (max) => `表达式不能超过 ${max} 个字符`,
  tooComplex: '表达式过于复杂',
  unexpectedEnd: '表达式不完整',
  unexpected: (token) => `无法识别“${token}”`,
  unterminated: '字符串缺少结束引号',
  badNumber: '数字格式有误',
  unknownFunction: (name) => `不支持的函数 ${name}`,
  argCount: (name, min, max) => `函数 ${name} 需要 ${min === max ? min : `${min}-${max}`} 个参数`,
  forbidden: (name) => `不允许访问属性 ${name}`,
  unknownVariable: (name) => `未知变量 ${name}`,
  at: (message, position) => `${message}（第 ${position + 1} 个字符）`,
  notBoolean: '条件的结果不是真或假',
  type: (op) => `运算 ${op} 的值类型不匹配`,
  divisionByZero: '除数不能为零',
};

const EN: ExpressionMessages = {
  wrapper: 'Write the expression as ${…}',
  tooLong: (max) => `An expression has at most ${max} characters`,
  tooComplex: 'The expression is too complex',
  unexpectedEnd: 'The expression is incomplete',
  unexpected: (token) => `Unexpected “${token}”`,
  unterminated: 'A string lacks its closing quote',
  badNumber: 'Malformed number',
  unknownFunction: (name) => `Unknown function ${name}`,
  argCount: (name, min, max) => `${name} takes ${min === max ? min : `${min}-${max}`} arguments`,
  forbidden: (name) => `The property ${name} is not allowed`,
  unknownVariable: (name) => `Unknown variable ${name}`,
  at: (message, position) => `${message} (at character ${position + 1})`,
  notBoolean: 'The condition is neither true nor false',
  type: (op) => `The values of ${op} have the wrong types`,
  divisionByZero: 'Division by zero',
};

export const expressionMessages = (language: UiLanguage = 'zh'): ExpressionMessages => (language === 'en' ? EN : ZH);
