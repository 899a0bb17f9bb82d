// @tender/infrastructure: adapters that run anywhere (HTTP over axios, the server clock, localStorage stores
// over any Storage) and the shared binding functions. Node-only adapters are in './node', the browser
// container in './browser', the in-memory container in './in-memory'.

export { bindHttpAdapters } from './containers/bind-http-adapters';
export { bindSignInFeed } from './containers/bind-sign-in-feed';
export { bindUseCases } from './containers/bind-use-cases';
export type { InfrastructureConfig } from './containers/infrastructure-config';
export { HttpClientsToken } from './containers/infrastructure-tokens';
export { type AbpEnvelope, type AbpErrorInfo, errorFromReply, isAbpEnvelope } from './http/abp-envelope';
export { HttpAuditTrail } from './http/http-audit-trail';
export { HttpAuthGateway } from './http/http-auth-gateway';
export { HttpClient, type HttpClientOptions, type RequestOptions, TENANT_HEADER } from './http/http-client';
export { createHttpClients, type HttpClients, type HttpClientsConfig } from './http/http-clients';
export { HttpCompanyRepository } from './http/http-company-repository';
export {
  type HttpEventListener,
  type HttpEventMap,
  type HttpEventName,
  HttpEvents,
} from './http/http-events';
export { HttpFileStorage } from './http/http-file-storage';
export { HttpFlowCirculation } from './http/http-flow-circulation';
export { HttpFlowNodeRepository } from './http/http-flow-node-repository';
export { HttpFlowRecordRepository } from './http/http-flow-record-repository';
export { HttpFlowTemplateRepository } from './http/http-flow-template-repository';
export { HttpModuleRepository } from './http/http-module-repository';
export { HttpNoticeRepository } from './http/http-notice-repository';
export { HttpObjectionLog } from './http/http-objection-log';
export { HttpProjectDeadlinesSource } from './http/http-project-deadlines-source';
export { HttpProjectRepository } from './http/http-project-repository';
export { HttpRoleRepository } from './http/http-role-repository';
export { HttpServerClock, type ServerClockOptions, serverTimeOf } from './http/http-server-clock';
export { HttpSessionGateway } from './http/http-session-gateway';
export { HttpStaffDirectory } from './http/http-staff-directory';
export { HttpUserRepository } from './http/http-user-repository';
export { HttpWorkflowEngine } from './http/http-workflow-engine';
export { type ServiceUrls, type ServiceUrlsConfig, serviceUrls } from './http/service-urls';
export { type KeyValueStorage, MemoryStorage } from './storage/key-value-storage';
export { LocalStorageSettingsStore } from './storage/local-storage-settings-store';
export { LocalStorageTokenStore } from './storage/local-storage-token-store';
export {
  type SignInFeedOptions,
  signInListRequest,
  type WebSocketLike,
  WebSocketSignInFeed,
} from './ws/web-socket-sign-in-feed';
