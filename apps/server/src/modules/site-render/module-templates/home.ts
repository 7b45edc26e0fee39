/**
 * The built-in home page: the home banners of 广告 (a swipeable strip when there are several), featured products,
 * the newest articles of the site's news column, the download centre and the service-network finder. Each band shows
 * only when it has content; `home.*` values are read by the renderer when the template first touches them.
 */
const STYLE = `<style>
.hero{position:relative;background:#0f1f4b;color:#fff}
.slides{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;scrollbar-width:none}.slides::-webkit-scrollbar{display:none}
.slide{position:relative;flex:0 0 100%;scroll-snap-align:start;min-height:420px;display:flex;align-items:center}
.slide picture,.slide>img{position:absolute;inset:0}.slide img{width:100%;height:100%;object-fit:cover;object-position:70% 50%}
.slide .caption{position:relative;width:100%;padding-top:48px;padding-bottom:48px}
.slide .title{font-size:38px;font-weight:700;line-height:1.25;max-width:560px;margin:0 0 22px;text-shadow:0 2px 12px rgba(0,0,0,.35)}
.slide .btn{background:#fff;color:#1e3a8a;border-color:#fff}.slide .btn:hover{background:#e0e7ff;color:#1e3a8a}
.dots{position:absolute;left:0;right:0;bottom:14px;display:flex;justify-content:center;gap:8px}.dots a{width:10px;height:10px;border-radius:50%;background:rgba(255,255,255,.6)}
.band{padding:48px 0}.band.alt{background:var(--bg)}.two h2,.two h3{margin-top:0}
.band-head{display:flex;justify-content:space-between;align-items:baseline;gap:16px;margin-bottom:18px}.band-head h2{margin:0;font-size:26px}
.cards{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:20px}
.card{display:block;height:100%;background:#fff;border:1px solid var(--line);border-radius:10px;overflow:hidden;color:inherit;text-decoration:none;transition:box-shadow .2s}
.card:hover{box-shadow:0 10px 28px rgba(15,23,42,.1);color:inherit}.card img{display:block;width:100%;aspect-ratio:8/5;object-fit:cover;background:var(--bg)}
.card .body{display:block;padding:12px 14px}.card .name{display:block;font-weight:600}
.two{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:40px}
.news{list-style:none;margin:0;padding:0}.news li{display:flex;gap:16px;padding:14px 0;border-bottom:1px solid var(--line)}
.news img{width:132px;aspect-ratio:16/9;object-fit:cover;border-radius:6px;flex:none}.news a{font-weight:600;text-decoration:none;color:var(--ink)}.news a:hover{color:var(--c)}
.tiles{list-style:none;margin:0 0 16px;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:12px}
.tiles a{display:block;padding:14px 16px;border:1px solid var(--line);border-radius:8px;background:#fff;text-decoration:none;font-weight:600}
.finder{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-end;margin:8px 0 16px}.finder label{display:flex;flex-direction:column;gap:4px;flex:1 1 260px;max-width:440px;font-size:14px;color:var(--muted)}
.pick{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-end;margin-top:8px}.pick label{display:flex;flex-direction:column;gap:4px;font-size:14px;color:var(--muted);flex:1 1 220px;min-width:0}.pick select{width:100%}
.hotline{font-size:26px;font-weight:700;margin:0 0 4px}.hotline a{text-decoration:none}
.links{display:flex;flex-wrap:wrap;gap:8px 20px;list-style:none;margin:0;padding:0}
@media (max-width:900px){.cards{grid-template-columns:repeat(2,minmax(0,1fr))}.two{grid-template-columns:1fr;gap:32px}.slide .title{font-size:30px}}
@media (max-width:640px){.slide{min-height:300px}.cards li:nth-child(n+5){display:none}.slide .title{font-size:25px}.cards{gap:12px}.news img{width:96px}.band{padding:32px 0}.band-head h2{font-size:22px}}
</style>`;

const BANNERS = `{% assign banners = home.banners %}{% if banners.size > 0 %}
<section class="hero" aria-label="{{ t.home.banners }}"><div class="slides"{% if banners.size > 1 %} tabindex="0"{% endif %}>
{% for b in banners %}<div class="slide" id="slide-{{ forloop.index }}">{% if b.image_url %}<picture>{% if b.mobileImage_url %}<source media="(max-width: 640px)" srcset="{{ b.mobileImage_url }}">{% endif %}<img src="{{ b.image_url }}" alt=""{% unless forloop.first %} loading="lazy"{% endunless %}></picture>{% endif %}
<div class="wrap caption"><p class="title" id="slide-title-{{ forloop.index }}">{{ b.title }}</p>{% if b.link %}<a class="btn" href="{{ b.link | site_link }}" aria-describedby="slide-title-{{ forloop.index }}">{{ t.home.learnMore }}</a>{% endif %}</div></div>
{% endfor %}</div>{% if banners.size > 1 %}<div class="dots">{% for b in banners %}<a href="#slide-{{ forloop.index }}" aria-label="{{ b.title }}"></a>{% endfor %}</div>{% endif %}</section>{% endif %}`;

