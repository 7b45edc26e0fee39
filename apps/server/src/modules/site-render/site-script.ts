import { EMAIL_PATTERN, MOBILE_PATTERN } from '@yunzhan/common/validation/patterns';

/**
 * `site.js`, loaded by the built-in layout on every page (plain ES2017, no dependencies; it runs in the site's
 * sandbox, so it needs no storage, cookie or other window). It folds the navigation behind its button on narrow
 * screens, and checks the forms marked `data-check` (sent with `novalidate`: no browser bubbles) before they are sent:
 * required fields, lengths, e-mail and mobile numbers, patterns. Messages come from the page (`data-texts` of the
 * script element, the site's language) and show under each field; the server runs the same checks for a page
 * without scripts. The check listens in the capture phase, so a form another script sends (服务支持) is checked first.
 */
export const SITE_SCRIPT = `(function () {
  'use strict';
  var root = document.documentElement;
  root.classList.add('js');
  var me = document.currentScript;
  var T = {};
  try { T = JSON.parse((me && me.getAttribute('data-texts')) || '{}'); } catch (e) { T = {}; }

  var toggle = document.querySelector('.nav-toggle');
  var nav = document.getElementById('site-nav');
  if (toggle && nav) toggle.addEventListener('click', function () {
    var open = nav.classList.toggle('open');
    toggle.setAttribute('aria-expanded', String(open));
  });

  function text(key, values) {
    return String(T[key] || key).replace(/\\{(\\w+)\\}/g, function (_, name) { return values[name] == null ? '' : values[name]; });
  }
  function labelOf(input) {
    var label = input.getAttribute('data-label') || (input.labels && input.labels[0] ? input.labels[0].textContent : input.name);
    return String(label).replace(/\\s*\\*\\s*$/, '').trim();
  }
  // The patterns the server checks (\`@yunzhan/common/validation/patterns\`).
  var EMAIL = ${EMAIL_PATTERN};
  var MOBILE = ${MOBILE_PATTERN};
  function problem(input) {
    var type = input.type;
    if (input.disabled || type === 'hidden' || type === 'checkbox' || type === 'radio' || type === 'submit' || type === 'button') return '';
    var label = { label: labelOf(input) };
    var value = type === 'file' ? (input.files && input.files.length ? 'file' : '') : String(input.value || '').trim();
    if (!value) return input.required ? text(input.tagName === 'SELECT' || type === 'file' ? 'choose' : 'required', label) : '';
    if (type === 'file') return '';
    var min = Number(input.getAttribute('minlength') || 0);
    var max = Number(input.getAttribute('maxlength') || 0);
    if (min && value.length < min) return text('tooShort', { label: label.label, min: min });
    if (max > 0 && value.length > max) return text('tooLong', { label: label.label, max: max });
    var kind = input.getAttribute('data-pattern');
    if ((type === 'email' || kind === 'email') && !EMAIL.test(value)) return text('email', label);
    if (kind === 'mobile' && !MOBILE.test(value)) return text('mobile', label);
    var pattern = input.getAttribute('pattern');
    if (pattern && !new RegExp('^(?:' + pattern + ')$').test(value)) return text('pattern', label);
    if (input.getAttribute('inputmode') === 'decimal' && !isFinite(Number(value))) return text('pattern', label);
    return '';
  }
  function describedBy(input, id, on) {
    var ids = (input.getAttribute('aria-describedby') || '').split(/\\s+/).filter(function (x) { return x && x !== id; });
    if (on) ids.push(id);
    if (ids.length) input.setAttribute('aria-describedby', ids.join(' '));
    else input.removeAttribute('aria-describedby');
  }
  function mark(input, message) {
    var id = 'e-' + (input.id || ((input.form && input.form.id ? input.form.id + '-' : '') + input.name));
    var shown = document.getElementById(id);
    if (!message) {
      if (shown) shown.remove();
      input.removeAttribute('aria-invalid');
      describedBy(input, id, false);
      return;
    }
    if (!shown) {
      shown = document.createElement('span');
      shown.className = 'field-error';
      shown.id = id;
      var after = input.closest('label') || input;
      after.insertAdjacentElement('afterend', shown);
    }
    shown.textContent = message;
    input.setAttribute('aria-invalid', 'true');
    describedBy(input, id, true);
  }
  function check(form) {
    var first = null;
    Array.prototype.forEach.call(form.elements, function (input) {
      if (!input.name) return;
      var message = problem(input);
      mark(input, message);
      if (message && !first) first = input;
    });
    var summary = form.querySelector('.form-summary');
    if (first) {
      if (!summary) {
        summary = document.createElement('div');
        summary.className = 'notice err form-summary';
        summary.setAttribute('role', 'alert');
        form.insertBefore(summary, form.firstChild);
      }
      summary.textContent = text('summary', {});
      first.focus();
    } else if (summary) summary.remove();
    return !first;
  }
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form || !form.hasAttribute || !form.hasAttribute('data-check')) return;
    if (check(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  }, true);
  // A field marked wrong is checked again as it is corrected.
  document.addEventListener('input', function (event) {
    var input = event.target;
    if (input && input.getAttribute && input.getAttribute('aria-invalid') === 'true') mark(input, problem(input));
  }, true);
})();
`;
