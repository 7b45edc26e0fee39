import { HOME } from './module-templates/home.js';
import { MODULE_TEMPLATES } from './module-templates/index.js';
import { LAYOUT } from './module-templates/layout.js';
import { PAGER, search } from './module-templates/parts.js';

/** A field's value as its kind prints (`f` of `module.fields`, `item` the row), in the site's language. */
const VALUE = `{% assign v = item[f.name] %}{% case f.format %}{% when 'html' %}<div class="rich">{{ v | raw }}</div>{% when 'image' %}<img src="{{ item[f.url] }}" alt="{{ f.label }}">{% when 'file' %}{% assign urls = item[f.url] | split: ',' %}{% for u in urls %}<a href="{{ u }}">{{ t.detail.download }}{% if urls.size > 1 %} {{ forloop.index }}{% endif %}</a> {% endfor %}{% when 'date' %}{{ v | local_date }}{% when 'datetime' %}{{ v | local_datetime }}{% when 'number' %}{{ v | number }}{% when 'money' %}{{ v | money }}{% when 'bytes' %}{{ v | file_size }}{% when 'switch' %}{% if v == 'Y' %}{{ t.detail.yes }}{% else %}{{ t.detail.no }}{% endif %}{% when 'tags' %}{{ v | split: ';' | join: ', ' }}{% when 'link' %}<a href="{{ v }}" rel="noopener">{{ v }}</a>{% else %}{{ item[f.text] | default: v }}{% endcase %}`;

/** The menu item a list of single pages is filtered by (`?menuId=`), two levels deep: its name titles the list. */
const COLUMN = `{% for m in trees.menu %}{% if m.id == query.menuId %}{% assign column = m %}{% endif %}{% for c in m.children %}{% if c.id == query.menuId %}{% assign column = c %}{% endif %}{% endfor %}{% endfor %}{% if column %}{% assign title = column.name %}{% endif %}`;

/**
 * The built-in templates every site renders with until it stores its own under the same codes (`layout`, `home`,
 * `list`, `detail`, `page`; a module's own page as `<module>-list` / `<module>-detail`). Logic-less Liquid: values
 * are escaped on output; every text comes from `t`, the dictionary of the site's language.
 */
const PAGE_DETAIL = `{% layout 'layout' %}{% block content %}
<article><h1>{{ item.title }}</h1>
{% if item.publishTime %}{% assign d = item.publishTime | local_date %}<p class="muted">{{ t.detail.published | replace: '{date}', d }}</p>{% endif %}
{% if item.cover_url %}<p><img src="{{ item.cover_url }}" alt=""></p>{% endif %}
<div class="rich">{{ item.body | raw }}</div>
{% if item.attachments_url %}<h2>{{ t.detail.attachments }}</h2><ul>{% assign urls = item.attachments_url | split: ',' %}{% for u in urls %}<li><a href="{{ u }}">{{ t.detail.download }} {{ forloop.index }}</a></li>{% endfor %}</ul>{% endif %}</article>
{% if item.menuId_dictText %}<p><a href="{{ base }}/page?menuId={{ item.menuId }}">{{ item.menuId_dictText }}</a></p>{% endif %}
{% endblock %}`;

export const DEFAULT_TEMPLATES: Readonly<Record<string, string>> = {
  ...MODULE_TEMPLATES,
  layout: LAYOUT,
  home: HOME,
  list: `{% layout 'layout' %}{% block content %}
<h1>{{ title }}</h1>
{% assign hint = t.list.searchIn | replace: '{title}', title %}${search('{{ hint }}')}
<ul class="rows">{% for r in page.records %}<li><a href="{{ base }}/{{ module.path }}/{{ r.id }}">{{ r[module.display] }}</a>{% if r.publishTime %} <span class="muted">{{ r.publishTime | local_date }}</span>{% endif %}</li>{% else %}<li class="muted">{{ t.list.empty }}</li>{% endfor %}</ul>
${PAGER}
{% endblock %}`,
  detail: `{% layout 'layout' %}{% block content %}
<h1>{{ item[module.display] }}</h1>
{% if item.publishTime %}{% assign d = item.publishTime | local_date %}<p class="muted">{{ t.detail.published | replace: '{date}', d }}</p>{% endif %}
<dl class="fields">{% for f in module.fields %}{% unless f.name == module.display or f.name == 'id' or f.name == 'publishTime' %}{% if item[f.name] != blank %}<dt>{{ f.label }}</dt><dd>${VALUE}</dd>{% endif %}{% endunless %}{% endfor %}{% for r in module.refs %}{% if item[r.text] != blank %}<dt>{{ r.label }}</dt><dd>{% if r.many %}{{ item[r.text] | split: ',' | join: ', ' }}{% else %}<a href="{{ base }}/{{ r.path }}/{{ item[r.name] }}">{{ item[r.text] }}</a>{% endif %}</dd>{% endif %}{% endfor %}</dl>
{% assign back = t.detail.back | replace: '{title}', module.title %}<p><a href="{{ base }}/{{ module.path }}">{{ back }}</a></p>
{% endblock %}`,
  page: `{% layout 'layout' %}{% block content %}
<h1>{{ item[module.display] }}</h1>
{% for f in module.fields %}{% unless f.name == module.display or f.name == 'id' or f.name == 'publishTime' %}{% if item[f.name] != blank %}{% if f.format == 'html' or f.format == 'image' %}${VALUE}{% else %}<p>${VALUE}</p>{% endif %}{% endif %}{% endunless %}{% endfor %}
{% endblock %}`,
  // 菜单内容 by menu item (`?menuId=`): one page is shown whole (关于我们), several are a column of articles (新闻中心).
  'page-list': `{% layout 'layout' %}${COLUMN}{% block content %}
{% if page.total == 1 and page.current == 1 %}{% assign item = page.records.first %}<h1>{{ item.title }}</h1>
{% if item.cover_url %}<p><img src="{{ item.cover_url }}" alt=""></p>{% endif %}<div class="rich">{{ item.body | raw }}</div>
{% else %}<h1>{{ title }}</h1>
<ul class="rows articles">{% for r in page.records %}<li><a href="{{ base }}/page/{{ r.id }}">{{ r.title }}</a>{% if r.publishTime %}<div class="muted">{{ r.publishTime | local_date }}</div>{% endif %}</li>{% else %}<li class="muted">{{ t.list.empty }}</li>{% endfor %}</ul>
${PAGER}{% endif %}
{% endblock %}`,
  // A single page (菜单内容), by id or by its slug.
  'page-detail': PAGE_DETAIL,
  'page-page': PAGE_DETAIL,
  error: `{% layout 'layout' %}{% block content %}<h1>{{ title }}</h1><p class="muted">{{ message }}</p>{% if base %}<p><a href="{{ base }}">{{ t.errors.home }}</a></p>{% endif %}{% endblock %}`,
};
