export * from './duration';
export * from './expression';
export * from './moddle';
export * from './model';
export * from './model-check';
export * from './user-task';
export * from './variables';
