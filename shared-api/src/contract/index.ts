/** The whole contract, schemas included: what the server imports as 'shared-api/contract'. */
export * from './public';
export * from './envelope-schemas';
export * from './auth-schemas';
export * from './member-schemas';
export * from './session-schemas';
export * from './classification-schemas';
export * from './data-overview-schemas';
export * from './search-schemas';
export * from './gazette-schemas';
export * from './account-schemas';
export * from './monitor-schemas';
export * from './archive-schemas';
export * from './notice-schemas';
export * from './ranges';
