// Imported by the screens that show cards away from `/` (a shared check-in, a profile's or a coffee
// page's list): the cards' schema and zod then download with the screen, beside its loader's
// request, not after the loader's code has run. The home feed keeps them out of its first load and
// asks for them with its request (card-schemas.ts, ADR 0034).
import '@crema/contracts/checkins/check-in';
