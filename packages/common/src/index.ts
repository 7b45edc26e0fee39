export * from './permission/index';
export * from './validation/index';
