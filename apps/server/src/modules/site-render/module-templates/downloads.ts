/**
 * Built-in pages of the 下载中心: driver list (filter by OS, newest first), driver and manual details with the
 * counting download link, FAQ search, and `support`, a product's support page (drivers by OS, manuals, guides, FAQ).
 */
const DOWNLOAD = `/api/public/{{ site.code }}`;
const SIZE = `{% if r.fileSize >= 1048576 %}{{ r.fileSize | divided_by: 1048576.0 | round: 1 }} MB{% elsif r.fileSize %}{{ r.fileSize | divided_by: 1024.0 | round: 1 }} KB{% endif %}`;
const STYLE = `<style>.dl{width:100%;border-collapse:collapse}.dl th,.dl td{text-align:left;padding:8px 6px;border-bottom:1px solid #f0f0f0}
.dl th{color:#888;font-weight:normal;font-size:13px}.btn{display:inline-block;padding:3px 12px;border:1px solid #1677ff;border-radius:4px;text-decoration:none}
.sha{font-family:monospace;font-size:12px;color:#888;word-break:break-all}.faq{display:block}.faq dt{font-weight:600;margin-top:14px}.faq dd{margin:4px 0 0}</style>`;

const driverRows = (
  rows: string,
) => `<table class="dl"><thead><tr><th>{{ t.support.driverName }}</th><th>{{ t.support.version }}</th><th>{{ t.support.releaseDate }}</th><th>{{ t.support.size }}</th><th>{{ t.support.downloads }}</th><th></th></tr></thead><tbody>
{% for r in ${rows} %}<tr><td><a href="/site/{{ site.code }}/driver/{{ r.id }}">{{ r.name }}</a></td><td>{{ r.version }}</td><td>{{ r.releaseDate }}</td><td>${SIZE}</td><td>{{ r.downloadCount }}</td><td><a class="btn" href="${DOWNLOAD}/driver/{{ r.id }}/download">{{ t.support.download }}</a></td></tr>
{% else %}<tr><td colspan="6" class="muted">{{ t.support.noDrivers }}</td></tr>{% endfor %}</tbody></table>`;

const fileDetail = (path: string) => `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ item[module.display] }}</h1>
<dl>{% for f in module.fields %}{% unless f.name == module.display or f.name == 'id' or f.name == 'sha256' or f.name == 'fileSize' %}{% if item[f.name] != blank %}<dt class="muted">{{ f.label }}</dt><dd>{% if f.html %}{{ item[f.name] | raw }}{% else %}{{ item[f.text] | default: item[f.name] }}{% endif %}</dd>{% endif %}{% endunless %}{% endfor %}
{% assign r = item %}{% if r.fileSize %}<dt class="muted">大小</dt><dd>${SIZE}</dd>{% endif %}{% if item.sha256 %}<dt class="muted">SHA-256</dt><dd class="sha">{{ item.sha256 }}</dd>{% endif %}</dl>
<p><a class="btn" href="${DOWNLOAD}/${path}/{{ item.id }}/download">下载</a> <a href="/site/{{ site.code }}/${path}">返回{{ module.title }}</a></p>
{% endblock %}`;

export const DOWNLOAD_TEMPLATES: Readonly<Record<string, string>> = {
  'driver-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ module.title }}</h1>
<form method="get">{% if query.products %}<input type="hidden" name="products" value="{{ query.products }}">{% endif %}
<select name="osVersions"><option value="">全部系统</option>{% for os in lists.osVersion.records %}<option value="{{ os.id }}"{% if query.osVersions == os.id %} selected{% endif %}>{{ os.name }}</option>{% endfor %}</select>
<input name="q" value="{{ query.q }}" placeholder="搜索驱动"> <button>筛选</button></form>
${driverRows('page.records')}
<div class="pager">{% if page.current > 1 %}<a href="?pageNo={{ page.current | minus: 1 }}">上一页</a>{% endif %}{% if page.current < page.pages %}<a href="?pageNo={{ page.current | plus: 1 }}">下一页</a>{% endif %}<span class="muted">共 {{ page.total }} 条</span></div>
{% endblock %}`,
  'driver-detail': fileDetail('driver'),
  'manual-detail': fileDetail('manual'),
  'update-detail': fileDetail('update'),
  'problem-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ module.title }}</h1>
<form method="get"><input name="q" value="{{ query.q }}" placeholder="搜索问题，如：开机"> <button>搜索</button></form>
<dl class="faq">{% for r in page.records %}<dt><a href="/site/{{ site.code }}/problem/{{ r.id }}">{{ r.question }}</a></dt><dd>{{ r.answer | raw }}<div class="muted">{{ r.helpfulCount }} 人认为有帮助</div></dd>{% else %}<dd class="muted">没有找到相关问题</dd>{% endfor %}</dl>
<div class="pager">{% if page.current > 1 %}<a href="?pageNo={{ page.current | minus: 1 }}&q={{ query.q | url_encode }}">上一页</a>{% endif %}{% if page.current < page.pages %}<a href="?pageNo={{ page.current | plus: 1 }}&q={{ query.q | url_encode }}">下一页</a>{% endif %}<span class="muted">共 {{ page.total }} 条</span></div>
{% endblock %}`,
  support: `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ title }}</h1>
{% if product.summary %}<p class="muted">{{ product.summary }}</p>{% endif %}
<h2>{{ t.support.drivers }}</h2>
{% assign shown = 0 %}{% for os in osVersions %}{% assign rows = '' | split: '' %}{% for d in drivers %}{% assign ids = d.osVersions | split: ',' %}{% if ids contains os.id %}{% assign rows = rows | push: d %}{% endif %}{% endfor %}
{% if rows.size > 0 %}{% assign shown = shown | plus: 1 %}<h3>{{ os.name }}</h3>${driverRows('rows')}{% endif %}{% endfor %}
{% if shown == 0 %}<p class="muted">{{ t.support.noDrivers }}</p>{% endif %}
<h2>{{ t.support.manuals }}</h2>
<ul class="rows">{% for r in manuals %}<li><a href="${DOWNLOAD}/manual/{{ r.id }}/download">{{ r.title }}</a> <span class="muted">{{ r.language_dictText }} {{ r.version }} ${SIZE}</span></li>{% else %}<li class="muted">{{ t.support.noManuals }}</li>{% endfor %}</ul>
{% if guides.size > 0 %}<h2>{{ t.support.guides }}</h2>
<ul class="rows">{% for r in guides %}<li><a href="/site/{{ site.code }}/guide/{{ r.id }}">{{ r.title }}</a> <span class="muted">{{ r.category_dictText }}</span></li>{% endfor %}</ul>{% endif %}
<h2>{{ t.support.faq }}</h2>
<dl class="faq">{% for r in problems %}<dt>{{ r.question }}</dt><dd>{{ r.answer | raw }}</dd>{% else %}<dd class="muted">{{ t.support.noFaq }}</dd>{% endfor %}</dl>
{% endblock %}`,
};
