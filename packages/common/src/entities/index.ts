export * from './define';
export * from './fields';
