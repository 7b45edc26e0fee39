import { PAGER, search } from './parts.js';

const STYLE = `<style>
.types{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:0 0 12px}.types a,.filters a{display:inline-block;padding:3px 12px;border-radius:16px;text-decoration:none;border:1px solid var(--line)}
.types a[aria-current],.filters a[aria-current]{background:var(--c);border-color:var(--c);color:#fff}
.filters{display:flex;flex-wrap:wrap;gap:6px 8px;align-items:center;margin:8px 0}
.cards{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:18px;margin:16px 0 0}
.card{display:block;height:100%;border:1px solid var(--line);border-radius:10px;overflow:hidden;color:inherit;text-decoration:none;background:#fff}
.card:hover{box-shadow:0 10px 28px rgba(15,23,42,.1);color:inherit}
.card img,.card .noimg{width:100%;aspect-ratio:8/5;object-fit:cover;background:var(--bg);display:block}
.card .noimg{display:flex;align-items:center;justify-content:center;color:var(--muted);font-size:14px}
.card .body{display:block;padding:10px 12px}.card strong{display:block}
.gallery{display:flex;gap:10px;overflow-x:auto;margin:12px 0;padding-bottom:4px}.gallery img{width:320px;max-width:85%;flex:none;aspect-ratio:8/5;object-fit:cover;border:1px solid var(--line);border-radius:8px}
.lead{display:flex;flex-wrap:wrap;gap:10px 20px;align-items:center;margin:4px 0 8px}
table.spec{border-collapse:collapse;width:100%;margin:8px 0 20px}table.spec th,table.spec td{border:1px solid var(--line);padding:7px 12px;text-align:left;vertical-align:top}
table.spec th{background:#fafafa;width:34%;font-weight:500}table.spec tr.group th{background:var(--c-soft);color:var(--c-dark);font-weight:600}
.tag{display:inline-block;background:var(--c-soft);color:var(--c-dark);border-radius:4px;padding:0 8px;margin:0 6px 6px 0;font-size:14px}
</style>`;

/** 产品中心 on the rendered site: the catalogue by type, and a product with its gallery, attributes and specification. */
export const PRODUCT_TEMPLATES: Readonly<Record<string, string>> = {
  'product-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ title }}</h1>
<nav aria-label="{{ t.products.types }}"><ul class="types"><li><a href="?"{% unless query.typeId %} aria-current="true"{% endunless %}>{{ t.products.all }}</a></li>{% for ty in trees.productType %}<li><a href="?typeId={{ ty.id }}"{% if query.typeId == ty.id %} aria-current="true"{% endif %}>{{ ty.name }}</a></li>{% endfor %}</ul></nav>
{% for f in filters %}<p class="filters"><span class="muted">{{ f.name }}:</span><a href="{{ f.all.href }}"{% if f.all.on %} aria-current="true"{% endif %}>{{ t.products.all }}</a>{% for o in f.options %}<a href="{{ o.href }}"{% if o.on %} aria-current="true"{% endif %}>{{ o.value }}</a>{% endfor %}</p>{% endfor %}
${search('{{ t.products.searchHint }}', `{% if query.typeId %}<input type="hidden" name="typeId" value="{{ query.typeId }}">{% endif %}{% for f in filters %}{% if f.selected != '' %}<input type="hidden" name="attr.{{ f.code }}" value="{{ f.selected }}">{% endif %}{% endfor %}`)}
<ul class="cards">{% for r in page.records %}<li><a class="card" href="{{ base }}/product/{{ r.id }}">{% if r.cover %}<img src="{{ r.cover_url }}" alt="" loading="lazy">{% else %}<span class="noimg">{{ t.products.noImage }}</span>{% endif %}<span class="body"><strong>{{ r.name }}</strong><span class="muted">{{ r.modelNo }}{% if r.endOfLife == 'Y' %} · {{ t.products.discontinued }}{% endif %}</span></span></a></li>{% else %}<li class="muted">{{ t.products.none }}</li>{% endfor %}</ul>
{% assign pageQuery = filterQuery %}${PAGER.replace('t.list.total', 't.products.total')}
{% endblock %}`,
  'product-detail': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ item.name }}</h1>
<div class="lead"><span class="muted">{{ t.products.model | replace: '{model}', item.modelNo }}{% if item.series %} · {{ t.products.series | replace: '{series}', item.series }}{% endif %}{% if item.launchDate %}{% assign d = item.launchDate | local_date %} · {{ t.products.launched | replace: '{date}', d }}{% endif %}{% if item.endOfLife == 'Y' %} · {{ t.products.discontinued }}{% endif %}</span>
<a class="btn" href="{{ base }}/support/{{ item.id }}">{{ t.products.support }}</a></div>
{% if gallery.size > 0 %}<div class="gallery" role="region" aria-label="{{ t.products.gallery }}" tabindex="0">{% for g in gallery %}<img src="{{ g.image_url }}" alt="{{ g.caption | default: item.name }}">{% endfor %}</div>{% elsif item.cover %}<div class="gallery"><img src="{{ item.cover_url }}" alt="{{ item.name }}"></div>{% endif %}
{% if item.summary %}<p>{{ item.summary }}</p>{% endif %}
{% if item.tags %}<p>{% assign tags = item.tags | split: ';' %}{% for tag in tags %}<span class="tag">{{ tag }}</span>{% endfor %}</p>{% endif %}
{% if attributes.size > 0 %}<h2>{{ t.products.attributes }}</h2><div class="scroll"><table class="spec">{% for a in attributes %}<tr><th scope="row">{{ a.name }}</th><td>{{ a.values | join: t.detail.sep }}{% if a.unit %} {{ a.unit }}{% endif %}</td></tr>{% endfor %}</table></div>{% endif %}
{% if specificationGroups.size > 0 %}<h2>{{ t.products.specs }}</h2><div class="scroll"><table class="spec">{% for g in specificationGroups %}<tr class="group"><th colspan="2" scope="rowgroup">{{ g.name }}</th></tr>{% for s in g.rows %}<tr><th scope="row">{{ s.name }}</th><td>{{ s.value }}{% if s.unit %} {{ s.unit }}{% endif %}</td></tr>{% endfor %}{% endfor %}</table></div>{% endif %}
{% if item.detail %}<h2>{{ t.products.overview }}</h2><div class="rich">{{ item.detail | raw }}</div>{% endif %}
{% if fittings.size > 0 %}<h2>{{ t.products.fittings }}</h2><ul class="cards">{% for f in fittings %}<li class="card">{% if f.image %}<img src="{{ f.image_url }}" alt="" loading="lazy">{% endif %}<span class="body"><strong>{{ f.name }}</strong><span class="muted">{{ f.model }}{% if f.price %} · {{ f.price | money }}{% endif %}</span>{% if f.buyLink %} <a href="{{ f.buyLink }}" rel="noopener" aria-label="{{ t.products.buy }} {{ f.name }}">{{ t.products.buy }}</a>{% endif %}</span></li>{% endfor %}</ul>{% endif %}
<p><a href="{{ base }}/product">{{ t.products.back }}</a></p>
{% endblock %}`,
};
