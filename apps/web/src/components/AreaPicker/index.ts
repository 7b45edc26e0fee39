export { default as AreaPicker } from './AreaPicker';
export * from './area-data';
export { default as CoordinateInput } from './CoordinateInput';
export * from './coordinates';
