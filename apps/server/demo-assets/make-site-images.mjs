// Draws the demo sites' home banners and news covers (apps/server/demo-assets/site-*.jpg) from the SVG scenes below,
// with the Chromium Playwright drives: `node apps/server/demo-assets/make-site-images.mjs` from the repository root.
// No text in the pictures (the pages print titles over them, in the site's language), nothing copied.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const OUT = new URL('./', import.meta.url);

const sky = (id, a, b) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
const glow = (id, colour) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity=".55"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
const dots = (x0, y0, cols, rows, gap, colour, opacity) => {
  let out = '';
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++)
      out += `<circle cx="${x0 + i * gap}" cy="${y0 + j * gap}" r="2" fill="${colour}" opacity="${opacity}"/>`;
  return out;
};

/** A laptop and a monitor on a desk, screens lit. */
const devices = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})">
  <ellipse cx="260" cy="360" rx="330" ry="26" fill="#020617" opacity=".35"/>
  <rect x="150" y="0" width="420" height="270" rx="14" fill="#0b1220"/>
  <rect x="164" y="14" width="392" height="242" rx="6" fill="url(#screen)"/>
  <path d="M164 200 C260 150 330 230 420 170 S540 120 556 140 V256 H164Z" fill="#fff" opacity=".12"/>
  <rect x="330" y="270" width="60" height="60" fill="#1e293b"/><rect x="270" y="326" width="180" height="14" rx="7" fill="#334155"/>
  <rect x="0" y="150" width="300" height="190" rx="12" fill="#111827"/>
  <rect x="12" y="162" width="276" height="166" rx="5" fill="url(#screen2)"/>
  <circle cx="150" cy="245" r="34" fill="#fff" opacity=".18"/><circle cx="150" cy="245" r="18" fill="#fff" opacity=".35"/>
  <path d="M-30 340 H330 L310 362 H-10Z" fill="#cbd5e1"/>
</g>`;

/** Service points joined into a network, with map pins. */
const network = (x, y) => {
  const nodes = [
    [0, 180],
    [120, 60],
    [210, 230],
    [330, 120],
    [420, 260],
    [520, 90],
    [600, 200],
    [300, 330],
    [470, 380],
  ];
  const links = [
    [0, 1],
    [1, 3],
    [0, 2],
    [2, 3],
    [3, 5],
    [3, 4],
    [4, 6],
    [5, 6],
    [2, 7],
    [7, 4],
    [7, 8],
    [4, 8],
  ];
  const pin = (px, py, colour) =>
    `<g transform="translate(${px} ${py})"><path d="M0 0 C-22 -26 -22 -58 0 -62 C22 -58 22 -26 0 0Z" fill="${colour}"/><circle cx="0" cy="-40" r="8" fill="#fff"/></g>`;
  return `<g transform="translate(${x} ${y})">
    ${links.map(([a, b]) => `<line x1="${nodes[a][0]}" y1="${nodes[a][1]}" x2="${nodes[b][0]}" y2="${nodes[b][1]}" stroke="#99f6e4" stroke-width="2" opacity=".45"/>`).join('')}
    ${nodes.map(([nx, ny]) => `<circle cx="${nx}" cy="${ny}" r="22" fill="url(#halo)"/><circle cx="${nx}" cy="${ny}" r="7" fill="#ccfbf1"/>`).join('')}
    ${pin(330, 112, '#f97316')}${pin(120, 52, '#fde047')}${pin(470, 372, '#fde047')}
  </g>`;
};

/** Documents and a download arrow. */
const downloads = (x, y) => `<g transform="translate(${x} ${y})">
  <rect x="60" y="40" width="230" height="300" rx="14" fill="#fff" opacity=".16" transform="rotate(-8 175 190)"/>
  <rect x="120" y="20" width="230" height="300" rx="14" fill="#fff" opacity=".92"/>
  ${[70, 105, 140, 175, 210].map((ly, i) => `<rect x="150" y="${ly}" width="${i % 2 ? 130 : 170}" height="12" rx="6" fill="#c7d2fe"/>`).join('')}
  <circle cx="400" cy="250" r="92" fill="#22c55e"/>
  <path d="M400 200 V282 M366 250 L400 284 L434 250" stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="356" y="300" width="88" height="14" rx="7" fill="#fff"/>
