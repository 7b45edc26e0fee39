import { SERVICE_MAP_SCRIPT } from './service-map-script.js';

/**
 * The script of the 服务支持 pages (plain ES2017, no dependencies): each form posts to the public API and shows the
 * answer; the finder's area picker cascades over `/areas`, and found service points are drawn on an SVG map. Its
 * texts come from the page (`#svc-texts`, the site's language). Answers are written with textContent only, never as
 * HTML.
 */
export const SERVICE_SCRIPT = `(function () {
  'use strict';
  var byId = function (id) { return document.getElementById(id); };
  var api = function (form, path) { return '/api/public/' + encodeURIComponent(form.dataset.site) + path; };
  var holder = byId('svc-texts');
  var T = JSON.parse((holder && holder.dataset.texts) || '{}');
  function text(key, values) {
    return String(T[key] || key).replace(/\\{(\\w+)\\}/g, function (_, name) { return values && values[name] != null ? values[name] : ''; });
  }
  // Dates and times as the page's language writes them (stored as local YYYY-MM-DD[ HH:mm:ss] text).
  function when(value, withTime) {
    var m = /^(\\d{4})-(\\d{2})-(\\d{2})(?:[ T](\\d{2}):(\\d{2}))?/.exec(String(value || ''));
    if (!m || typeof Intl === 'undefined') return value;
    var at = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] || 0), +(m[5] || 0)));
    var style = withTime && m[4] ? { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' };
    try { return new Intl.DateTimeFormat(document.documentElement.lang || undefined, style).format(at); } catch (e) { return value; }
  }
  function el(tag, content, cls) {
    var e = document.createElement(tag);
    if (content !== undefined && content !== null) e.textContent = String(content);
    if (cls) e.className = cls;
    return e;
  }
  function show(id, ok, nodes) {
    var box = byId(id);
    box.className = 'svc-result ' + (ok ? 'ok' : 'bad');
    box.replaceChildren.apply(box, nodes);
    box.scrollIntoView({ block: 'nearest' });
  }
  async function send(url, init) {
    var res = await fetch(url, Object.assign({ headers: { accept: 'application/json' } }, init));
    if (res.status === 429) return { success: false, message: text('tooMany') };
    try { return await res.json(); } catch (e) { return { success: false, message: text('unavailable') }; }
  }
  function fields(form) {
    var out = {};
    new FormData(form).forEach(function (v, k) { if (typeof v === 'string' && v.trim()) out[k] = v.trim(); });
    return out;
  }
  function query(form) { return new URLSearchParams(fields(form)).toString(); }
  function on(id, handler) {
    var form = byId(id);
    if (!form) return;
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var button = form.querySelector('button:not([type=button])');
      button.disabled = true;
      handler(form).catch(function () { show(id + '-result', false, [el('span', text('offline'))]); })
        .then(function () { button.disabled = false; });
    });
  }
${SERVICE_MAP_SCRIPT}
  var RESULT = 'svc-network-result';
  function showPoints(title, empty, points, here) {
    if (!points.length) return show(RESULT, false, [el('span', empty)]);
    var list = el('ol', null, 'svc-cards');
    points.forEach(function (p) {
      var li = el('li');
      li.append(el('strong', p.name), el('div', p.address));
      if (p.distanceKm != null) li.append(el('div', text('distance', { km: p.distanceKm }), 'muted'));
      if (p.phone) li.append(el('div', text('phone') + p.phone));
      list.append(li);
    });
    var nodes = [el('h3', title)];
    var map = pointsMap(points, here, byId(RESULT).dataset.map || '');
    if (map) nodes.push(map);
    nodes.push(list);
    show(RESULT, true, nodes);
  }
  on('svc-nearest', async function (form) {
    var answer = await send(api(form, '/service/network?limit=10&' + query(form)));
    if (!answer.success) return show(RESULT, false, [el('span', answer.message)]);
    var here = { lat: Number(form.elements.lat.value), lng: Number(form.elements.lng.value), name: text('you') };
    showPoints(text('nearestTitle'), text('noneNear'), answer.result, here);
  });
  var locate = byId('svc-locate');
  if (locate) locate.addEventListener('click', function () {
    if (!navigator.geolocation) return show(RESULT, false, [el('span', text('noGeo'))]);
    navigator.geolocation.getCurrentPosition(function (pos) {
      var form = byId('svc-nearest');
      form.elements.lat.value = pos.coords.latitude.toFixed(6);
      form.elements.lng.value = pos.coords.longitude.toFixed(6);
      form.requestSubmit();
    }, function () { show(RESULT, false, [el('span', text('geoFailed'))]); });
  });

  var areaForm = byId('svc-area');
  if (areaForm) {
    var levels = [areaForm.elements.province, areaForm.elements.city, areaForm.elements.district];
    // Each select keeps its first option (all / choose); a new parent empties the selects below it.
    var fill = async function (level, parent) {
      for (var i = level; i < levels.length; i++) { levels[i].length = 1; levels[i].disabled = i > level; }
      if (!parent || level >= levels.length) return;
      var answer = await send(api(areaForm, '/areas?parent=' + encodeURIComponent(parent)));
      if (!answer.success) return;
      answer.result.forEach(function (a) { levels[level].add(new Option(a.name, a.code)); });
      levels[level].disabled = answer.result.length === 0;
    };
    fill(0, '86');
    levels.forEach(function (select, i) {
      select.addEventListener('change', function () { fill(i + 1, select.value); });
    });
    on('svc-area', async function (form) {
      var picked = levels.filter(function (s) { return s.value; });
      if (!picked.length) return show(RESULT, false, [el('span', text('pickArea'))]);
      var code = picked[picked.length - 1].value;
      var answer = await send(api(form, '/service/network?limit=50&area=' + encodeURIComponent(code)));
      if (!answer.success) return show(RESULT, false, [el('span', answer.message)]);
      var name = picked.map(function (s) { return s.options[s.selectedIndex].text; }).join(' ');
      showPoints(text('inArea', { area: name, n: answer.result.length }), text('noneInArea'), answer.result);
    });
  }

  on('svc-warranty', async function (form) {
    var answer = await send(api(form, '/service/warranty?' + query(form)));
    if (!answer.success) return show('svc-warranty-result', false, [el('span', answer.message)]);
    var w = answer.result;
    if (!w.found) return show('svc-warranty-result', false, [el('span', text('serialUnknown'))]);
    show('svc-warranty-result', w.inWarranty, [
      el('strong', w.productName),
      el('div', text('purchaseDate', { date: when(w.purchaseDate) })),
      el('div', text('expiry', { date: when(w.expiryDate) }) + text(w.inWarranty ? 'inWarranty' : 'outOfWarranty')),
    ]);
  });

  on('svc-dealer', async function (form) {
    var answer = await send(api(form, '/service/dealer?' + query(form)));
    if (!answer.success) return show('svc-dealer-result', false, [el('span', answer.message)]);
    var d = answer.result;
    if (!d.found) return show('svc-dealer-result', false, [el('span', text('dealerUnknown'))]);
    var nodes = [el('strong', text(d.valid ? 'dealerValid' : 'dealerExpired')), el('div', text('dealerName', { name: d.name }))];
    if (d.address) nodes.push(el('div', text('dealerAddress', { address: d.address })));
    nodes.push(el('div', text('dealerUntil', { date: when(d.validUntil) })));
    show('svc-dealer-result', d.valid, nodes);
  });

  async function uploadImages(form) {
    var files = Array.prototype.slice.call(form.elements.images.files || [], 0, 3);
    var keys = [];
    for (var i = 0; i < files.length; i++) {
      var data = new FormData();
      data.append('file', files[i]);
      var answer = await send(api(form, '/service/repair-image'), { method: 'POST', body: data });
      if (!answer.success) throw new Error(answer.message);
      keys.push(answer.result.token);
    }
    return keys;
  }
  on('svc-repair', async function (form) {
    var body = fields(form);
    delete body.images;
    try { body.images = (await uploadImages(form)).join(','); }
    catch (e) { return show('svc-repair-result', false, [el('span', e.message)]); }
    var answer = await send(api(form, '/intake/repair'), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!answer.success) return show('svc-repair-result', false, [el('span', answer.message)]);
    form.reset();
    show('svc-repair-result', true, [
      el('strong', text('repairSent', { number: answer.result.number })),
      el('div', text('keepNumber'), 'muted'),
    ]);
  });

  var statusText = function (status, fallback) { return (T.repairStatuses || {})[status] || fallback; };
  on('svc-repair-status', async function (form) {
    var answer = await send(api(form, '/service/repair?' + query(form)));
    if (!answer.success) return show('svc-repair-status-result', false, [el('span', answer.message)]);
    var r = answer.result;
    var list = el('ol', null, 'timeline');
    r.timeline.forEach(function (step) {
      var li = el('li');
      li.append(el('strong', statusText(step.status, step.statusText)), el('div', when(step.time, true), 'muted'));
      if (step.reason) li.append(el('div', step.reason));
      list.append(li);
    });
    var status = statusText(r.status, r.statusText);
    show('svc-repair-status-result', true, [el('strong', text('repairStatus', { number: r.number, status: status })), list]);
  });
})();
`;
