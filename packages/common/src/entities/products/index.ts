export { cmsFitting } from './fitting';
export { cmsProduct } from './product';
export { cmsProductAttribute } from './product-attribute';
export { cmsProductAttrValue, cmsProductImage, cmsProductSpec } from './product-lines';
export { cmsProductParameter } from './product-parameter';
export { cmsProductType } from './product-type';
