/** Delay before a failed event is offered again: doubling from `baseMs`, capped at `maxMs`. */
export function retryDelayMs(deliveryCount: number, baseMs: number, maxMs: number): number {
  const exponent = Math.max(0, deliveryCount - 1);
  return Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 30));
}

/** Multiple filter subjects on one consumer need nats-server 2.10 or newer. */
export function supportsMultipleFilters(serverVersion: string | undefined): boolean {
  const [major = 0, minor = 0] = (serverVersion ?? '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
  return major > 2 || (major === 2 && minor >= 10);
}

/**
 * The consumer's subject filter. Older servers take a single filter only: there the longest
 * common prefix of the subjects (`evt.identity.user.>`) narrows delivery, and events of other
 * subjects that still arrive are terminated for this consumer.
 */
export function consumerFilter(
  subjects: readonly string[],
  multipleAllowed: boolean,
): { filter_subject: string } | { filter_subjects: string[] } {
  const unique = [...new Set(subjects)];
  if (unique.length === 0) throw new Error('A durable consumer needs at least one event');
  if (unique.length === 1) return { filter_subject: unique[0] as string };
  if (multipleAllowed) return { filter_subjects: unique };
  const tokens = unique.map((subject) => subject.split('.'));
  const first = tokens[0] as string[];
  const common: string[] = [];
  for (const [index, token] of first.entries()) {
    if (!tokens.every((other) => other[index] === token)) break;
    common.push(token);
  }
  return { filter_subject: [...common, '>'].join('.') };
}
