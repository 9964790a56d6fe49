export { createServiceDataSource, type ServiceDataSourceOptions } from './data-source';
export { ensureDatabase, runMigrations, schemaDrift } from './migrations';
