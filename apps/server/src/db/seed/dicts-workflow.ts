/** Dictionaries of 审批流程 (docs/workflow.md) and of its demo forms. */
interface Dict {
  code: string;
  name: string;
  type: 0;
  items: readonly (readonly [string, string])[];
}

export const WORKFLOW_DICTS: readonly Dict[] = [
  {
    code: 'bpm_apply_status',
    name: '申请状态',
    type: 0,
    items: [
      ['0', '草稿'],
      ['1', '处理中'],
      ['2', '已结束'],
      ['3', '已撤销'],
    ],
  },
  {
    code: 'bpm_result',
    name: '审批结果',
    type: 0,
    items: [
      ['0', '待提交'],
      ['1', '处理中'],
      ['2', '已通过'],
      ['3', '已驳回'],
      ['4', '已撤销'],
    ],
  },
  {
    code: 'bpm_priority',
    name: '紧急程度',
    type: 0,
    items: [
      ['0', '普通'],
      ['1', '重要'],
      ['2', '紧急'],
    ],
  },
  {
    code: 'bpm_process_status',
    name: '流程状态',
    type: 0,
    items: [
      ['1', '已激活'],
      ['0', '已挂起'],
    ],
  },
  {
    code: 'bpm_instance_status',
    name: '实例状态',
    type: 0,
    items: [
      ['running', '运行中'],
      ['suspended', '已挂起'],
      ['completed', '已完成'],
      ['cancelled', '已作废'],
    ],
  },
  {
    code: 'bpm_action',
    name: '审批操作',
    type: 0,
    items: [
      ['start', '提交申请'],
      ['approve', '通过'],
      ['reject', '驳回'],
      ['return', '退回'],
      ['delegate', '委派'],
      ['resolve', '委派处理'],
      ['transfer', '转办'],
      ['addSign', '加签'],
      ['claim', '认领'],
      ['unclaim', '取消认领'],
      ['comment', '评论'],
      ['withdraw', '撤回'],
      ['resubmit', '重新提交'],
      ['cancel', '撤销申请'],
      ['terminate', '作废'],
      ['timer', '定时器触发'],
      ['timeout', '超时处理'],
      ['escalate', '超时升级'],
      ['auto', '自动处理'],
      ['suspend', '挂起'],
      ['activate', '激活'],
      ['end', '结束'],
      ['pending', '待处理'],
    ],
  },
  {
    code: 'leave_type',
    name: '请假类型',
    type: 0,
    items: [
      ['annual', '年假'],
      ['personal', '事假'],
      ['sick', '病假'],
      ['compensatory', '调休'],
    ],
  },
  {
    code: 'expense_type',
    name: '费用类型',
    type: 0,
    items: [
      ['travel', '差旅费'],
      ['entertainment', '招待费'],
      ['office', '办公费'],
      ['other', '其他'],
    ],
  },
];
