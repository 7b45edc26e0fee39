export { default as FilePop } from './FilePop';
export { default as FileUpload } from './FileUpload';
export { default as FileView } from './FileView';
export { type ChosenImage, default as ImageDialog } from './ImageDialog';
export { default as ImageUpload } from './ImageUpload';
export { default as VideoUpload } from './VideoUpload';
