export { default as DepartPickerInput } from './DepartPickerInput';
export { default as DepartPickerModal } from './DepartPickerModal';
export { default as PickerInput } from './PickerInput';
export { default as PickerModal, PICKER_MODAL } from './PickerModal';
export * from './picker-source';
export { default as RoleCodeSelect } from './RoleCodeSelect';
export { default as UserPickerInput } from './UserPickerInput';
