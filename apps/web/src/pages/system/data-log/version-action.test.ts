import { entityNamed } from '@yunzhan/common/entities/registry';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguage } from '../../../locales/i18n';
import { versionAction } from './version-action';

describe('a version’s action in the interface language (数据日志, 工作台)', () => {
  const problem = entityNamed('cms.problem');
  afterEach(() => useLanguage.getState().setLanguage('zh-CN'));

  it('reads the engine’s notes and the schema’s actions in English, a module’s own note as stored', () => {
    useLanguage.getState().setLanguage('en-US');
    expect(versionAction(problem, '添加')).toBe('Add');
    expect(versionAction(problem, '编辑')).toBe('Edit');
    expect(versionAction(problem, '还原')).toBe('Restore');
    expect(versionAction(problem, '恢复版本3')).toBe('Restore version 3');
    expect(versionAction(problem, '发布')).toBe('Publish');
    expect(versionAction(undefined, '发布')).toBe('发布');
    expect(versionAction(problem, '部门添加用户：研发部')).toBe('部门添加用户：研发部');
  });

  it('keeps every note as stored in Chinese', () => {
    expect(versionAction(problem, '添加')).toBe('添加');
    expect(versionAction(problem, '恢复版本3')).toBe('恢复版本3');
  });
});
