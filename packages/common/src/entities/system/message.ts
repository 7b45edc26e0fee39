import { entity } from '../define';
import { datetime, dict, int, text, textarea } from '../fields';

/** 消息模板 (sys_sms_template): content with `${name}` placeholders, filled from data when a message is sent. */
export const sysMessageTemplate = entity({
  name: 'sys.messageTemplate',
  table: 'sys_sms_template',
  apiBase: '/sys/message/sysMessageTemplate',
  permPrefix: 'message:template',
  page: 'message/MessageTemplateList',
  title: '消息模板',
  en: 'Message template',
  display: 'templateName',
  fields: {
    templateCode: text({
      label: '模板编码',
      en: 'Template code',
      required: true,
      max: 32,
      unique: true,
      search: 'like',
    }),
    templateName: text({ label: '模板标题', en: 'Template title', required: true, max: 100, search: 'like' }),
    templateType: dict('msgType', {
      label: '模板类型',
      en: 'Template type',
      required: true,
      default: '4',
      search: 'eq',
      width: 100,
    }),
    templateContent: textarea({ label: '模板内容', en: 'Template content', required: true, max: 5000, list: false }),
    templateTestJson: textarea({ label: '测试数据', en: 'Test data', max: 2000, list: false }),
  },
});

/** 消息管理 (sys_sms): the messages sent, with their status; written by the senders, read and deleted here. */
export const sysMessage = entity({
  name: 'sys.message',
  table: 'sys_sms',
  apiBase: '/sys/message/sysMessage',
  permPrefix: 'message:message',
  page: 'message/MessageList',
  title: '消息',
  en: 'Message',
  display: 'esTitle',
  fields: {
    esTitle: text({ label: '消息标题', en: 'Message title', required: true, max: 100, search: 'like' }),
    esType: dict('msgType', { label: '发送方式', en: 'Channel', required: true, search: 'eq', width: 100 }),
    esReceiver: text({ label: '接收人', en: 'Recipient', required: true, max: 100, search: 'like' }),
    esContent: textarea({ label: '发送内容', en: 'Content sent', max: 5000, list: false }),
    esParam: textarea({ label: '发送所需参数', en: 'Send parameters', max: 2000, list: false }),
    esSendTime: datetime({ label: '发送时间', en: 'Sent at', form: false, readonly: true, width: 170 }),
    esSendStatus: dict('msgSendStatus', {
      label: '发送状态',
      en: 'Send status',
      default: '0',
      form: false,
      readonly: true,
      search: 'eq',
    }),
    esSendNum: int({ label: '发送次数', en: 'Send count', default: 0, form: false, readonly: true, width: 90 }),
    esResult: text({ label: '推送失败原因', en: 'Failure reason', max: 255, form: false, readonly: true, list: false }),
    remark: text({ label: '备注', en: 'Remarks', max: 500, list: false }),
  },
});
