// Build time only: what the build prerenders into the pages (build/prerender-login.ts), from one SSR bundle.
export { listShellManifest, listShellSamples } from './list-shells';
export { renderLoginScreen } from './login-screen';
