// Built into index.html's head as an inline script (build/prerender-login.ts): a signed-in full navigation asks for
// the menu and its page's first rows while the HTML is still being parsed, before any script file has arrived.
import { requestPermissionsEarly } from '../api/early-permissions';
import { requestGuessedFirstPage } from './guessed-first-page';

try {
  requestPermissionsEarly();
  requestGuessedFirstPage();
} catch {
  // The boot modules ask again as if this script had not run.
}
