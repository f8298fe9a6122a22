/**
 * A terminal progress bar with rate and time left. On a TTY it redraws one line; in a log
 * (CI, a pipe) it prints a line every 10 % so the log stays readable.
 */
export interface ProgressBar {
  update(done: number, total?: number): void;
  finish(): void;
}

const WIDTH = 30;

export function progressBar(label: string, unit = '条'): ProgressBar {
  const started = Date.now();
  const tty = Boolean(process.stdout.isTTY);
  let lastDecile = -1;
  let total = 0;
  let done = 0;
  const line = () => {
    const share = total > 0 ? Math.min(1, done / total) : 0;
    const filled = Math.round(share * WIDTH);
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    const left = rate > 0 ? Math.ceil((total - done) / rate) : 0;
    return (
      `${label} [${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}] ` +
      `${(share * 100).toFixed(0)}% ${done}/${total} ${unit} · ${rate} ${unit}/秒 · 剩余 ${left} 秒`
    );
  };
  return {
    update(nextDone, nextTotal) {
      done = nextDone;
      if (nextTotal !== undefined) total = nextTotal;
      if (tty) {
        process.stdout.write(`\r\x1b[K${line()}`);
        return;
      }
      const decile = total > 0 ? Math.floor((done / total) * 10) : 0;
      if (decile !== lastDecile) {
        lastDecile = decile;
        console.log(line());
      }
    },
    finish() {
      if (tty) process.stdout.write(`\r\x1b[K${line()}\n`);
    },
  };
}