const PRODUCTS = `{% assign featured = home.products %}{% if featured.size > 0 %}<section class="band" aria-labelledby="h-products"><div class="wrap">
<div class="band-head"><h2 id="h-products">{{ t.home.products }}</h2><a href="{{ base }}/product">{{ t.home.allProducts }}</a></div>
<ul class="cards">{% for r in featured %}<li><a class="card" href="{{ base }}/product/{{ r.id }}">{% if r.cover_url %}<img src="{{ r.cover_url }}" alt="" loading="lazy">{% endif %}<span class="body"><span class="name">{{ r.name }}</span><span class="muted">{{ r.modelNo }}</span></span></a></li>{% endfor %}</ul>
</div></section>{% endif %}`;

const NEWS = `{% assign news = home.news %}{% if news %}<section aria-labelledby="h-news"><div class="band-head"><h2 id="h-news">{{ news.name }}</h2><a href="{{ news.href }}" aria-describedby="h-news">{{ t.home.more }}</a></div>
<ul class="news">{% for r in news.rows %}<li>{% if r.cover_url %}<img src="{{ r.cover_url }}" alt="" loading="lazy">{% endif %}<div><a href="{{ base }}/page/{{ r.id }}">{{ r.title }}</a>{% if r.publishTime %}<div class="muted">{{ r.publishTime | local_date }}</div>{% endif %}</div></li>{% endfor %}</ul></section>{% endif %}`;

const DOWNLOADS = `<section aria-labelledby="h-downloads"><div class="band-head"><h2 id="h-downloads">{{ t.home.downloads }}</h2><a href="{{ base }}/downloads" aria-describedby="h-downloads">{{ t.home.more }}</a></div>
<p class="muted">{{ t.home.downloadsIntro }}</p>
<ul class="tiles"><li><a href="{{ base }}/driver">{{ t.downloads.drivers }}</a></li><li><a href="{{ base }}/manual">{{ t.downloads.manuals }}</a></li><li><a href="{{ base }}/appDownload">{{ t.downloads.apps }}</a></li><li><a href="{{ base }}/problem">{{ t.downloads.faq }}</a></li></ul>
{% assign picks = lists.product.records %}{% if picks.size > 0 %}<form class="pick" method="get" action="{{ base }}/support"><label>{{ t.downloads.byProduct }}<select name="product" required>{% for p in picks %}<option value="{{ p.id }}">{{ p.name }}</option>{% endfor %}</select></label><button class="btn ghost">{{ t.downloads.open }}</button></form>{% endif %}
</section>`;

const SERVICE = `<section class="band" aria-labelledby="h-service"><div class="wrap two">
<div><h2 id="h-service">{{ t.home.service }}</h2><p>{{ t.home.finderIntro }}</p>
<form class="finder" method="get" action="{{ base }}/serviceNetwork" role="search"><label>{{ t.home.finderLabel }}<input type="search" name="q" maxlength="50" placeholder="{{ t.home.finderHint }}"></label><button class="btn">{{ t.home.finderSubmit }}</button></form>
<ul class="links"><li><a href="{{ base }}/serviceNetwork">{{ t.titles.serviceNetwork }}</a></li><li><a href="{{ base }}/warranty">{{ t.titles.warranty }}</a></li><li><a href="{{ base }}/repair">{{ t.titles.repair }}</a></li><li><a href="{{ base }}/dealer">{{ t.titles.dealer }}</a></li></ul></div>
{% if site.hotline %}<div><h3>{{ t.home.hotlineIntro }}</h3><p class="hotline"><a href="tel:{{ site.hotline | remove: '-' | remove: ' ' }}">{{ site.hotline }}</a></p>{% if site.email %}<p><a href="mailto:{{ site.email }}">{{ site.email }}</a></p>{% endif %}</div>{% endif %}
</div></section>`;

export const HOME = `{% layout 'layout' wide: true %}{% block content %}${STYLE}
<h1 class="sr-only">{{ site.seoTitle | default: site.name }}</h1>
${BANNERS}
${PRODUCTS}
<section class="band alt"><div class="wrap two">
<div>${NEWS}</div>
<div>${DOWNLOADS}</div>
</div></section>
${SERVICE}
{% endblock %}`;
