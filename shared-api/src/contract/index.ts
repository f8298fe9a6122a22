export * from './codes';
export * from './envelope';
export * from './patterns';
export * from './auth';
export * from './member';
export * from './session';
