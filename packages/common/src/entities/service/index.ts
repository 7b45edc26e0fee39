// The service group's entities (CONTENT.md); each module adds its export here.
export { cmsDealer } from './dealer';
export { cmsGuarantee } from './guarantee';
export { cmsRepair, cmsRepairLog } from './repair';
export { cmsServiceNetwork } from './service-network';
export { cmsServicePolicy } from './service-policy';
