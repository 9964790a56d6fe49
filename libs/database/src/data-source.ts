import { DataSource, type MixedList, type EntitySchema } from 'typeorm';

export interface ServiceDataSourceOptions {
  /** postgres://… of the shared database. */
  url: string;
  /** The service's own schema; its tables and its migrations table live there and nowhere else. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  /** Connection pool size per process. */
  poolSize?: number;
}

/** A TypeORM data source bound to one service schema. Schema changes go through migrations only. */
export function createServiceDataSource(options: ServiceDataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    // Failed queries are reported by the callers; TypeORM's own logging would print their parameters (hashes).
    logging: false,
    extra: { max: options.poolSize ?? 10 },
  });
}
