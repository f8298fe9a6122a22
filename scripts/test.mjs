// `npm test`: type-check, lint, unit and server tests (PGlite, and PostgreSQL when DATABASE_URL
// is set), then the e2e journeys in Chromium against the stack `npm start` runs. Every step
// runs even after a failure, so one run shows everything that is wrong; the last line sums up.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { progressBar } from './lib/progress.mjs';

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const dataDir = path.join(ROOT, '.data');
mkdirSync(dataDir, { recursive: true });
const jestResults = path.join(dataDir, 'jest-results.json');
const e2eResults = path.join(dataDir, 'e2e-results.json');
rmSync(jestResults, { force: true });
rmSync(e2eResults, { force: true });

const steps = [
  { name: '类型检查 tsc', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: '代码检查 eslint', cmd: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  {
    name: '格式检查 prettier',
    cmd: bin('prettier'),
    args: ['--check', '.', '--log-level', 'warn'],
  },
  {
    name: process.env.DATABASE_URL
      ? '单元与服务端测试 (PGlite + PostgreSQL)'
      : '单元与服务端测试 (PGlite)',
    cmd: bin('jest'),
    args: ['--ci', '--maxWorkers=2', '--json', `--outputFile=${jestResults}`],
  },
  {
    name: '端到端测试 (Chromium)',
    cmd: bin('playwright'),
    args: ['test'],
    cwd: path.join(ROOT, 'e2e'),
  },
];

const bar = progressBar('npm test', steps.length);
const outcomes = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, {
    cwd: step.cwd ?? ROOT,
    stdio: 'inherit',
    env: process.env,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  outcomes.push({ name: step.name, ok: run.status === 0, seconds });
  bar.tick(`${step.name} ${run.status === 0 ? '通过' : '失败'}`);
}

/** Test counts from the runners' JSON reports; a check step counts as one test. */
function counts() {
  let passed = 0;
  let failed = 0;
  for (const outcome of outcomes.slice(0, 3)) {
    if (outcome.ok) passed += 1;
    else failed += 1;
  }
  if (existsSync(jestResults)) {
    const jest = JSON.parse(readFileSync(jestResults, 'utf8'));
    passed += jest.numPassedTests;
    failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  } else failed++;
  if (existsSync(e2eResults)) {
    const stats = JSON.parse(readFileSync(e2eResults, 'utf8')).stats;
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
  } else failed++;
  return { passed, failed };
}

console.log('\n结果:');
for (const outcome of outcomes)
  console.log(`  ${outcome.ok ? '✔' : '✘'} ${outcome.name} (${outcome.seconds} s)`);
const { passed, failed } = counts();
const allOk = outcomes.every((outcome) => outcome.ok) && failed === 0;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
