export { createTestDatabase, type TestDatabase } from './test-database';
export { createMigratedTestDatabase, type MigratedTestDatabase } from './migrated-database';
export { startNatsServer, type TestNatsServer, type TestNatsServerOptions } from './nats-server';
export { containerRuntimeAvailable } from './containers';
export { freePort } from './free-port';
export { canConnect, isReachable } from './tcp-probe';
export { uniqueName, uniqueRedisPrefix } from './unique-name';
export { startSystem, type RunningSystem, type StartSystemOptions } from './launcher';
export { eventually } from './eventually';
