export { type CategoryTreeSelectProps, default as CategoryTreeSelect } from './CategoryTreeSelect';
export { default as JTreeSelect, type JTreeSelectProps } from './JTreeSelect';
export { TREE_DROPDOWN_MAX_HEIGHT, TREE_SELECT_MESSAGES } from './tree-select-rules';
