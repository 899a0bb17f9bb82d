// @tender/domain/testing: builders and in-memory ports for tests and Storybook. Never used by production code.
export * from './builders';
export * from './in-memory-projects';
export * from './in-memory-session';
export * from './objection-builders';
