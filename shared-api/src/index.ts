export * from './contract';
export * from './client';
export * from './federation';
export * from './routes';
