export { cmsAd, cmsAdImage } from './ad';
export { cmsArea } from './area';
export { cmsMenuContent } from './menu-content';
export { cmsSite } from './site';
export { cmsSiteCategory } from './site-category';
export { cmsSiteMenu } from './site-menu';
export { cmsTemplate } from './template';
