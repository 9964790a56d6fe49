// Seeded, randomized faults: the same seed plays the same faults in the same order with the same
// durations, so a failing run can be replayed with --seed.

/** mulberry32: a small, good-enough 32-bit PRNG; returns floats in [0, 1). */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every kind of fault the run may draw, given the deployables' names and the proxied dependencies. */
export function faultKinds(deployables, dependencies) {
  return [
    ...deployables.flatMap((name) => [
      { kind: 'kill', target: name, signal: 'SIGKILL' },
      { kind: 'kill', target: name, signal: 'SIGTERM' },
    ]),
    ...dependencies.map((target) => ({ kind: 'restart', target })),
    ...dependencies.flatMap((target) => [
      { kind: 'blackhole', target },
      { kind: 'delay', target },
    ]),
  ];
}

/** The run's faults, drawn up front from the seed: kind, target, duration and the calm after it. */
export function planFaults(random, kinds, count) {
  const between = (low, high) => Math.round(low + random() * (high - low));
  return Array.from({ length: count }, () => {
    const fault = { ...kinds[Math.floor(random() * kinds.length)] };
    if (fault.kind === 'blackhole' || fault.kind === 'delay') fault.ms = between(2000, 6000);
    if (fault.kind === 'delay') fault.delayMs = between(200, 1500);
    if (fault.kind === 'restart') fault.mode = random() < 0.5 ? 'graceful' : 'crash';
    fault.calmMs = between(1000, 3000);
    return fault;
  });
}

export function describe(fault) {
  switch (fault.kind) {
    case 'kill':
      return `${fault.signal} ${fault.target}`;
    case 'restart':
      return `restart ${fault.target} (${fault.mode})`;
    case 'blackhole':
      return `blackhole ${fault.target} ${fault.ms} ms`;
    default:
      return `delay ${fault.target} +${fault.delayMs} ms for ${fault.ms} ms`;
  }
}

/**
 * Plays one fault on the running system. `system` is @crema/testing's RunningSystem (with kill);
 * `servers` the run's own PostgreSQL, Redis and NATS; `proxies` the TCP proxies in front of them.
 */
export async function inject(fault, { system, servers, proxies }) {
  switch (fault.kind) {
    case 'kill':
      return system.kill(fault.target, fault.signal);
    case 'restart': {
      const server = servers[fault.target];
      if (fault.target === 'postgres') return server.restart(fault.mode === 'crash' ? 'immediate' : 'fast');
      return server.restart(fault.mode === 'crash' ? 'SIGKILL' : 'SIGTERM');
    }
    case 'blackhole':
      return proxies[fault.target].fault('blackhole', fault.ms);
    case 'delay':
      return proxies[fault.target].fault('delay', fault.ms, fault.delayMs);
    default:
      throw new Error(`unknown fault ${fault.kind}`);
  }
}
