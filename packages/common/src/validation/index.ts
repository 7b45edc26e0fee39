export * from './form';
export * from './messages-en';
export * from './number';
export * from './patterns';
export * from './table';
export * from './tags';
