/**
 * Part of `service.js`: `pointsMap(points, here, label)` draws service points as an inline SVG scatter within their
 * bounding box (no tile service: the users' browsers may have no internet), numbered as the list beside it, with the
 * searcher's position when given. Longitudes are shrunk by the cosine of the middle latitude, so distances look right.
 */
export const SERVICE_MAP_SCRIPT = `
  var SVG_NS = 'http://www.w3.org/2000/svg';
  function svg(tag, attrs, text) {
    var e = document.createElementNS(SVG_NS, tag);
    Object.keys(attrs).forEach(function (k) { e.setAttribute(k, String(attrs[k])); });
    if (text !== undefined) e.textContent = String(text);
    return e;
  }
  function pointsMap(points, here, label) {
    var placed = [];
    points.forEach(function (p, i) {
      var lat = Number(p.latitude), lng = Number(p.longitude);
      if (p.latitude != null && p.longitude != null && isFinite(lat) && isFinite(lng)) placed.push({ n: i + 1, name: p.name, lat: lat, lng: lng });
    });
    if (!placed.length) return null;
    var all = here ? placed.concat([here]) : placed;
    var lats = all.map(function (p) { return p.lat; }), lngs = all.map(function (p) { return p.lng; });
    var minLat = Math.min.apply(null, lats), maxLat = Math.max.apply(null, lats);
    var minLng = Math.min.apply(null, lngs), maxLng = Math.max.apply(null, lngs);
    var k = Math.cos(((minLat + maxLat) / 2) * Math.PI / 180);
    var W = 640, H = 360, PAD = 36;
    // At least ~2 km across, so one point or a tight cluster is not blown up to the frame.
    var spanX = Math.max((maxLng - minLng) * k, 0.02), spanY = Math.max(maxLat - minLat, 0.02);
    var scale = Math.min((W - 2 * PAD) / spanX, (H - 2 * PAD) / spanY);
    var cx = (minLng + maxLng) / 2, cy = (minLat + maxLat) / 2;
    var x = function (lng) { return (W / 2 + (lng - cx) * k * scale).toFixed(1); };
    var y = function (lat) { return (H / 2 - (lat - cy) * scale).toFixed(1); };
    var map = svg('svg', { viewBox: '0 0 ' + W + ' ' + H, role: 'img', 'aria-label': label, class: 'svc-map' });
    map.append(svg('title', {}, label));
    map.append(svg('rect', { x: 0, y: 0, width: W, height: H, fill: '#f7fbff' }));
    for (var g = 1; g < 4; g++) {
      map.append(svg('line', { x1: (W * g) / 4, y1: 0, x2: (W * g) / 4, y2: H, stroke: '#e3ecf7', 'stroke-dasharray': '4 4' }));
      map.append(svg('line', { x1: 0, y1: (H * g) / 4, x2: W, y2: (H * g) / 4, stroke: '#e3ecf7', 'stroke-dasharray': '4 4' }));
    }
    // Names where they do not run into an earlier one (a dense cluster keeps its numbers; the list names them).
    var labels = [];
    var free = function (px, py) {
      var clear = labels.every(function (l) { return Math.abs(l[1] - py) > 16 || Math.abs(l[0] - px) > 150; });
      if (clear) labels.push([px, py]);
      return clear;
    };
    if (here) {
      var hx = Number(x(here.lng)), hy = Number(y(here.lat));
      map.append(svg('circle', { cx: hx, cy: hy, r: 7, fill: '#fa541c', stroke: '#fff', 'stroke-width': 2 }));
      if (free(hx, hy)) map.append(svg('text', { x: hx + 10, y: hy + 4, 'font-size': 12, fill: '#d4380d' }, here.name));
    }
    placed.forEach(function (p) {
      var px = Number(x(p.lng)), py = Number(y(p.lat)), left = px > W * 0.6;
      var dot = svg('g', { 'data-point': p.n });
      dot.append(svg('title', {}, p.n + '. ' + p.name));
      dot.append(svg('circle', { cx: px, cy: py, r: 10, fill: '#1677ff', stroke: '#fff', 'stroke-width': 2 }));
      dot.append(svg('text', { x: px, y: py + 4, 'font-size': 11, 'text-anchor': 'middle', fill: '#fff' }, p.n));
      if (free(px, py)) dot.append(svg('text', { x: left ? px - 14 : px + 14, y: py + 4, 'font-size': 12, 'text-anchor': left ? 'end' : 'start', fill: '#333' }, p.name));
      map.append(dot);
    });
    // A scale bar of a round distance (1 degree of latitude is ~111 km).
    var kmPerPx = 111.2 / scale, km = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000].filter(function (d) { return d / kmPerPx <= 120; }).pop() || 0.5;
    var bar = km / kmPerPx;
    map.append(svg('line', { x1: 16, y1: H - 16, x2: 16 + bar, y2: H - 16, stroke: '#595959', 'stroke-width': 2 }));
    map.append(svg('text', { x: 16, y: H - 22, 'font-size': 11, fill: '#595959' }, km + ' km'));
    return map;
  }
`;
