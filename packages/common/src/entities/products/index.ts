export { cmsProduct } from './product';
export { cmsProductType } from './product-type';
