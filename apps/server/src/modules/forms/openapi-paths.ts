/** The subscription and upload endpoints in the public OpenAPI document (`public/openapi.ts` merges them in). */
const site = { name: 'siteCode', in: 'path', required: true, description: '站点编码', schema: { type: 'string' } };
const envelope = {
  description: '成功',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { success: { type: 'boolean' }, message: { type: 'string' }, code: { type: 'integer' } },
      },
    },
  },
};
const json = (properties: Record<string, unknown>, required: string[]) => ({
  required: true,
  content: { 'application/json': { schema: { type: 'object', properties, required } } },
});
const token = json({ token: { type: 'string', description: '邮件链接中的令牌' } }, ['token']);
const tokenAnswers = {
  '200': envelope,
  '400': { description: '链接无效或已过期' },
  '429': { description: '请求过于频繁' },
};

export const SUBSCRIPTION_PATHS: Readonly<Record<string, unknown>> = {
  '/api/public/{siteCode}/subscribe': {
    post: {
      summary: '邮件订阅（发送确认邮件，双重确认）',
      tags: ['邮件订阅'],
      parameters: [site],
      requestBody: json(
        {
          email: { type: 'string', format: 'email', maxLength: 100, description: '电子邮件' },
          topics: { type: ['string', 'array'], description: '订阅主题（字典 subscription_topic，逗号分隔或数组）' },
        },
        ['email'],
      ),
      responses: {
        '200': envelope,
        '400': { description: '校验未通过或包含敏感词（中文说明）' },
        '403': { description: '已被黑名单限制' },
        '404': { description: '站点不存在' },
        '429': { description: '提交过于频繁（带 Retry-After）' },
      },
    },
  },
  '/api/public/{siteCode}/subscribe/confirm': {
    post: { summary: '确认订阅', tags: ['邮件订阅'], parameters: [site], requestBody: token, responses: tokenAnswers },
  },
  '/api/public/{siteCode}/subscribe/unsubscribe': {
    post: { summary: '退订', tags: ['邮件订阅'], parameters: [site], requestBody: token, responses: tokenAnswers },
  },
  '/api/public/{siteCode}/upload': {
    post: {
      summary: '上传附件（图片或PDF），返回令牌；一小时内由同一访客的表单提交在图片字段中引用，仅可使用一次',
      tags: ['表单提交'],
      parameters: [site],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
          },
        },
      },
      responses: {
        '200': envelope,
        '400': { description: '文件类型不支持或内容与扩展名不符' },
        '403': { description: '已被黑名单限制' },
        '413': { description: '文件超过5MB（或超过单次上传总量）' },
        '429': { description: '提交过于频繁，或本IP每小时上传总量已达上限（带 Retry-After）' },
      },
    },
  },
};
