/** Where the rendered pages load stored files from (the file service's public folders). */

const STYLE = `<style>
.types a,.filters a{margin-right:14px}.types a.on,.filters a.on{font-weight:600}.filters{margin:6px 0}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px;margin-top:16px}
.card{border:1px solid #eee;border-radius:8px;overflow:hidden;color:inherit;text-decoration:none;display:block}
.card img,.card .noimg{width:100%;aspect-ratio:8/5;object-fit:cover;background:#f5f6f8;display:block}
.card .noimg{display:flex;align-items:center;justify-content:center;color:#bbb;font-size:13px}
.card div{padding:10px 12px}.card strong{display:block}
.gallery{display:flex;gap:10px;flex-wrap:wrap;margin:12px 0}.gallery img{width:240px;aspect-ratio:8/5;object-fit:cover;border:1px solid #eee;border-radius:6px}
table.spec{border-collapse:collapse;width:100%;margin:8px 0 20px}table.spec th,table.spec td{border:1px solid #f0f0f0;padding:6px 10px;text-align:left}
table.spec th{background:#fafafa;width:200px;font-weight:500}table.spec tr.group th{background:#f0f5ff;color:#1d39c4}
.tag{display:inline-block;background:#f0f5ff;color:#1d39c4;border-radius:4px;padding:0 6px;margin-right:6px;font-size:13px}
</style>`;

/** 产品中心 on the rendered site: the catalogue by type, and a product with its gallery, attributes and specification. */
export const PRODUCT_TEMPLATES: Readonly<Record<string, string>> = {
  'product-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ module.title }}中心</h1>
<p class="types"><a href="?"{% unless query.typeId %} class="on"{% endunless %}>全部</a>{% for t in trees.productType %}<a href="?typeId={{ t.id }}"{% if query.typeId == t.id %} class="on"{% endif %}>{{ t.name }}</a>{% endfor %}</p>
{% for f in filters %}<p class="filters"><span class="muted">{{ f.name }}：</span><a href="{{ f.all.href }}"{% if f.all.on %} class="on"{% endif %}>全部</a>{% for o in f.options %}<a href="{{ o.href }}"{% if o.on %} class="on"{% endif %}>{{ o.value }}</a>{% endfor %}</p>{% endfor %}
<form method="get">{% if query.typeId %}<input type="hidden" name="typeId" value="{{ query.typeId }}">{% endif %}{% for f in filters %}{% if f.selected != '' %}<input type="hidden" name="attr.{{ f.code }}" value="{{ f.selected }}">{% endif %}{% endfor %}<input name="q" value="{{ query.q }}" placeholder="搜索产品名称或型号"> <button>搜索</button></form>
<div class="cards">{% for r in page.records %}<a class="card" href="/site/{{ site.code }}/product/{{ r.id }}">{% if r.cover %}<img src="{{ r.cover_url }}" alt="{{ r.name }}">{% else %}<span class="noimg">暂无图片</span>{% endif %}<div><strong>{{ r.name }}</strong><span class="muted">{{ r.modelNo }}{% if r.endOfLife == 'Y' %} · 已停产{% endif %}</span></div></a>{% else %}<p class="muted">暂无产品</p>{% endfor %}</div>
<div class="pager">{% if page.current > 1 %}<a href="?pageNo={{ page.current | minus: 1 }}{% if filterQuery != blank %}&{{ filterQuery }}{% endif %}">上一页</a>{% endif %}{% if page.current < page.pages %}<a href="?pageNo={{ page.current | plus: 1 }}{% if filterQuery != blank %}&{{ filterQuery }}{% endif %}">下一页</a>{% endif %}<span class="muted">共 {{ page.total }} 个产品</span></div>
{% endblock %}`,
  'product-detail': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ item.name }}</h1>
<p class="muted">型号：{{ item.modelNo }}{% if item.series %} · 系列：{{ item.series }}{% endif %}{% if item.launchDate %} · 上市日期：{{ item.launchDate }}{% endif %}{% if item.endOfLife == 'Y' %} · 已停产{% endif %}</p>
{% if gallery.size > 0 %}<div class="gallery">{% for g in gallery %}<img src="{{ g.image_url }}" alt="{{ g.caption | default: item.name }}">{% endfor %}</div>{% elsif item.cover %}<div class="gallery"><img src="{{ item.cover_url }}" alt="{{ item.name }}"></div>{% endif %}
{% if item.summary %}<p>{{ item.summary }}</p>{% endif %}
{% if attributes.size > 0 %}<h2>产品属性</h2><table class="spec">{% for a in attributes %}<tr><th>{{ a.name }}</th><td>{{ a.values | join: '、' }}{% if a.unit %} {{ a.unit }}{% endif %}</td></tr>{% endfor %}</table>{% endif %}
{% if specificationGroups.size > 0 %}<h2>规格参数</h2><table class="spec">{% for g in specificationGroups %}<tr class="group"><th colspan="2">{{ g.name }}</th></tr>{% for s in g.rows %}<tr><th>{{ s.name }}</th><td>{{ s.value }}{% if s.unit %} {{ s.unit }}{% endif %}</td></tr>{% endfor %}{% endfor %}</table>{% endif %}
{% if item.detail %}<h2>产品详情</h2><div>{{ item.detail | raw }}</div>{% endif %}
{% if fittings.size > 0 %}<h2>适用配件</h2><div class="cards">{% for f in fittings %}<div class="card">{% if f.image %}<img src="{{ f.image_url }}" alt="{{ f.name }}">{% endif %}<div><strong>{{ f.name }}</strong><span class="muted">{{ f.model }}{% if f.price %} · ¥{{ f.price }}{% endif %}</span>{% if f.buyLink %} <a href="{{ f.buyLink }}" rel="noopener">购买</a>{% endif %}</div></div>{% endfor %}</div>{% endif %}
{% if item.tags %}<p>{% assign tags = item.tags | split: ';' %}{% for t in tags %}<span class="tag">{{ t }}</span>{% endfor %}</p>{% endif %}
<p><a href="/site/{{ site.code }}/product">返回产品列表</a></p>
{% endblock %}`,
};
