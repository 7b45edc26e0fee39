export { cmsFeedback } from './feedback';