</g>`;

const banner = (
  defs,
  background,
  art,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="640" viewBox="0 0 1920 640">
<defs>${defs}${glow('halo', '#5eead4')}</defs>
<rect width="1920" height="640" fill="url(#bg)"/>${background}${art}
<rect width="1920" height="640" fill="url(#shade)"/>
</svg>`;
const SHADE = `<linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-color="#020617" stop-opacity=".55"/><stop offset=".45" stop-color="#020617" stop-opacity=".15"/><stop offset="1" stop-color="#020617" stop-opacity="0"/></linearGradient>`;

const SCENES = {
  'site-banner-launch': banner(
    `${sky('bg', '#0b1f5c', '#1d4ed8')}${sky('screen', '#38bdf8', '#6366f1')}${sky('screen2', '#a78bfa', '#2563eb')}${glow('light', '#60a5fa')}${SHADE}`,
    `<circle cx="1380" cy="300" r="420" fill="url(#light)"/>${dots(1000, 60, 22, 10, 40, '#bfdbfe', 0.25)}`,
    devices(1080, 150, 1.1),
  ),
  'site-banner-service': banner(
    `${sky('bg', '#064e3b', '#0e7490')}${glow('light', '#2dd4bf')}${SHADE}`,
    `<circle cx="1400" cy="320" r="430" fill="url(#light)"/>${dots(980, 40, 24, 14, 42, '#a7f3d0', 0.18)}`,
    network(1060, 120),
  ),
  'site-banner-downloads': banner(
    `${sky('bg', '#312e81', '#7c3aed')}${glow('light', '#a78bfa')}${SHADE}`,
    `<circle cx="1420" cy="300" r="420" fill="url(#light)"/>${dots(1000, 50, 22, 12, 40, '#ddd6fe', 0.22)}`,
    downloads(1160, 130),
  ),
};

const cover = (defs, art) => `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
<defs>${defs}${glow('halo', '#5eead4')}</defs><rect width="800" height="450" fill="url(#bg)"/>${art}</svg>`;
Object.assign(SCENES, {
  'site-news-launch': cover(
    `${sky('bg', '#0f172a', '#1e3a8a')}${sky('screen', '#38bdf8', '#6366f1')}${sky('screen2', '#a78bfa', '#2563eb')}${glow('spot', '#fef9c3')}`,
    `<ellipse cx="400" cy="120" rx="260" ry="200" fill="url(#spot)"/><rect x="0" y="360" width="800" height="90" fill="#1e293b"/>${devices(170, 60, 0.8)}`,
  ),
  'site-news-service': cover(`${sky('bg', '#064e3b', '#0f766e')}`, network(90, 60)),
  'site-news-quality': cover(
    `${sky('bg', '#78350f', '#b45309')}${glow('spot', '#fde68a')}`,
    `<circle cx="400" cy="215" r="200" fill="url(#spot)"/>
     <path d="M340 250 L300 400 L360 370 L390 420 L410 270Z M460 250 L500 400 L440 370 L410 420 L390 270Z" fill="#fde68a" opacity=".8"/>
     <circle cx="400" cy="200" r="110" fill="#fbbf24"/><circle cx="400" cy="200" r="84" fill="#f59e0b"/>
     <path d="M362 202 L390 230 L442 174" stroke="#fff" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  'site-news-partners': cover(
    `${sky('bg', '#1e1b4b', '#4338ca')}`,
    `${dots(60, 50, 18, 9, 40, '#c7d2fe', 0.2)}
     <circle cx="320" cy="225" r="140" fill="#60a5fa" opacity=".75"/><circle cx="480" cy="225" r="140" fill="#a78bfa" opacity=".75"/>
     <circle cx="400" cy="225" r="46" fill="#fff" opacity=".9"/>`,
  ),
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const [name, svg] of Object.entries(SCENES)) {
  const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg);
  await page.setViewportSize({ width: Number(width), height: Number(height) });
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  const jpeg = await page.screenshot({
    type: 'jpeg',
    quality: 78,
    clip: { x: 0, y: 0, width: Number(width), height: Number(height) },
  });
  writeFileSync(new URL(`${name}.jpg`, OUT), jpeg);
  console.log(name, jpeg.length);
}
await browser.close();
