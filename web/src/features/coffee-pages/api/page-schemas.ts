/**
 * The pages' schemas, imported as their answers are on the way: the route loaders that ask for a
 * page run before zod and the contracts have loaded (ADR 0037).
 */
const coffeePages = () => import('@crema/contracts/checkins/coffee-pages');

export const loadCoffeePageSchema = () => coffeePages().then((module) => module.coffeePageSchema);
export const loadRoasterPageSchema = () => coffeePages().then((module) => module.roasterPageSchema);
export const loadCafePageSchema = () => coffeePages().then((module) => module.cafePageSchema);
