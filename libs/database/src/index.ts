export { createServiceDataSource, type ServiceDataSourceOptions } from './data-source';
export { ensureDatabase, ensureExtension, pendingMigrations, runMigrations, schemaDrift } from './migrations';
export { isForeignKeyViolation, nullIfReferenceGone, uniqueViolationConstraint } from './query-errors';
export { migrateServiceSchema } from './migrate-command';
export { UserTombstones } from './user-tombstones';
