import { PAGER, SIZE, search } from './parts.js';

/**
 * Built-in pages of the 下载中心: the centre itself (`downloads`: find by product, latest drivers, every kind of
 * download), driver list (filter by OS, newest first), driver and manual details with the counting download link, FAQ
 * search, and `support`, a product's support page (drivers by OS, manuals, guides, FAQ).
 */
const DOWNLOAD = `/api/public/{{ site.code }}`;
const STYLE = `<style>.dl{width:100%;border-collapse:collapse;min-width:640px}.dl th,.dl td{text-align:left;padding:9px 8px;border-bottom:1px solid var(--line)}
.dl th{color:var(--muted);font-weight:normal;font-size:14px}.dl .btn{padding:3px 14px;font-size:14px}
.sha{font-family:ui-monospace,monospace;font-size:13px;word-break:break-all}.faq dt{font-weight:600;margin-top:16px}.faq dd{margin:4px 0 0}
.kinds{list-style:none;padding:0;margin:0 0 8px;display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:12px}@media (max-width:640px){.kinds{grid-template-columns:1fr 1fr}}
.kinds a{display:block;padding:16px 18px;border:1px solid var(--line);border-radius:10px;text-decoration:none;font-weight:600;background:#fff}.kinds a:hover{border-color:var(--c)}
.pick{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-end;margin:8px 0 8px}.pick label{display:flex;flex-direction:column;gap:4px;font-size:14px;color:var(--muted);flex:0 1 360px;min-width:0}.pick select{width:100%}</style>`;

const driverRows = (
  rows: string,
) => `<div class="scroll" role="region" aria-label="{{ t.support.drivers }}" tabindex="0"><table class="dl"><thead><tr><th scope="col">{{ t.support.driverName }}</th><th scope="col">{{ t.support.version }}</th><th scope="col">{{ t.support.releaseDate }}</th><th scope="col">{{ t.support.size }}</th><th scope="col">{{ t.support.downloads }}</th><th scope="col"><span class="sr-only">{{ t.support.download }}</span></th></tr></thead><tbody>
{% for r in ${rows} %}<tr><td><a href="{{ base }}/driver/{{ r.id }}">{{ r.name }}</a></td><td>{{ r.version }}</td><td>{{ r.releaseDate | local_date }}</td><td>${SIZE}</td><td>{{ r.downloadCount | number }}</td><td><a class="btn ghost" href="${DOWNLOAD}/driver/{{ r.id }}/download" aria-label="{{ t.support.download }} {{ r.name }} {{ r.version }}">{{ t.support.download }}</a></td></tr>
{% else %}<tr><td colspan="6" class="muted">{{ t.support.noDrivers }}</td></tr>{% endfor %}</tbody></table></div>`;

const fileDetail = (path: string) => `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ item[module.display] }}</h1>
<dl class="fields">{% for f in module.fields %}{% unless f.name == module.display or f.name == 'id' or f.name == 'sha256' or f.name == 'fileSize' or f.name == 'publishTime' %}{% if item[f.name] != blank %}<dt>{{ f.label }}</dt><dd>{% case f.format %}{% when 'html' %}<div class="rich">{{ item[f.name] | raw }}</div>{% when 'date' %}{{ item[f.name] | local_date }}{% when 'number' %}{{ item[f.name] | number }}{% when 'switch' %}{% if item[f.name] == 'Y' %}{{ t.detail.yes }}{% else %}{{ t.detail.no }}{% endif %}{% when 'image' %}<img src="{{ item[f.url] }}" alt="{{ f.label }}" width="160">{% when 'link' %}<a href="{{ item[f.name] }}" rel="noopener">{{ item[f.name] }}</a>{% else %}{{ item[f.text] | default: item[f.name] }}{% endcase %}</dd>{% endif %}{% endunless %}{% endfor %}
{% for r in module.refs %}{% if item[r.text] != blank %}<dt>{{ r.label }}</dt><dd>{{ item[r.text] | split: ',' | join: ', ' }}</dd>{% endif %}{% endfor %}
{% assign r = item %}{% if r.fileSize %}<dt>{{ t.downloads.size }}</dt><dd>${SIZE}</dd>{% endif %}{% if item.sha256 %}<dt>{{ t.downloads.checksum }}</dt><dd class="sha">{{ item.sha256 }}</dd>{% endif %}</dl>
{% assign back = t.detail.back | replace: '{title}', module.title %}<p>{% if item.fileName %}<a class="btn" href="${DOWNLOAD}/${path}/{{ item.id }}/download">{{ t.support.download }}</a> {% endif %}{% if item.storeUrl %}<a class="btn ghost" href="{{ item.storeUrl }}" rel="noopener">{{ t.downloads.store }}</a> {% endif %}<a href="{{ base }}/${path}">{{ back }}</a></p>
{% endblock %}`;

