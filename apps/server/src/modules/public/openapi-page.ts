import { escapeHtml as esc } from '../../core/html-text.js';
import { openApiDocument } from './openapi.js';

interface Body {
  properties?: Record<string, { description?: string }>;
}

interface Op {
  summary?: string;
  parameters?: { name: string; in: string; description?: string }[];
}

/** A readable page of the OpenAPI document, rendered on the server (no script, no UI bundle). */
export function openApiPage(): string {
  const doc = openApiDocument() as {
    info: { title: string; description: string };
    paths: Record<string, { get?: Op; post?: Op & { requestBody?: { content: Record<string, { schema: Body }> } } }>;
  };
  const ops = Object.entries(doc.paths)
    .map(([path, { get, post }]) => {
      const op = get ?? post ?? {};
      const method = get ? 'GET' : 'POST';
      const body = Object.entries(post?.requestBody?.content['application/json']?.schema.properties ?? {});
      const rows = [
        ...(op.parameters ?? []).map((p) => [p.name, p.in, p.description]),
        ...body.map(([name, f]) => [name, 'body', f.description]),
      ];
      const params = rows
        .map(
          ([name, where, text]) =>
            `<tr><td><code>${esc(name)}</code></td><td>${esc(where)}</td><td>${esc(text)}</td></tr>`,
        )
        .join('');
      return `<section><h2><span class="m">${method}</span> <code>${esc(path)}</code></h2><p>${esc(op.summary)}</p>
<table><thead><tr><th>参数</th><th>位置</th><th>说明</th></tr></thead><tbody>${params}</tbody></table></section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(doc.info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:14px/1.6 system-ui,sans-serif;max-width:960px;margin:2em auto;padding:0 1em;color:#1f1f1f}
h1{font-size:22px}h2{font-size:16px;margin:1.6em 0 .3em}code{background:#f5f5f5;padding:1px 4px;border-radius:3px}
.m{background:#1677ff;color:#fff;border-radius:3px;padding:1px 6px;font-size:12px}table{border-collapse:collapse;width:100%;table-layout:fixed}th:nth-child(1){width:28%}th:nth-child(2){width:12%}
td,th{border:1px solid #e5e5e5;padding:4px 8px;text-align:left}th{background:#fafafa}</style></head>
<body><h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description)}</p>
<p>机器可读文档：<a href="/api/public/openapi.json">/api/public/openapi.json</a>（OpenAPI 3.1）</p>
${ops}</body></html>`;
}
