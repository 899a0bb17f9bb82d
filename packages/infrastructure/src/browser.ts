// @tender/infrastructure/browser: the web app's container module and its storage binding.
export { bindBrowserStorage } from './containers/bind-browser-storage';
export { type BrowserConfig, browserModule } from './containers/browser-module';
