/**
 * The same server and credentials as `url`, on the `postgres` maintenance database: where to
 * create a database that does not exist yet, and where cluster-wide work (roles) takes its locks.
 */
export function maintenanceUrl(url: string): string {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  return maintenance.toString();
}
