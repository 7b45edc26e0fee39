import { openApiDocument } from './openapi.js';

const esc = (v: unknown) =>
  String(v ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface Op {
  summary?: string;
  parameters?: { name: string; in: string; description?: string }[];
}

/** A readable page of the OpenAPI document, rendered on the server (no script, no UI bundle). */
export function openApiPage(): string {
  const doc = openApiDocument() as { info: { title: string; description: string }; paths: Record<string, { get: Op }> };
  const ops = Object.entries(doc.paths)
    .map(([path, { get }]) => {
      const params = (get.parameters ?? [])
        .map((p) => `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${esc(p.description)}</td></tr>`)
        .join('');
      return `<section><h2><span class="m">GET</span> <code>${esc(path)}</code></h2><p>${esc(get.summary)}</p>
<table><thead><tr><th>参数</th><th>位置</th><th>说明</th></tr></thead><tbody>${params}</tbody></table></section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(doc.info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:14px/1.6 system-ui,sans-serif;max-width:960px;margin:2em auto;padding:0 1em;color:#1f1f1f}
h1{font-size:22px}h2{font-size:16px;margin:1.6em 0 .3em}code{background:#f5f5f5;padding:1px 4px;border-radius:3px}
.m{background:#1677ff;color:#fff;border-radius:3px;padding:1px 6px;font-size:12px}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #e5e5e5;padding:4px 8px;text-align:left}th{background:#fafafa}</style></head>
<body><h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description)}</p>
<p>机器可读文档：<a href="/api/public/openapi.json">/api/public/openapi.json</a>（OpenAPI 3.1）</p>
${ops}</body></html>`;
}
