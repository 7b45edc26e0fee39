export * from './day-modes';
export * from './fields';
export * from './next-runs';
export * from './parts';
export * from './rules';
export * from './validate';
