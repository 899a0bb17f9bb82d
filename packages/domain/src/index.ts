// The public entry of @tender/domain. Everything other packages may use is exported here.

export * from './flow/flow-node';
export * from './flow/flow-record';
export * from './notices/notice';
export * from './projects/bid-package-group';
export * from './projects/bidding-method';
export * from './projects/project';
export * from './projects/project-file';
export * from './projects/project-state';
export * from './records/records';
export * from './session/app-module';
export * from './session/session-info';
export * from './shared/errors';
export * from './shared/filter';
export * from './shared/labels';
export * from './shared/money';
export * from './shared/paging';
