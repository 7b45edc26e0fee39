import { PAGER } from './parts.js';

/**
 * 服务支持 on the rendered site: the service-network finder, the warranty check, the repair form with its status
 * look-up, and the dealer check. The pages stay logic-less; `SERVICE_SCRIPT` (served from the site's own origin, as
 * the pages' CSP wants) calls the public API `/api/public/{site}/…` and writes answers with textContent only.
 */

/**
 * Pages of modules that have no public list of their own (their rows are private), and the hubs of 下载中心 and
 * 服务支持: path → Chinese title (the site's language titles them from `t.titles`).
 */
export const SERVICE_STANDALONE_PAGES: Readonly<Record<string, string>> = {
  warranty: '保修查询',
  repair: '维修服务',
  downloads: '下载中心',
  service: '服务支持',
};

export const SERVICE_SCRIPT_PATH = '/site/_assets/service.js';

const STYLE = `<style>
.svc-form{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-end;margin:12px 0 18px}
.svc-form label{display:flex;flex-direction:column;font-size:14px;color:var(--muted);gap:4px;max-width:100%}
.svc-form input,.svc-form select,.svc-form textarea{min-width:200px;max-width:100%}
.svc-form textarea{min-height:90px}.svc-form.stack{flex-direction:column;align-items:stretch;max-width:560px}
.svc-form button{padding:7px 18px;border:1px solid var(--c);border-radius:6px;background:var(--c);color:#fff;cursor:pointer}
.svc-form button.ghost{background:#fff;color:var(--c)}
.svc-result{margin:8px 0 24px;padding:12px 16px;border-radius:8px;background:var(--bg)}.svc-result:empty{display:none}
.svc-result.ok{background:#f0fdf4;border:1px solid #86efac}.svc-result.bad{background:#fef2f2;border:1px solid #fca5a5}
.svc-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:12px;list-style:none;padding:0}
.svc-cards li{border:1px solid var(--line);border-radius:8px;padding:12px 14px}.svc-cards strong{display:block;margin-bottom:4px}
.svc-cols{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:40px}@media(max-width:800px){.svc-cols{grid-template-columns:1fr}}
.svc-cols .svc-form textarea{min-width:0}.svc-form select{min-width:150px}.svc-form select:disabled{background:#f5f5f5}
.svc-map{display:block;width:100%;max-width:640px;height:auto;margin:8px 0 12px;border:1px solid #e6ebf2;border-radius:8px;background:#f7fbff}
ol.svc-cards{counter-reset:n}ol.svc-cards li{counter-increment:n}ol.svc-cards li strong::before{content:counter(n) '. ';color:var(--c)}
ol.timeline{list-style:none;padding:0;border-left:2px solid #c7d7fe;margin-left:6px}ol.timeline li{padding:0 0 12px 16px;position:relative}
ol.timeline li::before{content:'';position:absolute;left:-7px;top:7px;width:12px;height:12px;border-radius:50%;background:var(--c)}
.hub{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(250px,1fr));gap:16px}
.hub a{display:block;height:100%;padding:18px 20px;border:1px solid var(--line);border-radius:10px;text-decoration:none;color:var(--ink)}.hub a:hover{border-color:var(--c)}.hub strong{display:block;color:var(--c);font-size:17px;margin-bottom:4px}
</style>`;

const script = `<div id="svc-texts" hidden data-texts="{{ t.script | json }}"></div><script src="${SERVICE_SCRIPT_PATH}" defer></script>`;

/** The built-in pages; their texts come from the site's language (`t`, `texts/`), never from the template. */
export const SERVICE_TEMPLATES: Readonly<Record<string, string>> = {
  'serviceNetwork-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ title }}</h1>
<form class="svc-form" method="get" role="search"><label>{{ t.network.keyword }}<input type="search" name="q" value="{{ query.q }}" maxlength="50" placeholder="{{ t.network.keywordHint }}"></label><button>{{ t.network.search }}</button></form>
{% if t.chineseAreas %}<form class="svc-form" id="svc-area" novalidate data-check data-site="{{ site.code }}" aria-label="{{ t.network.area }}"><label>{{ t.network.province }}<select name="province" required><option value="">{{ t.network.anyProvince }}</option></select></label><label>{{ t.network.city }}<select name="city" disabled><option value="">{{ t.network.anyCity }}</option></select></label><label>{{ t.network.district }}<select name="district" disabled><option value="">{{ t.network.anyDistrict }}</option></select></label><button>{{ t.network.findInArea }}</button></form>{% endif %}
<form class="svc-form" id="svc-nearest" novalidate data-check data-site="{{ site.code }}"><label>{{ t.network.latitude }}<input name="lat" inputmode="decimal" required placeholder="22.5431"></label><label>{{ t.network.longitude }}<input name="lng" inputmode="decimal" required placeholder="113.9298"></label><button>{{ t.network.nearest }}</button><button type="button" class="ghost" id="svc-locate">{{ t.network.locate }}</button></form>
<div class="svc-result" id="svc-network-result" aria-live="polite" data-map="{{ t.network.map }}"></div>
<ul class="svc-cards" id="svc-network-list">{% for r in page.records %}<li><strong>{{ r.name }}</strong><span class="muted">{{ r.kind_dictText }}{% if r.status != 'open' %} · {{ r.status_dictText }}{% endif %}</span><div>{{ r.address }}</div>{% if r.phone %}<div>{{ t.network.phone }}{{ r.phone }}</div>{% endif %}{% if r.openingHours %}<div class="muted">{{ t.network.hours }}{{ r.openingHours }}</div>{% endif %}</li>{% else %}<li class="muted">{{ t.network.none }}</li>{% endfor %}</ul>
${PAGER.replace('t.list.total', 't.network.total')}
${script}{% endblock %}`,

  'warranty-page': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ title }}</h1>
<p class="muted">{{ t.warranty.intro }}</p>
<form class="svc-form" id="svc-warranty" novalidate data-check data-site="{{ site.code }}"><label>{{ t.warranty.serial }}<input name="serialNo" required maxlength="64" pattern="[A-Za-z0-9][A-Za-z0-9-]*" placeholder="{{ t.warranty.serialHint }}"></label><button>{{ t.warranty.submit }}</button></form>
<div class="svc-result" id="svc-warranty-result" aria-live="polite"></div>
${script}{% endblock %}`,

  'repair-page': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ title }}</h1>
