// Keeps one child of the local stack running: when it dies on its own (not because the stack is
// stopping), says so in the terminal and starts it again after a back-off, so one crash does not
// leave a remote (or the API) gone until the next `npm start`. A child that keeps dying right
// after it starts is given up on, with a line saying why, instead of looping forever.

/** Delays double from firstDelayMs for each quick failure in a row, up to maxDelayMs. */
export const DEFAULT_POLICY = {
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  /** a run shorter than this counts as a quick failure */
  stableAfterMs: 30_000,
  /** give up after this many quick failures in a row */
  maxQuickFailures: 5,
  /**
   * Ctrl-C (or a kill of the whole process group) reaches the children and this process at
   * once; a child may exit before our own signal handler has called stop(). Waiting this long
   * before judging an exit keeps a shutdown from being reported (and restarted) as a crash.
   */
  shutdownGraceMs: 300,
};

const how = (code, signal) => (signal ? `信号 ${signal}` : `代码 ${code}`);
const seconds = (ms) => `${Number((ms / 1000).toFixed(1))} 秒`;

/**
 * Starts `start()` (which returns a ChildProcess-like object: an EventEmitter with `exit`,
 * `exitCode`, `signalCode` and `kill`) and restarts it when it exits. `stop()` ends it for good.
 */
export function supervise(name, start, options = {}) {
  const policy = { ...DEFAULT_POLICY, ...options.policy };
  const log = options.log ?? ((line) => console.error(line));
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? setTimeout;
  const clearTimer = options.clearTimer ?? clearTimeout;

  let child = null;
  let startedAt = 0;
  let quickFailures = 0;
  let timer = null;
  let stopped = false;

  function launch() {
    startedAt = now();
    child = start();
    child.on('exit', onExit);
  }

  function onExit(code, signal) {
    const ranFor = now() - startedAt;
    timer = setTimer(() => {
      timer = null;
      if (!stopped) restartAfterExit(code, signal, ranFor);
    }, policy.shutdownGraceMs);
  }

  function restartAfterExit(code, signal, ranFor) {
    quickFailures = ranFor >= policy.stableAfterMs ? 1 : quickFailures + 1;
    if (quickFailures >= policy.maxQuickFailures) {
      log(
        `${name} 的服务已退出（${how(code, signal)}），已连续 ${quickFailures} 次在启动后很快退出，` +
          '不再重启；请查看上面的错误，修复后重新运行 npm start',
      );
      return;
    }
    const delay = Math.min(policy.firstDelayMs * 2 ** (quickFailures - 1), policy.maxDelayMs);
    log(`${name} 的服务已退出（${how(code, signal)}），${seconds(delay)}后重启`);
    timer = setTimer(() => {
      timer = null;
      if (stopped) return;
      launch();
      log(`${name} 已重启`);
    }, delay);
  }

  launch();
  return {
    get child() {
      return child;
    },
    stop() {
      stopped = true;
      if (timer) clearTimer(timer);
      timer = null;
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}
