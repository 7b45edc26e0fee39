import { PAGER, search } from './parts.js';

/**
 * Built-in pages of 内容运营: jobs (list by kind, detail with the application form posting to the intake API),
 * videos (cover grid, detail with a player streaming by ranges) and reports (list, detail with the PDF link).
 */
const API = `/api/public/{{ site.code }}`;
const DURATION = `{% if r.duration %}{% assign s = r.duration | modulo: 60 %}{{ r.duration | divided_by: 60 | floor }}:{% if s < 10 %}0{% endif %}{{ s }}{% endif %}`;
const STYLE = `<style>.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px}
.grid{list-style:none;padding:0;margin:16px 0 0}.tile{border:1px solid var(--line);border-radius:8px;overflow:hidden;text-decoration:none;color:inherit;display:block}
.tile .pic{aspect-ratio:16/9;background:var(--bg);display:block;width:100%;object-fit:cover}.tile div{padding:8px 10px}
.jobs{width:100%;border-collapse:collapse;min-width:640px}.jobs th,.jobs td{text-align:left;padding:10px 8px;border-bottom:1px solid var(--line)}.jobs th{color:var(--muted);font-weight:normal;font-size:14px}
.apply{display:grid;grid-template-columns:160px minmax(0,360px);gap:10px 12px;align-items:start;margin-top:12px}.apply .field-error{grid-column:2}
@media (max-width:640px){.apply{grid-template-columns:1fr;gap:4px}.apply .field-error{grid-column:1}}
video{width:100%;aspect-ratio:16/9;max-height:540px;background:#000;border-radius:8px}</style>`;

