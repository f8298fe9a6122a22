/** The bar itself: `width` cells, filled in proportion to done/total. */
export function barText(done, total, width = 24) {
  const filled = Math.round((Math.min(done, total) / Math.max(1, total)) * width);
  return '█'.repeat(filled) + '░'.repeat(width - filled);
}

// A one-line terminal progress bar; on a non-TTY (CI logs) it prints one line per step.
export function progressBar(label, total) {
  let done = 0;
  const tty = process.stdout.isTTY;
  const draw = (note) => {
    const line = `${label} [${barText(done, total)}] ${done}/${total} ${note}`;
    if (tty) process.stdout.write(`\r\x1b[K${line}`);
    else console.log(line);
  };
  draw('');
  return {
    tick(note = '') {
      done += 1;
      draw(note);
      if (done === total && tty) process.stdout.write('\n');
    },
  };
}
