// The operations group's entities (CONTENT.md); each module adds its export here.
export { cmsJobApplication } from './job-application';
export { cmsPushDelivery, cmsPushRecord } from './push-record';
export { cmsRecruitment } from './recruitment';
export { cmsReport } from './report';
export { cmsVideo } from './video';
