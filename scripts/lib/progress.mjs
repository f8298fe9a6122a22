// A one-line terminal progress bar; on a non-TTY (CI logs) it prints one line per step.
export function progressBar(label, total) {
  let done = 0;
  const tty = process.stdout.isTTY;
  const draw = (note) => {
    const width = 24;
    const filled = Math.round((done / total) * width);
    const bar = '█'.repeat(filled) + '░'.repeat(width - filled);
    const line = `${label} [${bar}] ${done}/${total} ${note}`;
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
