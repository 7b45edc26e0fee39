/**
 * The public forms of 互动表单 (`/site/{code}/form/{path}`, one template for every intake form, driven by its schema's
 * fields), the subscription form (`/site/{code}/subscribe`) and the page behind the links of its mails. Plain HTML
 * forms: no script, so they work under the site's content security policy and without JavaScript.
 */
const FIELD = `{% for f in form.fields %}<p><label for="f-{{ f.name }}">{{ f.label }}{% if f.required %} <span class="req">*</span>{% endif %}</label><br>
{% case f.input %}{% when 'textarea' %}<textarea id="f-{{ f.name }}" name="{{ f.name }}" rows="5" maxlength="{{ f.max }}"{% if f.required %} required{% endif %}>{{ values[f.name] }}</textarea>
{% when 'select' %}<select id="f-{{ f.name }}" name="{{ f.name }}"{% if f.required %} required{% endif %}><option value="">请选择</option>{% for o in f.options %}<option value="{{ o.value }}"{% if values[f.name] == o.value %} selected{% endif %}>{{ o.text }}</option>{% endfor %}</select>
{% when 'file' %}<input id="f-{{ f.name }}" name="{{ f.name }}" type="file" accept="{{ f.accept }}" multiple><br><small class="muted">可选，最多5个，每个不超过5MB</small>
{% when 'checkboxes' %}{% for o in f.options %}<label class="check"><input type="checkbox" name="{{ f.name }}" value="{{ o.value }}"> {{ o.text }}</label>{% endfor %}
{% else %}<input id="f-{{ f.name }}" name="{{ f.name }}" type="{{ f.input }}" maxlength="{{ f.max }}" value="{{ values[f.name] }}"{% if f.required %} required{% endif %}>{% endcase %}</p>
{% endfor %}`;

const STYLE = `<style>.intake p{margin:0 0 14px}.intake input:not([type=checkbox]),.intake select,.intake textarea{width:100%;max-width:520px;box-sizing:border-box;padding:7px 10px;border:1px solid #d9d9d9;border-radius:6px;font:inherit}
.intake button{background:#1677ff;color:#fff;border:0;border-radius:6px;padding:8px 22px;font:inherit;cursor:pointer}.req{color:#ff4d4f}.check{margin-right:16px}
.notice{padding:10px 14px;border-radius:6px;margin-bottom:16px}.notice.ok{background:#f6ffed;border:1px solid #b7eb8f}.notice.err{background:#fff2f0;border:1px solid #ffccc7}</style>`;

const NOTICE = `{% if message %}<div class="notice ok" role="status">{{ message }}</div>{% endif %}{% if error %}<div class="notice err" role="alert">{{ error }}</div>{% endif %}`;

export const FORM_TEMPLATES: Readonly<Record<string, string>> = {
  form: `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ form.title }}</h1>
${NOTICE}
{% unless message %}<form class="intake" method="post" enctype="multipart/form-data" action="/site/{{ site.code }}/form/{{ form.name }}">
${FIELD}<button type="submit">提交</button></form>{% endunless %}
{% endblock %}`,
  subscribe: `{% layout 'layout' %}{% block content %}${STYLE}
<h1>邮件订阅</h1>
<p class="muted">订阅后，我们会在有新品发布和重要动态时通过邮件通知您。提交后请查收确认邮件。</p>
${NOTICE}
{% unless message %}<form class="intake" method="post" action="/site/{{ site.code }}/subscribe">
${FIELD}<button type="submit">订阅</button></form>{% endunless %}
{% endblock %}`,
  'subscribe-link': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{% if action == 'confirm' %}确认订阅{% else %}退订邮件{% endif %}</h1>
${NOTICE}
{% unless message or error %}<form class="intake" method="post" action="/site/{{ site.code }}/subscribe/{{ action }}">
<input type="hidden" name="token" value="{{ token }}">
<p>{% if action == 'confirm' %}点击下面的按钮，确认订阅 {{ site.name }} 的邮件推送。{% else %}点击下面的按钮，不再接收 {{ site.name }} 的邮件推送。{% endif %}</p>
<button type="submit">{% if action == 'confirm' %}确认订阅{% else %}确认退订{% endif %}</button></form>{% endunless %}
{% endblock %}`,
};