const KINDS = `<ul class="kinds"><li><a href="{{ base }}/driver">{{ t.downloads.drivers }}</a></li><li><a href="{{ base }}/manual">{{ t.downloads.manuals }}</a></li><li><a href="{{ base }}/appDownload">{{ t.downloads.apps }}</a></li><li><a href="{{ base }}/update">{{ t.downloads.updates }}</a></li><li><a href="{{ base }}/guide">{{ t.downloads.guides }}</a></li><li><a href="{{ base }}/problem">{{ t.downloads.faq }}</a></li></ul>`;

export const DOWNLOAD_TEMPLATES: Readonly<Record<string, string>> = {
  'downloads-page': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ title }}</h1>
<p>{{ t.downloads.intro }}</p>
{% assign picks = lists.product.records %}{% if picks.size > 0 %}<h2>{{ t.downloads.byProduct }}</h2>
<form class="pick" method="get" action="{{ base }}/support"><label>{{ t.downloads.product }}<select name="product" required>{% for p in picks %}<option value="{{ p.id }}">{{ p.name }}{% if p.modelNo %} ({{ p.modelNo }}){% endif %}</option>{% endfor %}</select></label><button class="btn">{{ t.downloads.open }}</button></form>{% endif %}
<h2>{{ t.downloads.browse }}</h2>
${KINDS}
<h2>{{ t.downloads.latestDrivers }}</h2>
${driverRows('lists.driver.records')}
<p><a href="{{ base }}/driver">{{ t.downloads.allDrivers }}</a></p>
{% endblock %}`,
  'driver-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ title }}</h1>
<form class="search" method="get" role="search">{% if query.products %}<input type="hidden" name="products" value="{{ query.products }}">{% endif %}
<label class="sr-only" for="os">{{ t.downloads.os }}</label><select id="os" name="osVersions"><option value="">{{ t.downloads.allOs }}</option>{% for os in lists.osVersion.records %}<option value="{{ os.id }}"{% if query.osVersions == os.id %} selected{% endif %}>{{ os.name }}</option>{% endfor %}</select>
<label class="sr-only" for="q">{{ t.downloads.searchDrivers }}</label><input id="q" type="search" name="q" value="{{ query.q }}" maxlength="50" placeholder="{{ t.downloads.searchDrivers }}"><button class="btn">{{ t.list.filter }}</button></form>
${driverRows('page.records')}
${PAGER}
{% endblock %}`,
  'driver-detail': fileDetail('driver'),
  'manual-detail': fileDetail('manual'),
  'update-detail': fileDetail('update'),
  'appDownload-detail': fileDetail('appDownload'),
  'problem-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ title }}</h1>
${search('{{ t.downloads.searchFaq }}')}
<dl class="faq">{% for r in page.records %}<dt><a href="{{ base }}/problem/{{ r.id }}">{{ r.question }}</a></dt><dd><div class="rich">{{ r.answer | raw }}</div>{% assign n = r.helpfulCount | number %}<div class="muted">{{ t.downloads.helpful | replace: '{n}', n }}</div></dd>{% else %}<dd class="muted">{{ t.downloads.noFaq }}</dd>{% endfor %}</dl>
${PAGER}
{% endblock %}`,
  support: `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ title }}</h1>
{% if product.summary %}<p class="muted">{{ product.summary }}</p>{% endif %}
<p><a href="{{ base }}/product/{{ product.id }}">{{ product.name }}</a></p>
<h2>{{ t.support.drivers }}</h2>
{% assign shown = 0 %}{% for os in osVersions %}{% assign rows = '' | split: '' %}{% for d in drivers %}{% assign ids = d.osVersions | split: ',' %}{% if ids contains os.id %}{% assign rows = rows | push: d %}{% endif %}{% endfor %}
{% if rows.size > 0 %}{% assign shown = shown | plus: 1 %}<h3>{{ os.name }}</h3>${driverRows('rows')}{% endif %}{% endfor %}
{% if shown == 0 %}<p class="muted">{{ t.support.noDrivers }}</p>{% endif %}
<h2>{{ t.support.manuals }}</h2>
<ul class="rows">{% for r in manuals %}<li><a href="${DOWNLOAD}/manual/{{ r.id }}/download">{{ r.title }}</a> <span class="muted">{{ r.language_dictText }} {{ r.version }} ${SIZE}</span></li>{% else %}<li class="muted">{{ t.support.noManuals }}</li>{% endfor %}</ul>
{% if guides.size > 0 %}<h2>{{ t.support.guides }}</h2>
<ul class="rows">{% for r in guides %}<li><a href="{{ base }}/guide/{{ r.id }}">{{ r.title }}</a> <span class="muted">{{ r.category_dictText }}</span></li>{% endfor %}</ul>{% endif %}
<h2>{{ t.support.faq }}</h2>
<dl class="faq">{% for r in problems %}<dt>{{ r.question }}</dt><dd><div class="rich">{{ r.answer | raw }}</div></dd>{% else %}<dd class="muted">{{ t.support.noFaq }}</dd>{% endfor %}</dl>
{% endblock %}`,
};
