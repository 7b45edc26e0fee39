export { default as DictSearchSelect, SEARCH_DEBOUNCE_MS, SEARCH_MESSAGES, SEARCH_PAGE_SIZE } from './DictSearchSelect';
export { type DictSelectType, default as DictSelect } from './DictSelect';
export * from './dict-options';
