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
  page: 'cms/ProposalList',
  scope: 'site',
  textIndex: ['title'],
  intake: { fields: ['title', 'content', 'proposer', 'contact'] },
  fields: {
    title: text({ label: '提案标题', required: true, min: 4, max: 100, search: 'like' }),
    content: textarea({ label: '提案内容', required: true, min: 10, max: 5000 }),
    proposer: text({ label: '提案人', required: true, max: 50, search: 'like', width: 100 }),
    contact: text({ label: '联系方式', required: true, max: 100, width: 160 }),
    ...intakeFields(),
  },
});
