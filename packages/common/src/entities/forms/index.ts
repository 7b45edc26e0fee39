export { cmsBlacklist } from './blacklist';
export { cmsCooperation } from './cooperation';
export { cmsFeedback } from './feedback';
export { cmsProposal } from './proposal';
export { cmsRegistration } from './registration';
export { cmsSubscription } from './subscription';
export { cmsSuggestion } from './suggestion';
