// The least the scanners must have done for "no finding" to mean anything, from what was planned
// (so a new route raises the bar) and an absolute minimum (so an empty plan — no OpenAPI document,
// no routes — cannot pass). Pure.

/** Absolute minimums per mode: the planned figures of the route table as it was when this was written, roughly halved. */
const MINIMUM = {
  full: { targets: 35, parameters: 75, wapitiRequests: 1000, apiRoutes: 15 },
  short: { targets: 5, parameters: 10, wapitiRequests: 100, apiRoutes: 3 },
};

/**
 * `{ figure name: floor }` for exerciseChecks. `planned` is `{ targets, parameters, apiUrls }`:
 * sqlmap's routes and marked parameters, wapiti's API start URLs.
 */
export function floorsFor(mode, planned) {
  const minimum = MINIMUM[mode];
  const targets = Math.max(minimum.targets, planned.targets);
  const parameters = Math.max(minimum.parameters, Math.floor(planned.parameters * 0.9));
  return {
    // wapiti: some ten probes per API URL at the least (each module sends several per parameter).
    'wapiti requests answered (gateway)': Math.max(minimum.wapitiRequests, planned.apiUrls * 10),
    'wapiti API routes answered (gateway)': Math.max(minimum.apiRoutes, Math.floor(planned.apiUrls * 0.8)),
    // sqlmap: every planned route to its end, nearly every parameter tested (nested JSON values
    // count on their own, an array of enums may not be marked), twenty requests per parameter at the
    // least (level 1 sends about forty).
    'sqlmap routes scanned to the end': targets,
    'sqlmap parameters tested': parameters,
    'sqlmap requests sent': parameters * 20,
    'sqlmap requests answered (gateway)': parameters * 20,
    'sqlmap routes answered (gateway)': Math.floor(targets * 0.9),
  };
}
