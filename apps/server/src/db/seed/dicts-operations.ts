import { APPLICATION_STATUS_TEXT, APPLICATION_STATUSES } from '@yunzhan/common/entities/operations/application-flow';

/** Dictionaries of the 内容运营 modules (recruitment, videos, reports). */
interface Dict {
  code: string;
  name: string;
  type: 0;
  items: readonly (readonly [string, string])[];
}

export const OPERATIONS_DICTS: readonly Dict[] = [
  {
    code: 'job_kind',
    name: '招聘类型',
    type: 0,
    items: [
      ['social', '社招'],
      ['campus', '校招'],
    ],
  },
  {
    code: 'application_status',
    name: '应聘状态',
    type: 0,
    items: APPLICATION_STATUSES.map((s) => [s, APPLICATION_STATUS_TEXT[s]] as const),
  },
  {
    code: 'video_category',
    name: '视频分类',
    type: 0,
    items: [
      ['product', '产品介绍'],
      ['tutorial', '使用教程'],
      ['company', '企业宣传'],
      ['event', '活动现场'],
    ],
  },
  {
    code: 'report_category',
    name: '报告分类',
    type: 0,
    items: [
      ['whitepaper', '白皮书'],
      ['quality', '质量报告'],
      ['test', '检测报告'],
      ['annual', '年度报告'],
    ],
  },
];
