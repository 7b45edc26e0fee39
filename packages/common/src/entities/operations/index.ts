// The operations group's entities (CONTENT.md); each module adds its export here.
export { cmsJobApplication } from './job-application';
export { cmsRecruitment } from './recruitment';
export { cmsReport } from './report';
export { cmsVideo } from './video';
