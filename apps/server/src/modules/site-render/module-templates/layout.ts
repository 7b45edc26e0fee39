import { SITE_STYLE } from '../site-style.js';

/** The brand mark shown when a site has no logo (the favicon draws the same). */
export const BRAND_MARK = `<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#1d4ed8"/><path d="M9 9.5l7 7 7-7M16 16.5V24" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** One menu item with its visible children (`m`): links come ready from the renderer (`href`). */
const item = (m: string, cls = '') =>
  `<a href="{{ ${m}.href }}"${cls}{% if ${m}.href == here %} aria-current="page"{% endif %}{% if ${m}.newWindow == 'Y' %} target="_blank" rel="noopener"{% endif %}>{{ ${m}.name }}</a>`;

const HEAD = `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{% assign brand = site.seoTitle | default: site.name %}<title>{% if item.seoTitle %}{{ item.seoTitle }} - {{ brand }}{% elsif title %}{{ title }} - {{ brand }}{% else %}{{ brand }}{% endif %}</title>
{% if item %}{% assign description = item.seoDescription %}{% else %}{% assign description = site.seoDescription %}{% endif %}{% if description %}<meta name="description" content="{{ description }}">{% endif %}{% if item.seoKeywords %}<meta name="keywords" content="{{ item.seoKeywords }}">{% endif %}
<link rel="icon" href="{{ base }}/favicon.ico">
{% if seo.canonical %}<link rel="canonical" href="{{ seo.canonical }}">{% endif %}{% for a in seo.alternates %}{% if a.href %}
<link rel="alternate" hreflang="{{ a.language }}" href="{{ a.href }}">{% endif %}{% endfor %}
${SITE_STYLE}`;

const HEADER = `<header class="site-header"><div class="wrap bar">
<a class="brand" href="{{ base }}">{% if site.logo %}<img src="{{ base }}/logo" alt="">{% else %}${BRAND_MARK}{% endif %}<span>{{ brand }}</span></a>
{% for a in seo.alternates %}{% unless a.current %}<a class="lang" href="{{ a.path }}" hreflang="{{ a.language }}" lang="{{ a.language }}">{{ t.languages[a.language] | default: a.language }}</a>{% endunless %}{% endfor %}
<button class="nav-toggle" type="button" aria-expanded="false" aria-controls="site-nav">{{ t.layout.menu }}</button>
<nav id="site-nav" class="site-nav" aria-label="{{ t.layout.mainNav }}"><ul>{% for m in trees.menu %}{% if m.visible == 'Y' and m.position == 'header' %}
<li>${item('m')}{% assign subs = m.children | where: 'visible', 'Y' %}{% if subs.size > 0 %}<ul class="sub">{% for c in subs %}<li>${item('c')}</li>{% endfor %}</ul>{% endif %}</li>{% endif %}{% endfor %}
</ul></nav>
</div></header>`;

const FOOTER = `<footer class="site-footer"><div class="wrap cols">
<section><p class="f-brand">{{ brand }}</p>{% if site.description %}<p>{{ site.description }}</p>{% endif %}</section>
{% assign footerMenus = trees.menu | where: 'position', 'footer' | where: 'visible', 'Y' %}{% if footerMenus.size > 0 %}<nav aria-labelledby="footer-links"><h2 id="footer-links">{{ t.layout.links }}</h2><ul>{% for m in footerMenus %}<li>${item('m')}</li>{% endfor %}</ul></nav>{% endif %}
{% if site.hotline or site.email or site.address %}<section aria-labelledby="footer-contact"><h2 id="footer-contact">{{ t.layout.contact }}</h2><ul>
{% if site.hotline %}<li>{{ t.layout.hotline }}: <a href="tel:{{ site.hotline | remove: '-' | remove: ' ' }}">{{ site.hotline }}</a></li>{% endif %}
{% if site.email %}<li>{{ t.layout.email }}: <a href="mailto:{{ site.email }}">{{ site.email }}</a></li>{% endif %}
{% if site.address %}<li>{{ t.layout.address }}: {{ site.address }}</li>{% endif %}</ul></section>{% endif %}
</div><div class="wrap legal"><span>{% if site.copyright %}{{ site.copyright }}{% else %}© {{ brand }}{% endif %}</span>{% if site.icpNo %}<a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener">{{ site.icpNo }}</a>{% endif %}{% if site.policeNo %}<span>{{ site.policeNo }}</span>{% endif %}</div></footer>`;

/**
 * The page frame: head (title, description, favicon, canonical and language alternates), header with the site's
 * header menus (children as drop-downs, folded behind a button on narrow screens), footer with the footer menus and
 * the site's contact data. A page passes `wide: true` to lay out its own full-width bands.
 */
export const LAYOUT = `<!doctype html>
<html lang="{{ site.language | default: 'zh-CN' }}">
<head>
${HEAD}
</head>
<body>
<a class="skip" href="#main">{{ t.layout.skip }}</a>
{% if preview %}<div class="preview" role="note">{{ t.layout.preview }}</div>{% endif %}
${HEADER}
<main id="main"{% unless wide %} class="wrap page"{% endunless %}>{% block content %}{% endblock %}</main>
${FOOTER}
<script src="/site/_assets/site.js" defer data-texts="{{ t.check | json }}"></script>
</body>
</html>`;
