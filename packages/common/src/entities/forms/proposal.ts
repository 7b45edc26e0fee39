import { entity } from '../define';
import { text, textarea } from '../fields';
import { intakeFields } from './intake';

/** 提案征集: proposals sent in by the public. */
export const cmsProposal = entity({
  name: 'cms.proposal',
  table: 'cms_proposal',
  apiBase: '/cms/proposal',
  permPrefix: 'cms:proposal',
  title: '提案征集',
  en: 'Proposal',
  page: 'cms/ProposalList',
  scope: 'site',
  textIndex: ['title'],
  intake: { fields: ['title', 'content', 'proposer', 'contact'] },
  fields: {
    title: text({ label: '提案标题', en: 'Proposal title', required: true, min: 4, max: 100, search: 'like' }),
    content: textarea({ label: '提案内容', en: 'Proposal', required: true, min: 10, max: 5000 }),
    proposer: text({ label: '提案人', en: 'Proposer', required: true, max: 50, search: 'like', width: 100 }),
    contact: text({ label: '联系方式', en: 'Contact details', required: true, max: 100, width: 160 }),
    ...intakeFields(),
  },
});
