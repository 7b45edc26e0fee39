import { DOWNLOADABLE } from './downloadable.js';

const sitePath = { name: 'siteCode', in: 'path', required: true, description: '站点编码', schema: { type: 'string' } };
const idPath = { name: 'id', in: 'path', required: true, description: '内容ID', schema: { type: 'string' } };

/** The download centre's own public paths, for the delivery API's OpenAPI document. */
export function downloadOpenApiPaths(): Record<string, Record<string, unknown>> {
  const downloads = [...DOWNLOADABLE].map(([path, entity]) => [
    `/api/public/{siteCode}/${path}/{id}/download`,
    {
      get: {
        summary: `下载${entity.title}文件（计入下载次数）`,
        tags: [entity.title],
        parameters: [sitePath, idPath],
        responses: {
          '200': { description: '文件；Content-Disposition 为原文件名，ETag 与 X-Checksum-SHA256 为 SHA-256' },
          '206': { description: '所请求的字节范围（Range，续传不重复计数）' },
          '304': { description: '未修改（If-None-Match 与 ETag 相同）' },
          '404': { description: '站点、内容或文件不存在，或尚未发布' },
          '416': { description: '字节范围超出文件' },
          '429': { description: '请求过于频繁' },
        },
      },
    },
  ]);
  const vote = {
    post: {
      summary: '常见问题：有帮助 / 没帮助',
      tags: ['常见问题'],
      parameters: [sitePath, idPath],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { type: 'object', properties: { helpful: { type: 'boolean' } }, required: ['helpful'] },
          },
        },
      },
      responses: {
        '200': { description: '投票后的有帮助、没帮助次数（result.helpfulCount、result.unhelpfulCount）' },
        '400': { description: '参数有误' },
        '404': { description: '站点或问题不存在，或尚未发布' },
        '429': { description: '提交过于频繁' },
      },
    },
  };
  return { ...Object.fromEntries(downloads), '/api/public/{siteCode}/problem/{id}/vote': vote };
}
