export { default } from './AddButtonSettings';
export * from './rules';
