import { entity } from '../define';
import { datetime, dict, ref, richText, text, textarea } from '../fields';

/** Most chosen users of one USER-type announcement. */
export const MAX_ANNOUNCEMENT_USERS = 500;

/**
 * 系统通告 (contract §8.1, table sys_announcement; the wire keeps JeecgBoot's `titile`). The sender, the send
 * status and its times are set by 发布 / 撤销 only; the body is rich text.
 */
export const sysAnnouncement = entity({
  name: 'sys.announcement',
  scope: 'tenant',
  table: 'sys_announcement',
  apiBase: '/sys/annountCement',
  permPrefix: 'system:announcement',
  page: 'system/AnnouncementList',
  title: '系统通告',
  en: 'Announcement',
  softDelete: true,
  display: 'titile',
  fields: {
    titile: text({ label: '标题', en: 'Title', required: true, max: 100, search: 'like', width: 220 }),
    msgCategory: dict('msg_category', {
      label: '消息类型',
      en: 'Message type',
      required: true,
      default: '1',
      search: 'eq',
      width: 100,
    }),
    priority: dict('priority', {
      label: '优先级',
      en: 'Priority',
      required: true,
      default: 'L',
      search: 'eq',
      width: 80,
    }),
    msgType: dict('msg_type', { label: '通告对象', en: 'Audience', required: true, default: 'ALL', width: 100 }),
    userIds: text({
      label: '指定用户',
      en: 'Chosen users',
      max: MAX_ANNOUNCEMENT_USERS * 33,
      list: false,
      filterable: false,
    }),
    startTime: datetime({ label: '开始时间', en: 'Start time', list: false }),
    endTime: datetime({ label: '结束时间', en: 'End time', list: false }),
    openType: dict('open_type', { label: '打开方式', en: 'Open as', list: false }),
    openPage: text({ label: '打开页面', en: 'Page opened', max: 255, list: false }),
    msgAbstract: textarea({ label: '摘要', en: 'Summary', max: 500, list: false }),
    msgContent: richText({
      label: '内容',
      en: 'Content',
      max: 100_000,
      list: false,
      filterable: false,
      sortable: false,
    }),
    sender: text({
      label: '发布人',
      en: 'Publisher',
      max: 100,
      form: false,
      readonly: true,
      search: 'like',
      width: 100,
    }),
    sendStatus: dict('send_status', {
      label: '发布状态',
      en: 'Publishing status',
      default: '0',
      form: false,
      readonly: true,
      search: 'eq',
      width: 90,
    }),
    sendTime: datetime({ label: '发布时间', en: 'Publish time', form: false, readonly: true, width: 170 }),
    cancelTime: datetime({ label: '撤销时间', en: 'Revoked at', form: false, readonly: true, list: false }),
    busType: text({ label: '业务类型', en: 'Business type', max: 20, form: false, readonly: true, list: false }),
    busId: text({ label: '业务ID', en: 'Business ID', max: 50, form: false, readonly: true, list: false }),
    /** 发布 with 'also send by e-mail': the targets with an e-mail get it when the announcement starts. */
    sendMail: dict('yn', { label: '邮件通知', en: 'E-mail notice', form: false, readonly: true, list: false }),
    /** When the push (and the e-mails) went out: at 发布, or at the start time of a scheduled release. */
    pushTime: datetime({ label: '推送时间', en: 'Pushed at', form: false, readonly: true, list: false }),
  },
});

/**
 * 用户通告阅读标记 (sys_announcement_send): one row per targeted user, written only by the announcement module
 * (release targets, read marks), hence no endpoints of its own.
 */
export const sysAnnouncementSend = entity({
  name: 'sys.announcementSend',
  table: 'sys_announcement_send',
  apiBase: '/sys/sysAnnouncementSend',
  permPrefix: 'system:announcement',
  title: '通告阅读标记',
  en: 'Read mark',
  embedded: true,
  fields: {
    anntId: ref('sys.announcement', { label: '通告', en: 'Announcement', required: true }),
    userId: text({ label: '用户', en: 'User', required: true, max: 32, search: 'eq' }),
    readFlag: text({ label: '阅读状态', en: 'Read', required: true, max: 10, default: '0' }),
    readTime: datetime({ label: '阅读时间', en: 'Read at' }),
  },
});