<div class="svc-cols"><section>
<h2>{{ t.repair.submitTitle }}</h2>
<form class="svc-form stack" id="svc-repair" novalidate data-check data-site="{{ site.code }}">
<label>{{ t.repair.name }}<input name="customerName" required maxlength="50"></label>
<label>{{ t.repair.phone }}<input name="phone" required inputmode="tel" pattern="1[3-9][0-9]{9}" maxlength="11"></label>
<label>{{ t.repair.product }}<select name="productId"><option value="">{{ t.repair.pickProduct }}</option>{% for p in lists.product.records %}<option value="{{ p.id }}">{{ p.name }}{% if p.modelNo %} ({{ p.modelNo }}){% endif %}</option>{% endfor %}</select></label>
<label>{{ t.repair.serial }}<input name="serialNo" maxlength="64"></label>
<label>{{ t.repair.fault }}<textarea name="fault" required minlength="5" maxlength="2000"></textarea></label>
<label>{{ t.repair.images }}<input name="images" type="file" accept=".jpg,.jpeg,.png,.webp" multiple></label>
<label>{{ t.repair.address }}<input name="address" required maxlength="200"></label>
<button>{{ t.repair.submit }}</button>
</form>
<div class="svc-result" id="svc-repair-result" aria-live="polite"></div>
</section><section>
<h2>{{ t.repair.statusTitle }}</h2>
<form class="svc-form stack" id="svc-repair-status" novalidate data-check data-site="{{ site.code }}"><label>{{ t.repair.number }}<input name="number" required maxlength="32"></label><label>{{ t.repair.statusPhone }}<input name="phone" required inputmode="tel" maxlength="11"></label><button>{{ t.repair.statusSubmit }}</button></form>
<div class="svc-result" id="svc-repair-status-result" aria-live="polite"></div>
</section></div>
${script}{% endblock %}`,

  'service-page': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ title }}</h1>
<p>{{ t.hub.intro }}</p>
<ul class="hub"><li><a href="{{ base }}/serviceNetwork"><strong>{{ t.titles.serviceNetwork }}</strong>{{ t.hub.network }}</a></li><li><a href="{{ base }}/warranty"><strong>{{ t.titles.warranty }}</strong>{{ t.hub.warranty }}</a></li><li><a href="{{ base }}/repair"><strong>{{ t.titles.repair }}</strong>{{ t.hub.repair }}</a></li><li><a href="{{ base }}/dealer"><strong>{{ t.titles.dealer }}</strong>{{ t.hub.dealer }}</a></li><li><a href="{{ base }}/servicePolicy"><strong>{{ t.hub.policies }}</strong>{{ t.hub.policiesText }}</a></li><li><a href="{{ base }}/downloads"><strong>{{ t.titles.downloads }}</strong>{{ t.hub.downloads }}</a></li></ul>
{% if site.hotline %}<h2>{{ t.layout.hotline }}</h2><p><a href="tel:{{ site.hotline | remove: '-' | remove: ' ' }}">{{ site.hotline }}</a></p>{% endif %}
{% endblock %}`,

  'dealer-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ title }}</h1>
<h2>{{ t.dealer.verifyTitle }}</h2>
<form class="svc-form" id="svc-dealer" novalidate data-check data-site="{{ site.code }}"><label>{{ t.dealer.authNo }}<input name="authNo" required maxlength="64" pattern="[A-Za-z0-9][A-Za-z0-9-]*"></label><button>{{ t.dealer.verify }}</button></form>
<div class="svc-result" id="svc-dealer-result" aria-live="polite"></div>
<h2>{{ t.dealer.listTitle }}</h2>
<ul class="svc-cards">{% for r in page.records %}<li><strong>{{ r.name }}</strong>{% if r.address %}<div>{{ r.address }}</div>{% endif %}{% if r.phone %}<div>{{ t.dealer.phone }}{{ r.phone }}</div>{% endif %}<div class="muted">{% assign d = r.validUntil | local_date %}{{ t.dealer.validUntil | replace: '{date}', d }}</div></li>{% else %}<li class="muted">{{ t.dealer.none }}</li>{% endfor %}</ul>
${script}{% endblock %}`,
};
