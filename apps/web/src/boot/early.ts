// The page's first script (index.html): starts what a signed-in full navigation needs before the app has loaded.
import { requestPermissionsEarly } from '../api/early-permissions';
import { startAppOfPrerenderedPage } from './start-app';

requestPermissionsEarly();
startAppOfPrerenderedPage();
