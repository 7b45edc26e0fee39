/**
 * Built-in pages of 内容运营: jobs (list by kind, detail with the application form posting to the intake API),
 * videos (cover grid, detail with a player streaming by ranges) and reports (list, detail with the PDF link).
 */
const API = `/api/public/{{ site.code }}`;
const PAGER = `<div class="pager">{% if page.current > 1 %}<a href="?pageNo={{ page.current | minus: 1 }}">上一页</a>{% endif %}{% if page.current < page.pages %}<a href="?pageNo={{ page.current | plus: 1 }}">下一页</a>{% endif %}<span class="muted">共 {{ page.total }} 条</span></div>`;
const DURATION = `{% if r.duration %}{% assign s = r.duration | modulo: 60 %}{{ r.duration | divided_by: 60 | floor }}:{% if s < 10 %}0{% endif %}{{ s }}{% endif %}`;
const STYLE = `<style>.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px}
.tile{border:1px solid #eee;border-radius:8px;overflow:hidden;text-decoration:none;color:inherit;display:block}
.tile .pic{aspect-ratio:16/9;background:#f0f2f5;display:block;width:100%;object-fit:cover}.tile div{padding:8px 10px}
.jobs{width:100%;border-collapse:collapse}.jobs th,.jobs td{text-align:left;padding:10px 6px;border-bottom:1px solid #f0f0f0}.jobs th{color:#888;font-weight:normal;font-size:13px}
.apply{display:grid;grid-template-columns:120px minmax(0,360px);gap:10px 12px;align-items:center;margin-top:12px}.apply input{padding:6px}
.btn{display:inline-block;padding:4px 14px;border:1px solid #1677ff;border-radius:4px;text-decoration:none;background:#fff;color:#1677ff;cursor:pointer}
video{width:100%;aspect-ratio:16/9;max-height:540px;background:#000;border-radius:8px}</style>`;

export const OPERATIONS_TEMPLATES: Readonly<Record<string, string>> = {
  'job-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ module.title }}</h1>
<form method="get"><select name="kind"><option value="">全部类型</option><option value="social"{% if query.kind == 'social' %} selected{% endif %}>社招</option><option value="campus"{% if query.kind == 'campus' %} selected{% endif %}>校招</option></select>
<input name="q" value="{{ query.q }}" placeholder="搜索职位"> <button>筛选</button></form>
<table class="jobs"><thead><tr><th>职位</th><th>部门</th><th>地点</th><th>类型</th><th>人数</th><th>截止日期</th></tr></thead><tbody>
{% for r in page.records %}<tr><td><a href="/site/{{ site.code }}/job/{{ r.id }}">{{ r.title }}</a></td><td>{{ r.department }}</td><td>{{ r.location }}</td><td>{{ r.kind_dictText }}</td><td>{{ r.headcount }}</td><td>{{ r.closingDate | default: '长期有效' }}</td></tr>
{% else %}<tr><td colspan="6" class="muted">暂无职位</td></tr>{% endfor %}</tbody></table>
${PAGER}
{% endblock %}`,
  'job-detail': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ item.title }}</h1>
<p class="muted">{{ item.kind_dictText }}{% if item.department %} · {{ item.department }}{% endif %}{% if item.location %} · {{ item.location }}{% endif %}{% if item.headcount %} · 招聘 {{ item.headcount }} 人{% endif %} · 截止日期：{{ item.closingDate | default: '长期有效' }}</p>
{% if item.description %}<h2>职位描述</h2><div>{{ item.description | raw }}</div>{% endif %}
{% if item.requirements %}<h2>任职要求</h2><div>{{ item.requirements | raw }}</div>{% endif %}
<h2>投递简历</h2>
{% if preview %}<p class="muted">预览中不能投递</p>{% else %}<form class="apply" method="post" enctype="multipart/form-data" action="${API}/intake/application">
<input type="hidden" name="positionId" value="{{ item.id }}">
<label for="ap-name">姓名</label><input id="ap-name" name="name" required maxlength="50">
<label for="ap-phone">手机号</label><input id="ap-phone" name="phone" required maxlength="20">
<label for="ap-email">邮箱</label><input id="ap-email" name="email" type="email" maxlength="100">
<label for="ap-file">简历（PDF/Word）</label><input id="ap-file" name="file" type="file" required accept=".pdf,.doc,.docx">
<span></span><span><button class="btn">提交申请</button></span>
</form>{% endif %}
<p><a href="/site/{{ site.code }}/job">返回{{ module.title }}</a></p>
{% endblock %}`,
  'video-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ module.title }}</h1>
<form method="get"><input name="q" value="{{ query.q }}" placeholder="搜索视频"> <button>搜索</button></form>
<div class="grid">{% for r in page.records %}<a class="tile" href="/site/{{ site.code }}/video/{{ r.id }}">{% if r.cover %}<img class="pic" src="{{ r.cover_url }}" alt="">{% else %}<span class="pic"></span>{% endif %}<div><strong>{{ r.title }}</strong><br><span class="muted">{{ r.category_dictText }} ${DURATION}</span></div></a>
{% else %}<p class="muted">暂无视频</p>{% endfor %}</div>
${PAGER}
{% endblock %}`,
  'video-detail': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ item.title }}</h1>
{% assign r = item %}<p class="muted">{{ item.category_dictText }} ${DURATION}</p>
<video controls preload="metadata" src="${API}/video/{{ item.id }}/stream"{% if item.cover %} poster="{{ item.cover_url }}"{% endif %}></video>
{% if item.description %}<p>{{ item.description }}</p>{% endif %}
<p><a href="/site/{{ site.code }}/video">返回{{ module.title }}</a></p>
{% endblock %}`,
  'report-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ module.title }}</h1>
<form method="get"><input name="q" value="{{ query.q }}" placeholder="搜索报告"> <button>搜索</button></form>
<ul class="rows">{% for r in page.records %}<li><a href="/site/{{ site.code }}/report/{{ r.id }}">{{ r.title }}</a> <span class="muted">{{ r.category_dictText }}{% if r.publishTime %} · {{ r.publishTime | slice: 0, 10 }}{% endif %}</span>{% if r.summary %}<div class="muted">{{ r.summary | truncate: 90 }}</div>{% endif %}</li>
{% else %}<li class="muted">暂无报告</li>{% endfor %}</ul>
${PAGER}
{% endblock %}`,
  'report-detail': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ item.title }}</h1>
<p class="muted">{{ item.category_dictText }}{% if item.publishTime %} · {{ item.publishTime | slice: 0, 10 }}{% endif %}</p>
{% if item.cover %}<img src="{{ item.cover_url }}" alt="" style="max-width:320px;border-radius:8px">{% endif %}
{% if item.summary %}<p>{{ item.summary }}</p>{% endif %}
<p><a class="btn" href="${API}/report/{{ item.id }}/file" target="_blank" rel="noopener">查看PDF</a> <a href="/site/{{ site.code }}/report">返回{{ module.title }}</a></p>
{% endblock %}`,
};
