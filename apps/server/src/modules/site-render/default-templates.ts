import { MODULE_TEMPLATES } from './module-templates/index.js';

/**
 * The built-in templates every site renders with until it stores its own under the same codes (`layout`, `home`,
 * `list`, `detail`, `page`; a module's own page as `<module>-list` / `<module>-detail`). Logic-less Liquid: values
 * are escaped on output.
 */
export const DEFAULT_TEMPLATES: Readonly<Record<string, string>> = {
  ...MODULE_TEMPLATES,
  layout: `<!doctype html>
<html lang="{{ site.language | default: 'zh-CN' }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{% if item.seoTitle %}{{ item.seoTitle }}{% elsif title %}{{ title }}{% endif %}{% if item.seoTitle or title %} - {% endif %}{{ site.name }}</title>
{% if item.seoDescription %}<meta name="description" content="{{ item.seoDescription }}">{% endif %}{% if item.seoKeywords %}<meta name="keywords" content="{{ item.seoKeywords }}">{% endif %}
<style>
body{margin:0;font:15px/1.7 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f1f1f;background:#f5f6f8}
header,footer{background:#fff;border-bottom:1px solid #e8e8e8}footer{border-top:1px solid #e8e8e8;border-bottom:0;color:#888;font-size:13px}
.wrap{max-width:1080px;margin:0 auto;padding:14px 20px}header .wrap{display:flex;gap:24px;align-items:center;flex-wrap:wrap}
header a.brand{font-size:20px;font-weight:600;color:#1f1f1f;text-decoration:none}nav a{margin-right:18px;color:#333;text-decoration:none}
nav a:hover,a{color:#1677ff}main .wrap{background:#fff;margin:20px auto;border-radius:8px;padding:24px 28px}
ul.rows{list-style:none;padding:0}ul.rows li{padding:10px 0;border-bottom:1px solid #f0f0f0}.muted{color:#888;font-size:13px}
.banners{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:12px}.banner{border:1px solid #eee;border-radius:6px;padding:12px}.banner img,dd img,main p img{display:block;max-width:100%;border-radius:4px;margin-bottom:8px}
.pager a{margin-right:12px}dl{display:grid;grid-template-columns:140px 1fr;gap:6px 12px}dd{margin:0}
.preview{background:#fffbe6;border-bottom:1px solid #ffe58f;color:#874d00;text-align:center;padding:6px}
main table{display:block;overflow-x:auto;border-collapse:collapse;margin:12px 0}main th,main td{border:1px solid #e0e0e0;padding:6px 10px;vertical-align:top}main th{background:#fafafa}main td>p,main th>p{margin:0}
main video{display:block;width:100%;max-width:720px;aspect-ratio:16/9;background:#000;border-radius:6px;margin:12px 0}main img{max-width:100%}
</style>
</head>
<body>
{% if preview %}<div class="preview">预览：以当前内容渲染，可能尚未发布</div>{% endif %}
<header><div class="wrap"><a class="brand" href="/site/{{ site.code }}">{{ site.name }}</a>
<nav>{% assign base = '/site/' | append: site.code %}{% for m in trees.menu %}{% if m.visible == 'Y' and m.position == 'header' %}{% case m.linkType %}{% when 'url' %}{% assign first = m.linkValue | slice: 0 %}{% if m.linkValue == '/' %}{% assign href = base %}{% elsif first == '/' %}{% assign href = base | append: m.linkValue %}{% else %}{% assign href = m.linkValue %}{% endif %}{% when 'category' %}{% assign href = base | append: '/category/' | append: m.categoryId %}{% else %}{% assign href = base | append: '/page?menuId=' | append: m.id %}{% endcase %}<a href="{{ href }}"{% if m.newWindow == 'Y' %} target="_blank" rel="noopener"{% endif %}>{{ m.name }}</a>{% endif %}{% else %}{% for c in trees.category %}<a href="{{ base }}/category/{{ c.id }}">{{ c.name }}</a>{% endfor %}{% endfor %}</nav>
</div></header>
<main><div class="wrap">{% block content %}{% endblock %}</div></main>
<footer><div class="wrap">© {{ site.name }}{% if site.domain %} · {{ site.domain }}{% endif %}</div></footer>
</body>
</html>`,
  home: `{% layout 'layout' %}{% block content %}
<h1>{{ site.name }}</h1>
{% if lists.ad.records.size > 0 %}<section class="banners">{% for ad in lists.ad.records %}
<div class="banner">{% if ad.image_url %}<img src="{{ ad.image_url }}" alt="{{ ad.title }}">{% endif %}<strong>{{ ad.title }}</strong><div class="muted">{{ ad.position_dictText }}</div>{% if ad.link %}<a href="{{ ad.link }}">查看详情</a>{% endif %}</div>
{% endfor %}</section>{% endif %}
{% for m in modules %}{% if m.path != 'ad' and m.path != 'category' %}{% assign rows = lists[m.path].records %}{% if rows.size > 0 %}
<h2><a href="/site/{{ site.code }}/{{ m.path }}">{{ m.title }}</a></h2>
<ul class="rows">{% for r in rows %}<li><a href="/site/{{ site.code }}/{{ m.path }}/{{ r.id }}">{{ r[m.display] }}</a></li>{% endfor %}</ul>
{% endif %}{% endif %}{% endfor %}
{% endblock %}`,
  list: `{% layout 'layout' %}{% block content %}
<h1>{{ module.title }}</h1>
<form method="get"><input name="q" value="{{ query.q }}" placeholder="搜索{{ module.title }}"> <button>搜索</button></form>
<ul class="rows">{% for r in page.records %}<li><a href="/site/{{ site.code }}/{{ module.path }}/{{ r.id }}">{{ r[module.display] }}</a>{% if r.publishTime %} <span class="muted">{{ r.publishTime }}</span>{% endif %}</li>{% else %}<li class="muted">暂无内容</li>{% endfor %}</ul>
<div class="pager">{% if page.current > 1 %}<a href="?pageNo={{ page.current | minus: 1 }}">上一页</a>{% endif %}{% if page.current < page.pages %}<a href="?pageNo={{ page.current | plus: 1 }}">下一页</a>{% endif %}<span class="muted">共 {{ page.total }} 条</span></div>
{% endblock %}`,
  detail: `{% layout 'layout' %}{% block content %}
<h1>{{ item[module.display] }}</h1>
{% if item.publishTime %}<p class="muted">发布时间：{{ item.publishTime }}</p>{% endif %}
<dl>{% for f in module.fields %}{% unless f.name == module.display or f.name == 'id' %}{% if item[f.name] != blank %}<dt class="muted">{{ f.label }}</dt><dd>{% if f.html %}{{ item[f.name] | raw }}{% elsif f.image %}<img src="{{ item[f.image] }}" alt="{{ f.label }}">{% else %}{{ item[f.text] | default: item[f.name] }}{% endif %}</dd>{% endif %}{% endunless %}{% endfor %}{% for r in module.refs %}{% if item[r.text] != blank %}<dt class="muted">{{ r.label }}</dt><dd>{% if r.many %}{{ item[r.text] }}{% else %}<a href="/site/{{ site.code }}/{{ r.path }}/{{ item[r.name] }}">{{ item[r.text] }}</a>{% endif %}</dd>{% endif %}{% endfor %}</dl>
<p><a href="/site/{{ site.code }}/{{ module.path }}">返回{{ module.title }}</a></p>
{% endblock %}`,
  page: `{% layout 'layout' %}{% block content %}
<h1>{{ item[module.display] }}</h1>
{% for f in module.fields %}{% unless f.name == module.display or f.name == 'id' %}{% if item[f.name] != blank %}{% if f.html %}<div>{{ item[f.name] | raw }}</div>{% elsif f.image %}<p><img src="{{ item[f.image] }}" alt="{{ f.label }}"></p>{% else %}<p>{{ item[f.text] | default: item[f.name] }}</p>{% endif %}{% endif %}{% endunless %}{% endfor %}
{% endblock %}`,
  error: `{% layout 'layout' %}{% block content %}<h1>{{ title }}</h1><p class="muted">{{ message }}</p>{% endblock %}`,
};
