export { default as JPopup, type JPopupProps } from './JPopup';
export * from './popup-rules';
