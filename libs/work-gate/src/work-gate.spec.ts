import { concurrencyFor, WorkGate, WorkGateFullError } from './work-gate';

/** A piece of work that ends when the test says so. */
function deferred(): { promise: Promise<void>; finish: () => void; fail: (error: Error) => void } {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkGate', () => {
  it('runs at most `concurrency` pieces at once and the rest in arrival order', async () => {
    const gate = new WorkGate({ name: 'test', concurrency: 2, queueLimit: 10 });
    const pieces = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = pieces.map((piece, index) =>
      gate.run(async () => {
        started.push(index);
        await piece.promise;
        return index;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([gate.running, gate.queued]).toEqual([2, 2]);

    pieces[1]?.finish();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    pieces[0]?.finish();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    pieces[2]?.finish();
    pieces[3]?.finish();
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2, 3]);
    expect([gate.running, gate.queued]).toEqual([0, 0]);
  });

  it('refuses at once, with a Retry-After, when every slot is busy and the queue is full', async () => {
    const gate = new WorkGate({ name: 'password-hash', concurrency: 1, queueLimit: 1, retryAfterSeconds: 3 });
    const piece = deferred();
    const work = jest.fn(() => piece.promise);
    const first = gate.run(work);
    const second = gate.run(work);
    const refused = gate.run(work);
    await expect(refused).rejects.toBeInstanceOf(WorkGateFullError);
    await expect(refused).rejects.toMatchObject({ gate: 'password-hash', retryAfterSeconds: 3 });
    await tick();
    expect(work).toHaveBeenCalledTimes(1);
    piece.finish();
    await Promise.all([first, second]);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('lets a call queue less deep than the gate, so it cannot fill the room others need', async () => {
    const gate = new WorkGate({ name: 'password-hash', concurrency: 1, queueLimit: 4 });
    const piece = deferred();
    const registrations = Array.from({ length: 10 }, () =>
      gate
        .run(() => piece.promise, { queueLimit: 2 })
        .then(
          () => 'done',
          (error: unknown) => (error instanceof WorkGateFullError ? 'refused' : 'failed'),
        ),
    );
    const login = gate.run(() => Promise.resolve('signed in'));
    await tick();
    expect([gate.running, gate.queued]).toEqual([1, 3]);
    piece.finish();
    await expect(login).resolves.toBe('signed in');
    const outcomes = await Promise.all(registrations);
    expect(outcomes.filter((outcome) => outcome === 'done')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(7);
  });

  it('frees the slot of a piece that fails, and passes its error on', async () => {
    const gate = new WorkGate({ name: 'test', concurrency: 1, queueLimit: 0 });
    await expect(gate.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await expect(gate.run(() => Promise.resolve('next'))).resolves.toBe('next');
    expect(gate.running).toBe(0);
  });

  it('frees the slot of a piece that throws synchronously', async () => {
    const gate = new WorkGate({ name: 'test', concurrency: 1, queueLimit: 0 });
    await expect(
      gate.run(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(gate.running).toBe(0);
  });

  it('with a queue limit of 0 refuses everything beyond the running pieces', async () => {
    const gate = new WorkGate({ name: 'test', concurrency: 2, queueLimit: 0 });
    const piece = deferred();
    const running = [gate.run(() => piece.promise), gate.run(() => piece.promise)];
    await expect(gate.run(() => Promise.resolve())).rejects.toBeInstanceOf(WorkGateFullError);
    piece.finish();
    await Promise.all(running);
  });

  it.each([
    [{ concurrency: 0, queueLimit: 1 }],
    [{ concurrency: 1.5, queueLimit: 1 }],
    [{ concurrency: 1, queueLimit: -1 }],
  ])('refuses the nonsensical options %j', (options) => {
    expect(() => new WorkGate({ name: 'test', ...options })).toThrow(RangeError);
  });
});

describe('concurrencyFor', () => {
  it('takes a configured number as is and reads 0 as so many per core', () => {
    expect(concurrencyFor(3, 2, 8)).toBe(3);
    expect(concurrencyFor(0, 2, 2)).toBe(4);
    expect(concurrencyFor(0, 2, 1)).toBe(2);
    expect(concurrencyFor(0, 1, 2)).toBe(2);
  });
});
