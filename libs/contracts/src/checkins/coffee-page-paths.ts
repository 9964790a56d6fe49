/**
 * The paths of the coffee, roaster and café pages, shared by the gateway (Link headers) and the web
 * (links). A module without schemas, so the web's first screen can link to them without zod.
 */
export const coffeePagePaths = {
  coffee: (id: number) => `/coffees/${id}`,
  roaster: (id: string) => `/roasters/${encodeURIComponent(id)}`,
  cafe: (id: number) => `/cafes/${id}`,
} as const;
