import { InProgressMessages } from './in-progress-messages';

describe('InProgressMessages', () => {
  let now = 0;
  let messages: InProgressMessages;
  const message = () => ({ working: jest.fn<void, []>() });

  beforeEach(() => {
    jest.useFakeTimers();
    now = 0;
    messages = new InProgressMessages(1000, 5000, () => now);
  });
  afterEach(() => {
    messages.stop();
    jest.useRealTimers();
  });

  it('reports every held message as in progress each interval, until it is released', () => {
    const first = message();
    const second = message();
    messages.hold(first);
    messages.hold(second);

    jest.advanceTimersByTime(1000);
    expect(first.working).toHaveBeenCalledTimes(1);
    expect(second.working).toHaveBeenCalledTimes(1);

    messages.release(first);
    jest.advanceTimersByTime(2000);
    expect(first.working).toHaveBeenCalledTimes(1);
    expect(second.working).toHaveBeenCalledTimes(3);
  });

  it('stops reporting a message held longer than the limit, so its event can go elsewhere', () => {
    const stuck = message();
    messages.hold(stuck);
    now = 5000;
    messages.report();
    expect(stuck.working).toHaveBeenCalledTimes(1);

    now = 5001;
    messages.report();
    now = 9000;
    messages.report();
    expect(stuck.working).toHaveBeenCalledTimes(1);
  });

  it('reports nothing once stopped', () => {
    const held = message();
    messages.hold(held);
    messages.stop();
    jest.advanceTimersByTime(5000);
    expect(held.working).not.toHaveBeenCalled();
  });
});
