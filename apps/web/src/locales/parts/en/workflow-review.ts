import type { zh } from '../workflow-review';

/** The English of `../workflow-review.ts`: its own module, so that the Chinese interface never loads it. */
export const en: Record<keyof typeof zh, string> = {
  'review.submit': 'Submit for review',
  'review.confirmSubmit': 'Submit the {n} selected records for review?',
  'review.locked': 'In review: it cannot be edited, deleted, published or unpublished until the review ends',
  'review.required': 'Publishing needs approval',
  'review.requiredHint': 'In this site, {module} are published once “{process}” approves them',
  'review.settings': 'Approval settings',
  'review.settingsTitle': '{module} · publishing approval',
  'review.scope': '{module} of the site “{site}”:',
  'review.direct': 'Published directly',
  'review.directHint': 'Users who may publish put content online at once',
  'review.approval': 'Published after approval',
  'review.approvalHint': 'Publish becomes Submit for review; approval publishes the content',
  'review.process': 'Review process',
  'review.processRequired': 'Choose a review process',
  'review.noProcess':
    'No content review process is available: deploy and activate one whose form is “Content publishing review” in Processes first',
  'review.rejected': 'Rejected: {comment} ({by}, {time})',
  'review.inReview': 'In review: {task}',
};
