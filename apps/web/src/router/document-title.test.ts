import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('document title (spec §1)', () => {
  it("is '{page title} · 内容管理平台' except on the dashboard", () => {
    expect(documentTitle('/system/user', '用户管理', '内容管理平台')).toBe('用户管理 · 内容管理平台');
    expect(documentTitle('/dashboard/analysis', '首页', '内容管理平台')).toBe('内容管理平台');
  });
});
