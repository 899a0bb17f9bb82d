// @tender/infrastructure/node: the CLI's container module and the 0600-file stores (node:fs).
export { bindNodeStorage, type NodeStorageOptions } from './containers/bind-node-storage';
export { type NodeConfig, nodeModule } from './containers/node-module';
export { FileSettingsStore } from './storage/file-settings-store';
export { type FileStoreOptions, FileTokenStore } from './storage/file-token-store';
export { PrivateJsonFile, tenderConfigDir } from './storage/private-json-file';
export { nodeWebSocket } from './ws/node-web-socket';
