import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import { defineJob } from './job-definition';
import { JobRegistry } from './job-registry';

const greet = defineJob('mail', 'greet', z.object({ name: z.string() }));
const remind = defineJob('mail', 'remind', z.object({ at: z.number() }));
const noop = (): Promise<void> => Promise.resolve();
const context = { id: 'job-1', createdAt: 0, attemptsMade: 0 };

describe('JobRegistry', () => {
  it('refuses to boot while a declared job has no handler, naming it', () => {
    const registry = new JobRegistry('mail', [greet, remind]).on(greet, noop);
    expect(() => registry.assertComplete()).toThrow('Queue "mail" has no handler for job(s): remind');
    registry.on(remind, noop);
    expect(() => registry.assertComplete()).not.toThrow();
  });

  it('refuses jobs of another queue, undeclared jobs and a second handler', () => {
    const other = defineJob('ocr', 'read', z.object({}));
    expect(() => new JobRegistry('mail', [greet, other])).toThrow('do not belong to queue "mail"');
    const registry = new JobRegistry('mail', [greet]);
    expect(() => registry.on(remind, noop)).toThrow('not declared');
    registry.on(greet, noop);
    expect(() => registry.on(greet, noop)).toThrow('already has a handler');
  });

  it('hands the parsed payload and context to the handler', async () => {
    const handler = jest.fn(noop);
    const registry = new JobRegistry('mail', [greet]).on(greet, handler);
    await registry.dispatch('greet', { name: 'Ada' }, context);
    expect(handler).toHaveBeenCalledWith({ name: 'Ada' }, context);
  });

  it('fails malformed payloads and unknown job names without retries', async () => {
    const registry = new JobRegistry('mail', [greet]).on(greet, noop);
    await expect(registry.dispatch('greet', { name: 42 }, context)).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
    await expect(registry.dispatch('shout', {}, context)).rejects.toBeInstanceOf(UnrecoverableError);
  });
});
