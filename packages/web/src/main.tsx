// The composition root of the web app: the only place that knows which adapters run (ARCHITECTURE.md).
// A signed-out first load gets the login entry alone, small enough for a slow link (bench/README.md);
// any other, and the login once the user is in, gets the whole app as its own chunk.
import './zod-without-eval';
import { browserHoldsToken } from '@tender/infrastructure/browser-login';
import { loginEntryAddress } from './login-entry/login-entry-address';
import { startLogin } from './login-entry/start-login';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');
const loadApp = () => import('./app/start-app');

const loginAddress = loginEntryAddress(window.location, browserHoldsToken());
if (loginAddress !== null) void startLogin(rootElement, loginAddress, loadApp);
else void loadApp().then((app) => app.startApp(rootElement));
