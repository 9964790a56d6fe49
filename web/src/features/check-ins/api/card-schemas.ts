/**
 * The schemas of a card and of its like and save answers, imported when an answer needs checking:
 * the cards are on a member's first screen, zod and the contracts' schemas are not (ADR 0025).
 */
const loadCheckInContract = () => import('@crema/contracts/checkins/check-in');

export const loadCheckInCardSchema = () => loadCheckInContract().then((module) => module.checkInCardSchema);
export const loadLikeStateSchema = () => loadCheckInContract().then((module) => module.likeStateSchema);
export const loadSaveStateSchema = () => loadCheckInContract().then((module) => module.saveStateSchema);
