import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startSystem } from '@crema/testing';
import { checkInBody, checkInForm, postCheckInForm, type CheckInCard } from './support/check-ins';
import { sql } from './support/database';
import type { ApiClient } from './support/http';
import { follow } from './support/social';
import { BOOT_TIMEOUT_MS, type RunningSystem } from './support/system';
import { signedUpClient } from './support/users';

/** Nine replacements, each waiting for a fresh process to be ready, on a busy 2-core machine. */
const RESTARTS_TIMEOUT_MS = 8 * 60_000;
const CLIENTS = 4;

interface Deployables {
  services: { name: string }[];
  workers: { name: string }[];
  gateway: { name: string };
}

const deployables = JSON.parse(
  readFileSync(path.resolve(__dirname, '..', '..', 'deploy', 'deployables.json'), 'utf8'),
) as Deployables;
const everyDeployable = [...deployables.services, ...deployables.workers, deployables.gateway].map(
  (entry) => entry.name,
);

interface Outcome {
  what: string;
  status: number | string;
  /** The deployable being replaced when the answer came. */
  during: string;
  detail?: string;
}

/**
 * Writes are spaced and capped to stay within the product's own limits: 30 check-ins an hour (the
 * default setting; one is posted before the load) and 60 comments in 10 minutes per person.
 */
const WRITE_EVERY_MS = 3_000;
const MAX_WRITES_PER_CLIENT = 25;
const TICK_MS = 150;

/**
 * One person's steady traffic until `stop` is set: the home feed, their own profile, a like and an
 * unlike of a friend's check-in, one step per tick; a check-in and a comment every WRITE_EVERY_MS.
 * Every answer is recorded.
 */
async function drive(
  client: ApiClient,
  friendCheckInId: number,
  stop: { now: boolean; replacing: string },
  outcomes: Outcome[],
  created: number[],
): Promise<void> {
  type Step = [string, () => Promise<{ status: number; body: unknown }>];
  const reads: Step[] = [
    ['home feed', () => client.get('/api/check-ins?feedType=feed&filter=recent')],
    ['like', () => client.post(`/api/check-ins/${friendCheckInId}/like`)],
    ['own profile', () => client.get('/api/user')],
    ['unlike', () => client.delete(`/api/check-ins/${friendCheckInId}/like`)],
  ];
  const writes: Step[] = [
    ['create check-in', () => postCheckInForm(client, checkInForm(checkInBody()))],
    ['comment', () => client.post(`/api/check-ins/${friendCheckInId}/comments`, { content: 'Still here' })],
  ];
  let lastWrite = Date.now();
  let writeRounds = 0;
  for (let tick = 0; !stop.now; tick += 1) {
    const writeNow = writeRounds < MAX_WRITES_PER_CLIENT && Date.now() - lastWrite >= WRITE_EVERY_MS;
    const steps = writeNow ? writes : [reads[tick % reads.length]!];
    if (writeNow) {
      lastWrite = Date.now();
      writeRounds += 1;
    }
    for (const [what, step] of steps) {
      try {
        const response = await step();
        const detail = response.status >= 400 ? (response.body as { detail?: string }).detail : undefined;
        outcomes.push({ what, status: response.status, during: stop.replacing, detail });
        if (what === 'create check-in' && response.status === 201)
          created.push((response.body as CheckInCard).id);
      } catch (error) {
        const status = error instanceof Error ? error.message : String(error);
        outcomes.push({ what, status, during: stop.replacing });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
}

/** `{ 'comment 503 while checkins: …': 2, … }`: what failed, during which replacement, how often. */
function failuresOf(outcomes: Outcome[]): Record<string, number> {
  const failures: Record<string, number> = {};
  for (const { what, status, during, detail } of outcomes) {
    if (typeof status === 'number' && status < 400) continue;
    const key = `${what} ${status} while ${during}: ${detail ?? ''}`;
    failures[key] = (failures[key] ?? 0) + 1;
  }
  return failures;
}

describe('a rolling restart of every deployable under load', () => {
  let system: RunningSystem;

  beforeAll(async () => {
    system = await startSystem({ balancer: true, env: { TRUST_PROXY: '127.0.0.1' } });
  }, BOOT_TIMEOUT_MS);

  afterAll(() => system?.stop());

  it(
    'fails no request and keeps every acknowledged check-in exactly once',
    async () => {
      const people = await Promise.all(Array.from({ length: CLIENTS }, () => signedUpClient(system.baseUrl)));
      const firstCheckIns: CheckInCard[] = [];
      for (const person of people) {
        const response = await postCheckInForm(person.client, checkInForm(checkInBody()));
        firstCheckIns.push(response.body as CheckInCard);
      }
      // Each follows the next, so home feeds and notifications have work to do.
      for (const [index, person] of people.entries()) {
        await follow(person.client, people[(index + 1) % CLIENTS]!.self.id);
      }

      const stop = { now: false, replacing: 'nothing' };
      const outcomes: Outcome[] = [];
      const created: number[] = firstCheckIns.map((card) => card.id);
      const traffic = people.map((person, index) =>
        drive(person.client, firstCheckIns[(index + 1) % CLIENTS]!.id, stop, outcomes, created),
      );
      const replaced: string[] = [];
      try {
        const writes = () => outcomes.filter(({ what }) => what === 'create check-in').length;
        for (const name of everyDeployable) {
          const [before, writesBefore] = [outcomes.length, writes()];
          stop.replacing = name;
          await system.rollingRestart(name);
          // Traffic flowed through each replacement, not only around it: reads, and a check-in of
          // every client (a quick replacement on an idle machine may otherwise see none).
          while (outcomes.length < before + 10 || writes() < writesBefore + CLIENTS)
            await new Promise((resolve) => setTimeout(resolve, 50));
          replaced.push(name);
        }
      } finally {
        stop.now = true;
        await Promise.all(traffic);
      }

      expect(replaced).toEqual(everyDeployable);
      expect(outcomes.length).toBeGreaterThan(everyDeployable.length * 10);
      expect(failuresOf(outcomes)).toEqual({});
      expect(outcomes.filter(({ what }) => what === 'create check-in').length).toBeGreaterThan(CLIENTS * 3);

      const rows = await sql<{ id: number }>(
        system.databaseUrl,
        'SELECT id FROM checkins.check_ins WHERE user_id = ANY($1::int[])',
        [people.map((person) => person.self.id)],
      );
      expect(rows.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual(
        [...created].sort((a, b) => a - b),
      );
    },
    RESTARTS_TIMEOUT_MS,
  );
});
