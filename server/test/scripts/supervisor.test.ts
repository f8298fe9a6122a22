import { EventEmitter } from 'node:events';
import { supervise, type SupervisedChild } from '../../../scripts/lib/supervisor.mjs';

/**
 * `npm start` restarts a remote's server (or the API) that dies (issue 11): with a line in
 * the terminal, after a growing back-off, giving up on a child that keeps dying at once.
 */
const GRACE = 300;

class FakeChild extends EventEmitter implements SupervisedChild {
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  killedWith: NodeJS.Signals | null = null;
  die(code: number | null, signal: NodeJS.Signals | null = null) {
    this.exitCode = code;
    this.signalCode = signal;
    this.emit('exit', code, signal);
  }
  /** exits, and the supervisor's shutdown grace passes */
  crash(
    h: { advance: (ms: number) => void },
    code: number | null,
    signal: NodeJS.Signals | null = null,
  ) {
    this.die(code, signal);
    h.advance(GRACE);
  }
  kill(signal: NodeJS.Signals = 'SIGTERM') {
    this.killedWith = signal;
    return true;
  }
}

function harness() {
  let clock = 0;
  const timers: { at: number; run: () => void }[] = [];
  const lines: string[] = [];
  const children: FakeChild[] = [];
  const supervised = supervise(
    'mfe-news',
    () => {
      const child = new FakeChild();
      children.push(child);
      return child;
    },
    {
      log: (line) => lines.push(line),
      now: () => clock,
      setTimer: (run, ms) => {
        const timer = { at: clock + ms, run };
        timers.push(timer);
        return timer;
      },
      clearTimer: (timer) => timers.splice(timers.indexOf(timer as never), 1),
    },
  );
  /** Moves the clock, running the timers that fall due. */
  const advance = (ms: number) => {
    clock += ms;
    for (const due of timers.filter((t) => t.at <= clock)) {
      timers.splice(timers.indexOf(due), 1);
      due.run();
    }
  };
  const last = () => children[children.length - 1]!;
  return { supervised, lines, children, timers, advance, last };
}

it('restarts a child that dies, after 1 s, and says so', () => {
  const h = harness();
  h.advance(60_000);
  h.last().crash(h, null, 'SIGKILL');
  expect(h.lines).toEqual(['mfe-news 的服务已退出（信号 SIGKILL），1 秒后重启']);
  h.advance(999);
  expect(h.children).toHaveLength(1);
  h.advance(1);
  expect(h.children).toHaveLength(2);
  expect(h.lines[1]).toBe('mfe-news 已重启');
});

it('backs off 1, 2, 4, 8 s on quick failures, then gives up with a clear line', () => {
  const h = harness();
  for (const delay of [1_000, 2_000, 4_000, 8_000]) {
    h.last().crash(h, 1);
    expect(h.lines.at(-1)).toBe(`mfe-news 的服务已退出（代码 1），${delay / 1000} 秒后重启`);
    h.advance(delay);
  }
  h.last().crash(h, 1);
  expect(h.lines.at(-1)).toMatch(/已连续 5 次在启动后很快退出，不再重启/);
  h.advance(600_000);
  expect(h.children).toHaveLength(5);
});

it('starts counting again after a run that lasted', () => {
  const h = harness();
  h.last().crash(h, 1);
  h.advance(1_000);
  h.last().crash(h, 1);
  h.advance(2_000);
  h.advance(60_000);
  h.last().crash(h, 137);
  expect(h.lines.at(-1)).toBe('mfe-news 的服务已退出（代码 137），1 秒后重启');
});

it('takes an exit just before the stack stops (Ctrl-C reaches all at once) for the shutdown', () => {
  const h = harness();
  h.last().die(0);
  h.supervised.stop();
  h.advance(60_000);
  expect(h.lines).toEqual([]);
  expect(h.children).toHaveLength(1);
});

it('does not restart what the stack stops, and cancels a pending restart', () => {
  const h = harness();
  h.supervised.stop();
  expect(h.last().killedWith).toBe('SIGTERM');
  h.last().die(null, 'SIGTERM');
  expect(h.lines).toEqual([]);

  const pending = harness();
  pending.last().crash(pending, 1);
  pending.supervised.stop();
  pending.advance(60_000);
  expect(pending.children).toHaveLength(1);
});
