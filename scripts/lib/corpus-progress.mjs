// While the server builds the generated corpus (first start), draws its progress from the
// home page's class-count call, the same figures the page's progress bar shows.
import { barText } from './progress.mjs';

const COUNTS_PATH = '/shebiao/cloud-search/swapi/trademark/DBData/classCount';

async function building(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${COUNTS_PATH}`);
    return (await response.json())?.data?.building ?? null;
  } catch {
    return null;
  }
}

function draw({ done, total }) {
  const percent = Math.floor((done / Math.max(1, total)) * 100);
  const line = `商标数据库构建中 [${barText(done, total, 30)}] ${percent}% ${done}/${total}`;
  if (process.stdout.isTTY) process.stdout.write(`\r\x1b[K${line}`);
  else console.log(line);
}

/** Resolves when no corpus build is running (at once on later starts). */
export async function followCorpusBuild(port) {
  let state = await building(port);
  if (!state) return;
  let lastLogged = -1;
  while (state) {
    const tenth = Math.floor((state.done / Math.max(1, state.total)) * 10);
    // a log (CI, a pipe) gets a line per tenth; a terminal redraws every second
    if (process.stdout.isTTY || tenth > lastLogged) draw(state);
    lastLogged = tenth;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    state = await building(port);
  }
  if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
  console.log('商标数据库已就绪');
}
