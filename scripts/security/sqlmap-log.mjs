// Reads what one sqlmap run did from its console log and its traffic file (-t): which parameters it
// tested, which it found injectable, whether it finished, and how many requests it sent. Pure.

// sqlmap's own words for a parameter (`URI parameter '#1*'`, `(custom) POST parameter 'JSON content'`,
// `Cookie parameter 'crema_sid'`, and at level 3 the headers: `parameter 'User-Agent'`).
const PARAMETER = String.raw`((?:\(custom\) )?(?:[A-Za-z-]+ )?parameter '[^']+')`;
const TESTING = new RegExp(String.raw`testing for SQL injection on ${PARAMETER}`, 'g');
const NOT_INJECTABLE = new RegExp(String.raw`${PARAMETER} does not seem to be injectable`, 'g');
// "… parameter 'id' is 'PostgreSQL AND boolean-based blind …' injectable" (or "appears to be").
const INJECTABLE = new RegExp(String.raw`${PARAMETER} (?:is|appears to be) '([^']+)' injectable`, 'g');
// sqlmap's verdict block once it confirmed a point: "Parameter: #1* (URI)" then "Type: …" lines.
const CONFIRMED = /^Parameter: (.+)$/gm;

/**
 * `{ tested, injectable, confirmed, finished, critical }`: tested parameters (sqlmap's labels),
 * injectable ones with their technique, the points of sqlmap's final "identified the following
 * injection point(s)" block, whether it reached its end, and its CRITICAL lines (e.g. a refused
 * connection), which mean the target was not really tested.
 */
export function parseSqlmapLog(text) {
  const tested = new Set([...text.matchAll(TESTING)].map((match) => match[1]));
  for (const match of text.matchAll(NOT_INJECTABLE)) tested.add(match[1]);
  const injectable = [...text.matchAll(INJECTABLE)].map((match) => ({
    parameter: match[1],
    technique: match[2],
  }));
  for (const { parameter } of injectable) tested.add(parameter);
  const identified = text.includes('sqlmap identified the following injection point');
  const confirmed = identified ? [...text.matchAll(CONFIRMED)].map((match) => match[1].trim()) : [];
  const critical = text
    .split('\n')
    .filter((line) => line.includes('[CRITICAL]'))
    .map((line) => line.replace(/^.*\[CRITICAL\] /, '').trim());
  return {
    tested: [...tested],
    injectable,
    confirmed,
    finished: /\[\*\] ending @/.test(text),
    critical,
  };
}

/** How many HTTP requests a traffic file (-t) records. */
export function countTrafficRequests(text) {
  return (text.match(/^HTTP request \[#\d+\]:/gm) ?? []).length;
}

/** The status of the first answer in a traffic file: what the unmodified request got. */
export function firstStatus(traffic) {
  const match = /^HTTP response \[#1\] \((\d{3})/m.exec(traffic);
  return match ? Number(match[1]) : undefined;
}