export const OPERATIONS_TEMPLATES: Readonly<Record<string, string>> = {
  'job-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ title }}</h1>
<form class="search" method="get" role="search"><label class="sr-only" for="kind">{{ t.jobs.kind }}</label><select id="kind" name="kind"><option value="">{{ t.jobs.allKinds }}</option><option value="social"{% if query.kind == 'social' %} selected{% endif %}>{{ t.jobs.social }}</option><option value="campus"{% if query.kind == 'campus' %} selected{% endif %}>{{ t.jobs.campus }}</option></select>
<label class="sr-only" for="q">{{ t.jobs.search }}</label><input id="q" type="search" name="q" value="{{ query.q }}" maxlength="50" placeholder="{{ t.jobs.search }}"><button class="btn">{{ t.list.filter }}</button></form>
<div class="scroll" role="region" aria-label="{{ title }}" tabindex="0"><table class="jobs"><thead><tr><th scope="col">{{ t.jobs.position }}</th><th scope="col">{{ t.jobs.department }}</th><th scope="col">{{ t.jobs.location }}</th><th scope="col">{{ t.jobs.kind }}</th><th scope="col">{{ t.jobs.headcount }}</th><th scope="col">{{ t.jobs.closing }}</th></tr></thead><tbody>
{% for r in page.records %}<tr><td><a href="{{ base }}/job/{{ r.id }}">{{ r.title }}</a></td><td>{{ r.department }}</td><td>{{ r.location }}</td><td>{{ r.kind_dictText }}</td><td>{{ r.headcount }}</td><td>{% if r.closingDate %}{{ r.closingDate | local_date }}{% else %}{{ t.jobs.openEnded }}{% endif %}</td></tr>
{% else %}<tr><td colspan="6" class="muted">{{ t.jobs.none }}</td></tr>{% endfor %}</tbody></table></div>
${PAGER}
{% endblock %}`,
  'job-detail': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ item.title }}</h1>
{% if item.closingDate %}{% assign d = item.closingDate | local_date %}{% else %}{% assign d = t.jobs.openEnded %}{% endif %}<p class="muted">{{ item.kind_dictText }}{% if item.department %} · {{ item.department }}{% endif %}{% if item.location %} · {{ item.location }}{% endif %}{% if item.headcount %} · {{ t.jobs.hiring | replace: '{n}', item.headcount }}{% endif %} · {{ t.jobs.closingOn | replace: '{date}', d }}</p>
{% if item.description %}<h2>{{ t.jobs.description }}</h2><div class="rich">{{ item.description | raw }}</div>{% endif %}
{% if item.requirements %}<h2>{{ t.jobs.requirements }}</h2><div class="rich">{{ item.requirements | raw }}</div>{% endif %}
<h2>{{ t.jobs.apply }}</h2>
{% if preview %}<p class="muted">{{ t.jobs.previewNoApply }}</p>{% else %}<form class="apply" method="post" enctype="multipart/form-data" action="${API}/intake/application" novalidate data-check>
<input type="hidden" name="positionId" value="{{ item.id }}">
<label for="ap-name">{{ t.jobs.name }} <span class="req" aria-hidden="true">*</span></label><input id="ap-name" name="name" required maxlength="50" autocomplete="name" data-label="{{ t.jobs.name }}">
<label for="ap-phone">{{ t.jobs.phone }} <span class="req" aria-hidden="true">*</span></label><input id="ap-phone" name="phone" type="tel" required maxlength="20" autocomplete="tel" data-label="{{ t.jobs.phone }}">
<label for="ap-email">{{ t.jobs.email }}</label><input id="ap-email" name="email" type="email" maxlength="100" autocomplete="email" data-label="{{ t.jobs.email }}">
<label for="ap-file">{{ t.jobs.resume }} <span class="req" aria-hidden="true">*</span></label><input id="ap-file" name="file" type="file" required accept=".pdf,.doc,.docx" data-label="{{ t.jobs.resume }}">
<span></span><span><button class="btn">{{ t.jobs.submit }}</button></span>
</form>{% endif %}
{% assign back = t.detail.back | replace: '{title}', module.title %}<p><a href="{{ base }}/job">{{ back }}</a></p>
{% endblock %}`,
  'video-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ title }}</h1>
${search('{{ t.media.searchVideos }}')}
<ul class="grid">{% for r in page.records %}<li><a class="tile" href="{{ base }}/video/{{ r.id }}">{% if r.cover %}<img class="pic" src="{{ r.cover_url }}" alt="">{% else %}<span class="pic"></span>{% endif %}<div><strong>{{ r.title }}</strong><br><span class="muted">{{ r.category_dictText }} ${DURATION}</span></div></a></li>
{% else %}<li class="muted">{{ t.media.noVideos }}</li>{% endfor %}</ul>
${PAGER}
{% endblock %}`,
  'video-detail': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ item.title }}</h1>
{% assign r = item %}<p class="muted">{{ item.category_dictText }} ${DURATION}</p>
<video controls preload="metadata" src="${API}/video/{{ item.id }}/stream"{% if item.cover %} poster="{{ item.cover_url }}"{% endif %}></video>
{% if item.description %}<p>{{ item.description }}</p>{% endif %}
{% assign back = t.detail.back | replace: '{title}', module.title %}<p><a href="{{ base }}/video">{{ back }}</a></p>
{% endblock %}`,
  'report-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ title }}</h1>
${search('{{ t.media.searchReports }}')}
<ul class="rows">{% for r in page.records %}<li><a href="{{ base }}/report/{{ r.id }}">{{ r.title }}</a> <span class="muted">{{ r.category_dictText }}{% if r.publishTime %} · {{ r.publishTime | local_date }}{% endif %}</span>{% if r.summary %}<div class="muted">{{ r.summary | truncate: 90 }}</div>{% endif %}</li>
{% else %}<li class="muted">{{ t.media.noReports }}</li>{% endfor %}</ul>
${PAGER}
{% endblock %}`,
  'report-detail': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ item.title }}</h1>
<p class="muted">{{ item.category_dictText }}{% if item.publishTime %} · {{ item.publishTime | local_date }}{% endif %}</p>
{% if item.cover %}<img src="{{ item.cover_url }}" alt="" style="max-width:320px;border-radius:8px">{% endif %}
{% if item.summary %}<p>{{ item.summary }}</p>{% endif %}
{% assign back = t.detail.back | replace: '{title}', module.title %}<p><a class="btn" href="${API}/report/{{ item.id }}/file" target="_blank" rel="noopener">{{ t.media.viewPdf }}</a> <a href="{{ base }}/report">{{ back }}</a></p>
{% endblock %}`,
};
