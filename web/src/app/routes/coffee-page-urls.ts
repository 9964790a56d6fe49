import { cafePath, coffeePath, roasterPath } from '@/config/paths';

/** The first page of each coffee page's check-ins: for its screen and for its route's loader alike. */
export const coffeeCheckInsUrl = (id: number) => `/api${coffeePath(id)}/check-ins`;
export const roasterCheckInsUrl = (id: string) => `/api${roasterPath(id)}/check-ins`;
export const cafeCheckInsUrl = (id: number) => `/api${cafePath(id)}/check-ins`;
