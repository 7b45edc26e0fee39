// The operations group's entities (CONTENT.md); each module adds its export here.
export { cmsPushDelivery, cmsPushRecord } from './push-record';
