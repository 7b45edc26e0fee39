/**
 * The public forms of 互动表单 (`/site/{code}/form/{path}`, one template for every intake form, driven by its schema's
 * fields), the subscription form (`/site/{code}/subscribe`) and the page behind the links of its mails. Plain HTML
 * forms posted back to the page, checked by the server with the site's messages (`errors`, shown by each field);
 * `novalidate` keeps the browser's own bubbles away, and `site.js` runs the same checks before sending (`data-check`).
 */
// \`e-<the input's id>\`, as \`site.js\` names the messages it shows.
const ERROR = `{% if errors[f.name] %}<span class="field-error" id="e-f-{{ f.name }}">{{ errors[f.name] }}</span>{% endif %}`;
const DESCRIBED = `{% if errors[f.name] %} aria-invalid="true" aria-describedby="e-f-{{ f.name }}"{% endif %}`;
const RULES = `{% if f.required %} required{% endif %}{% if f.min %} minlength="{{ f.min }}"{% endif %} data-label="{{ f.label }}"{% if f.pattern %} data-pattern="{{ f.pattern }}"{% endif %}`;

const FIELD = `{% for f in form.fields %}{% case f.input %}{% when 'checkboxes' %}<fieldset class="group"><legend>{{ f.label }}</legend>{% for o in f.options %}<label class="check"><input type="checkbox" name="{{ f.name }}" value="{{ o.value }}"{% if values[f.name] contains o.value %} checked{% endif %}> {{ o.text }}</label>{% endfor %}${ERROR}</fieldset>
{% else %}<p><label for="f-{{ f.name }}">{{ f.label }}{% if f.required %} <span class="req" aria-hidden="true">*</span>{% endif %}</label>
{% case f.input %}{% when 'textarea' %}<textarea id="f-{{ f.name }}" name="{{ f.name }}" rows="5" maxlength="{{ f.max }}"${RULES}${DESCRIBED}>{{ values[f.name] }}</textarea>
{% when 'select' %}<select id="f-{{ f.name }}" name="{{ f.name }}"${RULES}${DESCRIBED}><option value="">{{ t.forms.choose }}</option>{% for o in f.options %}<option value="{{ o.value }}"{% if values[f.name] == o.value %} selected{% endif %}>{{ o.text }}</option>{% endfor %}</select>
{% when 'file' %}<input id="f-{{ f.name }}" name="{{ f.name }}" type="file" accept="{{ f.accept }}" multiple aria-describedby="h-{{ f.name }}"><small class="muted" id="h-{{ f.name }}">{{ t.forms.files }}</small>
{% else %}<input id="f-{{ f.name }}" name="{{ f.name }}" type="{{ f.input }}" maxlength="{{ f.max }}" value="{{ values[f.name] }}"${RULES}${DESCRIBED}{% if f.input == 'email' %} autocomplete="email"{% endif %}>{% endcase %}
${ERROR}</p>{% endcase %}
{% endfor %}`;

const STYLE = `<style>.intake{max-width:560px}.intake p{margin:0 0 16px}.intake label:not(.check){display:block;margin-bottom:4px}
.intake input:not([type=checkbox]),.intake select,.intake textarea{width:100%}.req{color:#b91c1c}
.intake .group{border:0;padding:0;margin:0 0 16px}.intake legend{padding:0;margin-bottom:4px}.check{display:inline-flex;gap:6px;align-items:center;margin-right:18px}</style>`;

const NOTICE = `{% if message %}<div class="notice ok" role="status">{{ message }}</div>{% endif %}{% if error %}<div class="notice err" role="alert">{{ error }}</div>{% endif %}`;

export const FORM_TEMPLATES: Readonly<Record<string, string>> = {
  form: `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ form.title }}</h1>
${NOTICE}
{% unless message %}<form class="intake" method="post" enctype="multipart/form-data" action="{{ base }}/form/{{ form.name }}" novalidate data-check>
${FIELD}<button class="btn" type="submit">{{ t.forms.submit }}</button></form>{% endunless %}
{% endblock %}`,
  subscribe: `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{{ t.forms.subscribeTitle }}</h1>
<p class="muted">{{ t.forms.subscribeIntro }}</p>
${NOTICE}
{% unless message %}<form class="intake" method="post" action="{{ base }}/subscribe" novalidate data-check>
${FIELD}<button class="btn" type="submit">{{ t.forms.subscribe }}</button></form>{% endunless %}
{% endblock %}`,
  'subscribe-link': `{% layout 'layout' %}{% block content %}${STYLE}
<h1>{% if action == 'confirm' %}{{ t.forms.confirmTitle }}{% else %}{{ t.forms.unsubscribeTitle }}{% endif %}</h1>
${NOTICE}
{% unless message or error %}<form class="intake" method="post" action="{{ base }}/subscribe/{{ action }}">
<input type="hidden" name="token" value="{{ token }}">
<p>{% if action == 'confirm' %}{{ t.forms.confirmText | replace: '{site}', site.name }}{% else %}{{ t.forms.unsubscribeText | replace: '{site}', site.name }}{% endif %}</p>
<button class="btn" type="submit">{% if action == 'confirm' %}{{ t.forms.confirm }}{% else %}{{ t.forms.unsubscribe }}{% endif %}</button></form>{% endunless %}
{% endblock %}`,
};
