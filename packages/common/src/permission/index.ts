export * from './permission';
