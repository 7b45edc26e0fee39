import { entity } from '../define';
import { datetime, dict, image, lines, ref, text, textarea, user } from '../fields';

/**
 * 维修申请: submitted by customers through the intake API (number and status set by the server), moved through
 * its status flow by staff only (`PUT /cms/repair/transition`), each move a row of the log below.
 */
export const cmsRepair = entity({
  name: 'cms.repair',
  table: 'cms_repair',
  apiBase: '/cms/repair',
  permPrefix: 'cms:repair',
  title: '维修申请',
  en: 'Repair request',
  page: 'cms/RepairList',
  scope: 'site',
  display: 'number',
  textIndex: ['customerName'],
  intake: { fields: ['customerName', 'phone', 'productId', 'serialNo', 'fault', 'images', 'address'] },
  fields: {
    number: text({
      label: '维修单号',
      en: 'Repair no.',
      max: 32,
      unique: true,
      readonly: true,
      form: false,
      search: 'eq',
      width: 170,
    }),
    customerName: text({ label: '客户姓名', en: 'Customer name', required: true, max: 50, search: 'like', width: 100 }),
    // Masked for roles without `cms:repair:unmask`: not a filter either, or a search would reveal it digit by digit.
    phone: text({
      label: '联系电话',
      en: 'Phone',
      required: true,
      pattern: 'm',
      max: 20,
      width: 120,
      filterable: false,
    }),
    productId: ref('cms.product', { label: '产品', en: 'Product', search: 'eq', width: 150 }),
    serialNo: text({ label: '序列号', en: 'Serial number', max: 64, width: 150 }),
    fault: textarea({ label: '故障描述', en: 'Fault description', required: true, min: 5, max: 2000, list: false }),
    images: image({
      label: '故障图片',
      en: 'Fault images',
      multiple: true,
      accept: ['.png', '.jpg', '.jpeg', '.webp'],
      list: false,
    }),
    address: text({ label: '寄回地址', en: 'Return address', required: true, max: 200, list: false }),
    status: dict('repair_status', {
      label: '状态',
      en: 'Status',
      readonly: true,
      form: false,
      search: 'eq',
      width: 90,
    }),
    handler: user({ label: '处理人', en: 'Handled by', width: 100 }),
    logs: lines('cms.repairLog', { label: '处理记录', en: 'Handling notes', foreignKey: 'repairId' }),
    ip: text({ label: 'IP', max: 64, readonly: true, form: false, list: false }),
    userAgent: text({ label: '浏览器', en: 'Browser', max: 500, readonly: true, form: false, list: false }),
  },
});

/** One move of a repair request: from which status to which, who moved it, when and why. */
export const cmsRepairLog = entity({
  name: 'cms.repairLog',
  table: 'cms_repair_log',
  apiBase: '/cms/repairLog',
  permPrefix: 'cms:repairLog',
  title: '维修处理记录',
  en: 'Repair log entry',
  scope: 'site',
  embedded: true,
  sort: { time: 'asc' },
  fields: {
    repairId: ref('cms.repair', { label: '维修申请', en: 'Repair request', required: true }),
    fromStatus: dict('repair_status', { label: '原状态', en: 'Previous status' }),
    toStatus: dict('repair_status', { label: '新状态', en: 'New status', required: true }),
    operator: text({ label: '操作人', en: 'Operator', max: 100 }),
    time: datetime({ label: '时间', en: 'Time', required: true }),
    reason: text({ label: '说明', en: 'Caption', max: 500 }),
  },
});
