export * from './contract/public';
export * from './client';
export * from './federation';
export * from './routes';
