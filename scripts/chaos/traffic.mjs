// Steady traffic from several people at a fixed rate (open loop: a slow answer does not slow the
// load down), with every answer classified and every acknowledged write recorded with its id.
import { Blob } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { clearInterval, setInterval } from 'node:timers';
import sharp from 'sharp';

/** Answers a client may see by design: bad input, missing resource, conflict, rate limit. */
const DESIGNED_4XX = new Set([400, 404, 409, 413, 429]);
const BREW_METHODS = ['Pour Over', 'Espresso', 'French Press', 'AeroPress', 'Cold Brew', 'Moka Pot'];
const ROASTERS = ['Chaos Roasters', 'Partition Coffee', 'Failover Beans', 'Quorum Roastery'];
const PLACES = ['Kill Nine Café', 'Sigterm Bar', undefined];

/**
 * What the run asks of the system, with weights: reads dominate as in real use; a third of
 * check-ins carry a photo.
 */
const ACTIONS = [
  ['home feed', 16],
  ['discover feed', 8],
  ['search', 10],
  ['stats', 5],
  ['badges', 4],
  ['notifications', 6],
  ['check-in', 14],
  ['like', 18],
  ['comment', 11],
  ['follow', 8],
];

export class Traffic {
  /** Every answer: { what, status, retryAfter, ms, fault, detail }. */
  outcomes = [];
  /** Acknowledged writes, by id; tokens tie a row to the one request that wrote it. */
  acked = { checkIns: new Map(), comments: new Map(), likes: new Set(), follows: new Set() };
  /** Tokens sent (acknowledged or not): a token found twice in the database is a duplicate. */
  sent = { checkIns: 0, comments: 0 };
  fault = 'none';
  #people = [];
  #inFlight = new Set();
  #timer;
  #photo;

  constructor(baseUrl, random, { rate, people, timeoutMs }) {
    this.baseUrl = baseUrl;
    this.random = random;
    this.rate = rate;
    this.peopleCount = people;
    this.timeoutMs = timeoutMs;
    this.runId = randomBytes(3).toString('hex');
  }

