/**
 * The contract as the browser sees it: constants, messages and types, and no zod. Shared
 * modules are not tree-shaken by Module Federation, so the schemas (which pull in zod) stay
 * on the server's side (`shared-api/contract`); the client gets their types only.
 */
export * from './codes';
export * from './patterns';
export * from './auth';
export * from './member';
export * from './session';
export * from './classification';
export * from './data-overview';
export * from './pictures';
export * from './search';
export * from './search-quota';
export * from './gazette';
export * from './account';
export * from './monitor';
export * from './archive';
export * from './notice';
export type * from './envelope';
export type * from './auth-schemas';
export type * from './member-schemas';
export type * from './session-schemas';
export type * from './classification-schemas';
export type * from './data-overview-schemas';
export type * from './search-schemas';
export type * from './gazette-schemas';
export type * from './account-schemas';
export type * from './monitor-schemas';
export type * from './archive-schemas';
export type * from './notice-schemas';
