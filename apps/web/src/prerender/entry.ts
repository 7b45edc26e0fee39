// Build time only: what the build prerenders into the pages (build/prerender-login.ts), from one SSR bundle.
export { listShellManifest } from './list-shells';
export { renderLoginScreen } from './login-screen';
