export { EnvError, loadEnv } from './env';
export * from './schemas';
export * from './actor-keys';