  /** Registers the people and posts a first check-in each, before any fault. */
  async setup() {
    this.#photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#6f4e37' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    // Side by side: registration hashes a password, which is slow on a busy machine.
    this.#people = await Promise.all(
      Array.from({ length: this.peopleCount }, (_, index) => this.#signUp(index)),
    );
    await Promise.all(this.#people.map((person) => this.#checkIn(person, false)));
  }

  async #signUp(index) {
    const username = `chaos_${this.runId}_${index}`;
    const person = { username, cookie: undefined, id: 0 };
    const response = await this.#send(person, 'POST', '/api/register', {
      json: { username, email: `${username}@example.test`, password: `pw-${this.runId}-${index}-chaos` },
    });
    if (response.status !== 201) throw new Error(`register ${username}: HTTP ${response.status}`);
    person.id = response.body.id;
    return person;
  }

  get people() {
    return this.#people;
  }

  start() {
    this.#timer = setInterval(() => {
      const request = this.#step().catch((error) =>
        this.#record('harness', 'error', undefined, 0, String(error)),
      );
      this.#inFlight.add(request);
      request.finally(() => this.#inFlight.delete(request));
    }, 1000 / this.rate);
  }

  async stop() {
    clearInterval(this.#timer);
    await Promise.all([...this.#inFlight]);
  }

  #pick(list) {
    return list[Math.floor(this.random() * list.length)];
  }

  #action() {
    const total = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.random() * total;
    for (const [name, weight] of ACTIONS) {
      roll -= weight;
      if (roll < 0) return name;
    }
    return ACTIONS[0][0];
  }

  /** Someone else's acknowledged check-in, for likes and comments. */
  #otherCheckIn(person) {
    const candidates = [...this.acked.checkIns.entries()].filter(([, row]) => row.userId !== person.id);
    return candidates.length ? this.#pick(candidates)[0] : undefined;
  }

  async #step() {
    const person = this.#pick(this.#people);
    const action = this.#action();
    switch (action) {
      case 'home feed':
        return this.#read(person, action, '/api/check-ins?feedType=feed&filter=recent');
      case 'discover feed':
        return this.#read(person, action, '/api/check-ins?feedType=discover&filter=recent');
      case 'search':
        return this.#read(
          person,
          action,
          `/api/search?type=${this.#pick(['coffees', 'roasters', 'users'])}&query=chaos`,
        );
      case 'stats':
        return this.#read(person, action, '/api/user/stats');
      case 'badges':
        return this.#read(person, action, '/api/user/badges');
      case 'notifications':
        return this.#read(person, action, '/api/notifications');
      case 'check-in':
        return this.#checkIn(person, this.random() < 1 / 3);
      case 'like': {
        const id = this.#otherCheckIn(person);
        if (id === undefined) return undefined;
        const response = await this.#call(person, action, 'POST', `/api/check-ins/${id}/like`);
        if (response.ok) this.acked.likes.add(`${id}:${person.id}`);
        return undefined;
      }
      case 'comment': {
        const id = this.#otherCheckIn(person);
        if (id === undefined) return undefined;
        const token = `chaos comment ${this.runId}-${(this.sent.comments += 1)}`;
        const response = await this.#call(person, action, 'POST', `/api/check-ins/${id}/comments`, {
          json: { content: token },
        });
        if (response.ok)
          this.acked.comments.set(response.body.id, { token, checkInId: id, userId: person.id });
        return undefined;
      }
      case 'follow': {
        const other = this.#pick(this.#people.filter((each) => each !== person));
        const response = await this.#call(person, action, 'POST', `/api/users/${other.id}/follow`);
        if (response.ok) this.acked.follows.add(`${person.id}:${other.id}`);
        return undefined;
      }
      default:
        throw new Error(`unknown action ${action}`);
    }
  }

  #read(person, what, path) {
    return this.#call(person, what, 'GET', path);
  }

  async #checkIn(person, withPhoto) {
    const token = `chaos ${this.runId}-${(this.sent.checkIns += 1)}`;
    const form = new globalThis.FormData();
    form.append(
      'coffeeName',
      `${this.#pick(['Kayon', 'Yirgacheffe', 'Huila', 'Sidamo'])} ${this.sent.checkIns % 7}`,
    );
    form.append('roaster', this.#pick(ROASTERS));
    form.append('brewMethod', this.#pick(BREW_METHODS));
    form.append('rating', String(1 + Math.floor(this.random() * 5)));
    form.append('notes', token);
    const place = this.#pick(PLACES);
    if (place) form.append('location', place);
    if (withPhoto) form.append('photo', new Blob([this.#photo], { type: 'image/jpeg' }), 'cup.jpg');
    const response = await this.#call(
      person,
      withPhoto ? 'check-in with photo' : 'check-in',
      'POST',
      '/api/check-ins',
      {
        body: form,
      },
    );
    if (response.ok) this.acked.checkIns.set(response.body.id, { token, userId: person.id });
    return response;
  }

  /** One request, recorded whatever happens; never throws. */
  async #call(person, what, method, path, options = {}) {
    const started = Date.now();
    try {
      const response = await this.#send(person, method, path, options);
      const detail =
        response.status >= 400 ? String(response.body?.detail ?? response.text).slice(0, 160) : undefined;
      this.#record(what, response.status, response.headers.get('retry-after'), Date.now() - started, detail);
      return response;
    } catch (error) {
      const hung = error?.name === 'TimeoutError';
      this.#record(
        what,
        hung ? 'hung' : 'network',
        undefined,
        Date.now() - started,
        error?.cause?.code ?? error?.message,
      );
      return { ok: false, status: 0 };
    }
  }

  #record(what, status, retryAfter, ms, detail) {
    this.outcomes.push({ what, status, retryAfter: retryAfter ?? undefined, ms, fault: this.fault, detail });
  }

  async #send(person, method, path, { json, body } = {}) {
    const headers = { origin: this.baseUrl };
    if (person.cookie) headers.cookie = person.cookie;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: json !== undefined ? JSON.stringify(json) : body,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await response.text();
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('crema_sid='));
    if (session) person.cookie = session.split(';')[0];
    const type = response.headers.get('content-type') ?? '';
    let parsed = text;
    if (/json/.test(type) && text) parsed = JSON.parse(text);
    return { ok: response.ok, status: response.status, headers: response.headers, body: parsed, text };
  }
}

/** Sorts every answer into allowed and not allowed (invariant 3 of issue 14 §1). */
export function classify(outcomes) {
  const tally = { total: outcomes.length, ok: 0, designed4xx: 0, unavailable: 0, violations: [] };
  for (const outcome of outcomes) {
    const { status } = outcome;
    if (typeof status === 'number' && status >= 200 && status < 300) tally.ok += 1;
    else if (typeof status === 'number' && DESIGNED_4XX.has(status)) tally.designed4xx += 1;
    else if ((status === 503 || status === 504) && outcome.retryAfter) tally.unavailable += 1;
    else tally.violations.push(outcome);
  }
  return tally;
}
