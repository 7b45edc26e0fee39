/**
 * The script of the 服务支持 pages (plain ES2017, no dependencies): each form posts to the public API and shows the
 * answer. Answers are written with textContent only, never as HTML.
 */
export const SERVICE_SCRIPT = `(function () {
  'use strict';
  var byId = function (id) { return document.getElementById(id); };
  var api = function (form, path) { return '/api/public/' + encodeURIComponent(form.dataset.site) + path; };
  function el(tag, text, cls) {
    var e = document.createElement(tag);
    if (text !== undefined && text !== null) e.textContent = String(text);
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
    if (res.status === 429) return { success: false, message: '操作过于频繁，请稍后再试' };
    try { return await res.json(); } catch (e) { return { success: false, message: '服务暂时不可用，请稍后再试' }; }
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
      handler(form).catch(function () { show(id + '-result', false, [el('span', '网络异常，请稍后再试')]); })
        .then(function () { button.disabled = false; });
    });
  }

  on('svc-nearest', async function (form) {
    var answer = await send(api(form, '/service/network?limit=10&' + query(form)));
    if (!answer.success) return show('svc-nearest-result', false, [el('span', answer.message)]);
    var list = el('ul', null, 'svc-cards');
    answer.result.forEach(function (p) {
      var li = el('li');
      li.append(el('strong', p.name), el('div', p.address), el('div', '距离约 ' + p.distanceKm + ' 公里', 'muted'));
      if (p.phone) li.append(el('div', '电话：' + p.phone));
      list.append(li);
    });
    show('svc-nearest-result', true, answer.result.length ? [el('h3', '离您最近的网点'), list] : [el('span', '附近暂无网点')]);
  });
  var locate = byId('svc-locate');
  if (locate) locate.addEventListener('click', function () {
    if (!navigator.geolocation) return show('svc-nearest-result', false, [el('span', '浏览器不支持定位，请手动输入经纬度')]);
    navigator.geolocation.getCurrentPosition(function (pos) {
      var form = byId('svc-nearest');
      form.elements.lat.value = pos.coords.latitude.toFixed(6);
      form.elements.lng.value = pos.coords.longitude.toFixed(6);
      form.requestSubmit();
    }, function () { show('svc-nearest-result', false, [el('span', '无法获取您的位置，请手动输入经纬度')]); });
  });

  on('svc-warranty', async function (form) {
    var answer = await send(api(form, '/service/warranty?' + query(form)));
    if (!answer.success) return show('svc-warranty-result', false, [el('span', answer.message)]);
    var w = answer.result;
    if (!w.found) return show('svc-warranty-result', false, [el('span', '未查询到该序列号的保修信息，请核对后重试')]);
    show('svc-warranty-result', w.inWarranty, [
      el('strong', w.productName),
      el('div', '购买日期：' + w.purchaseDate),
      el('div', '保修截止：' + w.expiryDate + (w.inWarranty ? '（在保）' : '（已过保）')),
    ]);
  });

  on('svc-dealer', async function (form) {
    var answer = await send(api(form, '/service/dealer?' + query(form)));
    if (!answer.success) return show('svc-dealer-result', false, [el('span', answer.message)]);
    var d = answer.result;
    if (!d.found) return show('svc-dealer-result', false, [el('span', '该授权编号不存在，请谨防假冒')]);
    var nodes = [el('strong', d.valid ? '授权有效' : '授权已过期'), el('div', '经销商：' + d.name)];
    if (d.address) nodes.push(el('div', '地址：' + d.address));
    nodes.push(el('div', '有效期至：' + d.validUntil));
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
      el('strong', '提交成功，维修单号：' + answer.result.number),
      el('div', '请保存单号，凭单号和手机号查询维修进度。', 'muted'),
    ]);
  });

  on('svc-repair-status', async function (form) {
    var answer = await send(api(form, '/service/repair?' + query(form)));
    if (!answer.success) return show('svc-repair-status-result', false, [el('span', answer.message)]);
    var r = answer.result;
    var list = el('ol', null, 'timeline');
    r.timeline.forEach(function (step) {
      var li = el('li');
      li.append(el('strong', step.statusText), el('div', step.time, 'muted'));
      if (step.reason) li.append(el('div', step.reason));
      list.append(li);
    });
    show('svc-repair-status-result', true, [el('strong', '维修单 ' + r.number + '：' + r.statusText), list]);
  });
})();
`;
