/**
 * The built-in layout's style sheet (inline: the site's policy allows inline styles, and a page then needs no second
 * request). Colours keep a 4.5:1 contrast on their backgrounds; below 900 px the navigation folds behind its button
 * (once `site.js` runs: without it the navigation stays open), below 640 px grids become one column.
 */
export const SITE_STYLE = `<style>
:root{--c:#1d4ed8;--c-dark:#1e3a8a;--c-soft:#eff4ff;--ink:#1f2937;--muted:#4b5563;--line:#e5e7eb;--bg:#f5f7fa}
*{box-sizing:border-box}
body{margin:0;font:16px/1.7 system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:var(--ink);background:#fff}
a{color:var(--c)}a:hover{color:var(--c-dark)}img{max-width:100%;height:auto}
h1,h2,h3{line-height:1.35}h2{font-size:22px;margin:32px 0 14px}h3{font-size:18px}
.wrap{max-width:1200px;margin:0 auto;padding:0 24px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.skip{position:absolute;left:-9999px;top:8px;z-index:100;background:#fff;padding:8px 14px;border-radius:6px}.skip:focus{left:8px}
.site-header{background:#fff;border-bottom:1px solid var(--line);position:sticky;top:0;z-index:50}
.bar{display:flex;align-items:center;gap:24px;min-height:64px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:19px;color:var(--ink);text-decoration:none;white-space:nowrap}
.brand svg,.brand img{width:32px;height:32px;flex:none}
.site-nav{flex:1}.site-nav ul{list-style:none;margin:0;padding:0}.site-nav>ul{display:flex;flex-wrap:wrap}
.site-nav li{position:relative}.site-nav a{display:block;padding:20px 12px;color:var(--ink);text-decoration:none}
.site-nav a:hover,.site-nav a[aria-current=page]{color:var(--c)}
.site-nav .sub{display:none;position:absolute;left:0;top:100%;min-width:190px;background:#fff;border:1px solid var(--line);border-radius:8px;box-shadow:0 10px 28px rgba(15,23,42,.1);padding:6px 0}
.site-nav .sub a{padding:8px 18px;white-space:nowrap}.site-nav li:hover>.sub,.site-nav li:focus-within>.sub{display:block}
.site-nav{order:1}.lang{order:2;font-size:14px;text-decoration:none;border:1px solid #cbd2db;border-radius:16px;padding:3px 12px;color:var(--ink);white-space:nowrap}
.nav-toggle{display:none;font:inherit;font-size:15px;background:#fff;border:1px solid #cbd2db;border-radius:6px;padding:5px 14px;color:var(--ink)}
main{display:block;min-height:55vh}main.page{padding-top:32px;padding-bottom:56px}
main.page>h1:first-child,main.page>style+h1{font-size:30px;margin:0 0 18px}
.muted{color:var(--muted);font-size:14px}
.btn{display:inline-block;background:var(--c);color:#fff;border:1px solid var(--c);border-radius:6px;padding:8px 20px;font:inherit;font-size:15px;line-height:1.5;text-decoration:none;cursor:pointer}
.btn:hover{background:var(--c-dark);border-color:var(--c-dark);color:#fff}.btn.ghost{background:#fff;color:var(--c)}.btn.ghost:hover{background:var(--c-soft)}
input,select,textarea{font:inherit;font-size:15px;color:var(--ink);padding:7px 10px;border:1px solid #9aa4b2;border-radius:6px;background:#fff;max-width:100%}
button{font:inherit}
.search{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 20px;align-items:center}.search input[type=search],.search input[name=q]{flex:1 1 220px;max-width:420px}
ul.rows{list-style:none;padding:0;margin:0}ul.rows li{padding:12px 0;border-bottom:1px solid var(--line)}
.pager{display:flex;flex-wrap:wrap;gap:16px;align-items:center;margin-top:24px}
dl.fields{display:grid;grid-template-columns:160px minmax(0,1fr);gap:8px 16px}dl.fields dt{color:var(--muted)}dl.fields dd{margin:0;overflow-wrap:anywhere}
.rich{overflow-wrap:anywhere}.rich img,.rich video,.rich iframe{display:block;max-width:100%;height:auto;border-radius:6px}
.rich table{display:block;max-width:100%;overflow-x:auto;border-collapse:collapse;margin:12px 0}.rich th,.rich td{border:1px solid var(--line);padding:6px 10px;text-align:left}
.rich pre{overflow-x:auto;background:var(--bg);padding:12px;border-radius:6px}
.rich video{width:100%;max-width:720px;aspect-ratio:16/9;background:#000;margin:12px 0}.rich th{background:var(--bg)}.rich td>p,.rich th>p{margin:0}
.scroll{position:relative;max-width:100%;overflow-x:auto}
.notice{padding:10px 14px;border-radius:6px;margin-bottom:16px}.notice.ok{background:#f0fdf4;border:1px solid #86efac}.notice.err{background:#fef2f2;border:1px solid #fca5a5}
.field-error{display:block;color:#b91c1c;font-size:14px;margin-top:4px}[aria-invalid=true]{border-color:#dc2626}
.preview{background:#fffbe6;border-bottom:1px solid #ffe58f;color:#613400;text-align:center;padding:6px}
.site-footer{background:#111827;color:#d1d5db;font-size:14px;margin-top:0}.site-footer a{color:#e5e7eb}
.site-footer .cols{display:grid;grid-template-columns:2fr 1fr 1fr;gap:32px;padding-top:40px;padding-bottom:32px}
.site-footer h2{font-size:15px;color:#fff;margin:0 0 12px}.site-footer ul{list-style:none;margin:0;padding:0}.site-footer li{margin:6px 0}
.site-footer .f-brand{font-size:18px;font-weight:700;color:#fff;margin:0 0 8px}
.legal{border-top:1px solid #374151;padding-top:16px;padding-bottom:24px;color:#c4c9d2;display:flex;flex-wrap:wrap;gap:6px 18px}
@media (max-width:900px){
.bar{flex-wrap:wrap;gap:10px 16px;min-height:56px;padding-top:8px;padding-bottom:8px}
.nav-toggle{display:inline-block;order:3}.brand{flex:1 1 0;min-width:0}.brand span{min-width:0;overflow:hidden;text-overflow:ellipsis}
.site-nav{flex-basis:100%;order:5}.site-nav>ul{flex-direction:column;padding-bottom:8px}.site-nav a{padding:9px 2px}
.site-nav .sub{display:block;position:static;border:0;box-shadow:none;padding:0 0 0 16px;min-width:0}
.js .site-nav{display:none}.js .site-nav.open{display:block}
}
@media (max-width:640px){.wrap{padding:0 16px}.bar{gap:8px}.brand{font-size:16px;gap:8px;white-space:normal;line-height:1.25}.brand svg,.brand img{width:28px;height:28px}.lang{padding:3px 10px}.nav-toggle{padding:5px 10px}main.page>h1:first-child,main.page>style+h1{font-size:25px}
dl.fields{grid-template-columns:1fr;gap:2px}dl.fields dd{margin-bottom:10px}.site-footer .cols{grid-template-columns:1fr;gap:20px}}
</style>`;
