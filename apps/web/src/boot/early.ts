// The page's first script (index.html): starts what a signed-in full navigation needs before the app has loaded.
import { requestPermissionsEarly } from '../api/early-permissions';
import { ensureFileAccess } from '../api/file-access';
import { queuePrerenderedSubmit } from '../app/prerendered';
import { startAppWithoutShell } from './list-shell-fallback';
import { startAppOfPrerenderedPage } from './start-app';

queuePrerenderedSubmit();
requestPermissionsEarly();
ensureFileAccess();
startAppOfPrerenderedPage();
startAppWithoutShell();
