import { earlyState } from './early-state';
import { readManifest } from './guessed-first-page';
import { startApp } from './start-app';

/**
 * index.html's inline list shell starts the app. Should it not have run (a policy in front of the server that refuses
 * inline scripts, a broken copy), the app still starts, without a shell.
 */
export function startAppWithoutShell(): void {
  if (earlyState().shellStarted) return;
  const manifest = readManifest();
  if (manifest) void startApp(manifest.app);
}
