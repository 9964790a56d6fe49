/**
 * The signed-in user's schema, imported when an answer needs checking: the session, login and
 * registration are part of every first screen, zod and the contracts are not (ADR 0025).
 */
export const loadSelfUserSchema = () =>
  import('@crema/contracts/identity/user').then((module) => module.selfUserSchema);
