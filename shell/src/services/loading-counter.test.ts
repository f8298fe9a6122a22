import type { loadingCounter as LoadingCounter } from './loading-counter';

// The counter is module state (one overlay per page): each test gets a fresh copy.
let counter: typeof LoadingCounter;
let seen: boolean[];

beforeEach(async () => {
  jest.useFakeTimers();
  await jest.isolateModulesAsync(async () => {
    ({ loadingCounter: counter } = await import('./loading-counter'));
  });
  seen = [];
  counter.subscribe((visible) => seen.push(visible));
});

afterEach(() => {
  jest.useRealTimers();
});

describe('loadingCounter', () => {
  it('is hidden until a call starts', () => {
    expect(counter.isVisible()).toBe(false);
    counter.start();
    expect(counter.isVisible()).toBe(true);
    expect(seen).toEqual([true]);
  });

  it('stays visible 199 ms after the last call ends and hides at 200 ms', () => {
    counter.start();
    counter.stop();
    expect(counter.isVisible()).toBe(true);
    jest.advanceTimersByTime(199);
    expect(counter.isVisible()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(counter.isVisible()).toBe(false);
    expect(seen).toEqual([true, false]);
  });

  it('stays up while overlapping calls are in flight', () => {
    counter.start();
    counter.start();
    counter.stop();
    jest.advanceTimersByTime(1000);
    expect(counter.isVisible()).toBe(true);
    counter.stop();
    jest.advanceTimersByTime(199);
    expect(counter.isVisible()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(counter.isVisible()).toBe(false);
    // One show and one hide for the whole burst: no flicker.
    expect(seen).toEqual([true, false]);
  });

  it('a call starting during the close delay keeps the overlay up', () => {
    counter.start();
    counter.stop();
    jest.advanceTimersByTime(150);
    counter.start();
    jest.advanceTimersByTime(500);
    expect(counter.isVisible()).toBe(true);
    counter.stop();
    jest.advanceTimersByTime(200);
    expect(counter.isVisible()).toBe(false);
    expect(seen).toEqual([true, false]);
  });

  it('an extra stop neither goes below zero nor closes the overlay over a later call', () => {
    counter.start();
    counter.stop();
    counter.stop();
    jest.advanceTimersByTime(100);
    counter.start();
    jest.advanceTimersByTime(1000);
    expect(counter.isVisible()).toBe(true);
    counter.stop();
    jest.advanceTimersByTime(200);
    expect(counter.isVisible()).toBe(false);
  });

  it('unsubscribed listeners are not told', () => {
    const listener = jest.fn();
    const unsubscribe = counter.subscribe(listener);
    unsubscribe();
    counter.start();
    expect(listener).not.toHaveBeenCalled();
  });
});
