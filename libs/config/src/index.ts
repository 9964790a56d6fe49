export { EnvError, loadEnv } from './env';
export * from './schemas';
