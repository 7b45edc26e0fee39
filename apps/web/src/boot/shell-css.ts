/** The list shell's layout, as BasicLayout.module.css places the real one (antd's stylesheet styles the rest). */
export const SHELL_CSS = `
#list-shell{position:fixed;inset:0;z-index:1500;overflow:hidden;background:#f0f2f5}
#list-shell .shell-root{min-height:100vh}
#list-shell .shell-sider{position:fixed;inset:0 auto 0 0;z-index:20;flex:0 0 208px;width:208px;min-width:208px;max-width:208px;overflow:hidden}
#list-shell .shell-logo{display:flex;align-items:center;gap:10px;height:64px;padding:0 20px;overflow:hidden;white-space:nowrap;color:#fff}
#list-shell .shell-logo img{width:32px;height:32px;flex:none}
#list-shell .shell-logo span{font-size:17px;font-weight:600}
#list-shell .shell-header{height:64px;padding:0;background:#fff;box-shadow:0 1px 4px rgba(0,21,41,.08);position:sticky;top:0;z-index:10}
#list-shell .shell-tabs{background:#fff;padding:6px 24px 0;margin:0}
#list-shell .shell-content{padding:16px 24px 0;min-width:0}
#list-shell .shell-breadcrumb{margin-bottom:16px}
#list-shell .shell-search{height:32px}
#list-shell .shell-toolbar{height:32px;margin:16px 0}
#list-shell .shell-aside{min-height:200px}
#list-shell .shell-icon{display:inline-block;width:14px;height:14px}
`;
