/**
 * 服务支持 on the rendered site: the service-network finder, the warranty check, the repair form with its status
 * look-up, and the dealer check. The pages stay logic-less; `SERVICE_SCRIPT` (served from the site's own origin, as
 * the pages' CSP wants) calls the public API `/api/public/{site}/…` and writes answers with textContent only.
 */

/** Pages of modules that have no public list of their own (their rows are private): path → title. */
export const SERVICE_STANDALONE_PAGES: Readonly<Record<string, string>> = {
  warranty: '保修查询',
  repair: '维修服务',
};

export const SERVICE_SCRIPT_PATH = '/site/_assets/service.js';

const STYLE = `<style>
.svc-form{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-end;margin:12px 0 18px}
.svc-form label{display:flex;flex-direction:column;font-size:13px;color:#555;gap:4px}
.svc-form input,.svc-form select,.svc-form textarea{font:inherit;padding:6px 10px;border:1px solid #d9d9d9;border-radius:6px;min-width:200px}
.svc-form textarea{min-width:420px;min-height:80px}.svc-form.stack{flex-direction:column;align-items:stretch;max-width:560px}
.svc-form button{font:inherit;padding:6px 18px;border:0;border-radius:6px;background:#1677ff;color:#fff;cursor:pointer}
.svc-form button.ghost{background:#fff;color:#1677ff;border:1px solid #1677ff}
.svc-result{margin:8px 0 24px;padding:12px 16px;border-radius:8px;background:#f6f8fb}.svc-result:empty{display:none}
.svc-result.ok{background:#f6ffed;border:1px solid #b7eb8f}.svc-result.bad{background:#fff2f0;border:1px solid #ffccc7}
.svc-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:12px;list-style:none;padding:0}
.svc-cards li{border:1px solid #eee;border-radius:8px;padding:12px 14px}.svc-cards strong{display:block;margin-bottom:4px}
.svc-cols{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:40px}@media(max-width:800px){.svc-cols{grid-template-columns:1fr}}
.svc-cols .svc-form textarea{min-width:0}
ol.timeline{list-style:none;padding:0;border-left:2px solid #d6e4ff;margin-left:6px}ol.timeline li{padding:0 0 12px 16px;position:relative}
ol.timeline li::before{content:'';position:absolute;left:-7px;top:7px;width:12px;height:12px;border-radius:50%;background:#1677ff}
</style>`;

const script = `<script src="${SERVICE_SCRIPT_PATH}" defer></script>`;

export const SERVICE_TEMPLATES: Readonly<Record<string, string>> = {
  'serviceNetwork-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ module.title }}</h1>
<form class="svc-form" method="get"><label>城市、地址或网点名称<input name="q" value="{{ query.q }}" maxlength="50" placeholder="如：深圳"></label><button>搜索</button></form>
<form class="svc-form" id="svc-nearest" data-site="{{ site.code }}"><label>纬度<input name="lat" inputmode="decimal" required placeholder="22.5431"></label><label>经度<input name="lng" inputmode="decimal" required placeholder="113.9298"></label><button>查找最近网点</button><button type="button" class="ghost" id="svc-locate">使用我的位置</button></form>
<div class="svc-result" id="svc-nearest-result" aria-live="polite"></div>
<ul class="svc-cards" id="svc-network-list">{% for r in page.records %}<li><strong>{{ r.name }}</strong><span class="muted">{{ r.kind_dictText }}{% if r.status != 'open' %} · {{ r.status_dictText }}{% endif %}</span><div>{{ r.address }}</div>{% if r.phone %}<div>电话：{{ r.phone }}</div>{% endif %}{% if r.openingHours %}<div class="muted">营业时间：{{ r.openingHours }}</div>{% endif %}</li>{% else %}<li class="muted">暂无网点</li>{% endfor %}</ul>
<div class="pager">{% if page.current > 1 %}<a href="?pageNo={{ page.current | minus: 1 }}">上一页</a>{% endif %}{% if page.current < page.pages %}<a href="?pageNo={{ page.current | plus: 1 }}">下一页</a>{% endif %}<span class="muted">共 {{ page.total }} 个网点</span></div>
${script}{% endblock %}`,

  'warranty-page': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>保修查询</h1>
<p class="muted">输入机身或包装上的序列号，查询产品的保修期限。</p>
<form class="svc-form" id="svc-warranty" data-site="{{ site.code }}"><label>序列号<input name="serialNo" required maxlength="64" pattern="[A-Za-z0-9][A-Za-z0-9-]*" placeholder="如：SN-2026-0001"></label><button>查询</button></form>
<div class="svc-result" id="svc-warranty-result" aria-live="polite"></div>
${script}{% endblock %}`,

  'repair-page': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>维修服务</h1>
<div class="svc-cols"><section>
<h2>提交维修申请</h2>
<form class="svc-form stack" id="svc-repair" data-site="{{ site.code }}">
<label>姓名 *<input name="customerName" required maxlength="50"></label>
<label>手机号 *<input name="phone" required inputmode="tel" pattern="1[3-9][0-9]{9}" maxlength="11"></label>
<label>产品<select name="productId"><option value="">请选择产品</option>{% for p in lists.product.records %}<option value="{{ p.id }}">{{ p.name }}{% if p.modelNo %}（{{ p.modelNo }}）{% endif %}</option>{% endfor %}</select></label>
<label>序列号<input name="serialNo" maxlength="64"></label>
<label>故障描述 *<textarea name="fault" required minlength="5" maxlength="2000"></textarea></label>
<label>故障图片（最多 3 张，每张不超过 5MB）<input name="images" type="file" accept=".jpg,.jpeg,.png,.webp" multiple></label>
<label>寄回地址 *<input name="address" required maxlength="200"></label>
<button>提交申请</button>
</form>
<div class="svc-result" id="svc-repair-result" aria-live="polite"></div>
</section><section>
<h2>查询维修进度</h2>
<form class="svc-form stack" id="svc-repair-status" data-site="{{ site.code }}"><label>维修单号<input name="number" required maxlength="32"></label><label>手机号<input name="phone" required inputmode="tel" maxlength="11"></label><button>查询进度</button></form>
<div class="svc-result" id="svc-repair-status-result" aria-live="polite"></div>
</section></div>
${script}{% endblock %}`,

  'dealer-list': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ module.title }}</h1>
<h2>经销商授权验证</h2>
<form class="svc-form" id="svc-dealer" data-site="{{ site.code }}"><label>授权编号<input name="authNo" required maxlength="64" pattern="[A-Za-z0-9][A-Za-z0-9-]*"></label><button>验证</button></form>
<div class="svc-result" id="svc-dealer-result" aria-live="polite"></div>
<h2>授权经销商</h2>
<ul class="svc-cards">{% for r in page.records %}<li><strong>{{ r.name }}</strong>{% if r.address %}<div>{{ r.address }}</div>{% endif %}{% if r.phone %}<div>电话：{{ r.phone }}</div>{% endif %}<div class="muted">授权有效期至 {{ r.validUntil }}</div></li>{% else %}<li class="muted">暂无经销商</li>{% endfor %}</ul>
${script}{% endblock %}`,
};
