import { describe, expect, it } from 'vitest';
import { criticalCss, withoutUnusedVariables } from './critical-css';

const html = '<html><body><form class="ant-form"><input class="ant-input" type="password"></form></body></html>';

describe('critical CSS of a prerendered page', () => {
  it('keeps the selectors that match the markup, hover and pseudo-elements included', () => {
    const css = [
      'body{margin:0}',
      '.ant-form{color:red}',
      '.ant-input:hover{border-color:blue}',
      '.ant-input::placeholder{color:gray}',
      '.ant-form .ant-input,.ant-table{width:100%}',
    ].join('');
    const kept = criticalCss(html, css);
    for (const rule of [
      'body{margin:0}',
      '.ant-form{color:red}',
      '.ant-input:hover{border-color:blue}',
      '.ant-input::placeholder{color:gray}',
    ]) {
      expect(kept).toContain(rule);
    }
    expect(kept).toContain('.ant-form .ant-input{width:100%}');
    expect(kept).not.toContain('.ant-table');
  });

  it('drops the rules of absent elements, animations and the blocks they leave empty', () => {
    const css =
      '.ant-table{width:100%}.ant-modal .ant-input{top:0}@keyframes spin{to{transform:rotate(1turn)}}' +
      '@media (max-width:575px){.ant-table{display:none}}@media print{.ant-form{display:block}}';
    expect(criticalCss(html, css)).toBe('@media print{.ant-form{display:block}}');
  });

  it('keeps only the custom properties that a declaration reads, directly or through other properties', () => {
    const css =
      '.theme{--primary:var(--blue);--blue:#1677ff;--unused:red;--chain-unused:var(--unused)}' +
      '.ant-btn{color:var(--primary)}.only-vars{--also-unused:0}';
    expect(withoutUnusedVariables(css)).toBe(
      '.theme{--primary:var(--blue);--blue:#1677ff}.ant-btn{color:var(--primary)}',
    );
  });
});
