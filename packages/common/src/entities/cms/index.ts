export { cmsAd, cmsAdImage } from './ad';
export { cmsSiteCategory } from './site-category';
