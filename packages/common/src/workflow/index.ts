export * from './duration';
export * from './expression';
export * from './moddle';
export * from './model';
export * from './model-check';
export * from './task-actions';
export * from './user-task';
export * from './variables';
