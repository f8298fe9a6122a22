/**
 * Times the generator on the real reference data, without any database work:
 *   npx tsx server/src/corpus/measure.ts [marks=100000] [seed=1] [asOf=2026-05-01]
 */
import path from 'node:path';
import { areaReferenceFromVant, generateCorpus, readGoodsReference } from './index';

const [marksArg, seedArg, asOfArg] = process.argv.slice(2);
const options = {
  marks: Number(marksArg ?? 100_000),
  seed: Number(seedArg ?? 1),
  asOf: asOfArg ?? '2026-05-01',
};

const seconds = (from: bigint) => (Number(process.hrtime.bigint() - from) / 1e9).toFixed(2);
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return ((used.user + used.system) / 1e6).toFixed(2);
};

const started = process.hrtime.bigint();
const cpuStarted = process.cpuUsage();
const goods = readGoodsReference(path.resolve(__dirname, '../../data/reference/goods'));
const areas = areaReferenceFromVant();
const corpus = generateCorpus(options, goods, areas);
const planned = seconds(started);

let records = 0;
let figurative = 0;
let svgBytes = 0;
for (const batch of corpus.batches(5_000)) {
  records += batch.length;
  for (const record of batch) {
    if (record.image) {
      figurative += 1;
      svgBytes += record.image.bytes.length;
    }
  }
}

console.log(
  `corpus seed ${options.seed}, asOf ${options.asOf}, ${goods.classes.length} goods classes`,
);
console.log(
  `${records} records, ${corpus.issues.length} gazette issues, ${figurative} with logos (avg ${Math.round(svgBytes / Math.max(1, figurative))} B)`,
);
console.log(
  `setup + first pass ${planned} s; total ${seconds(started)} s wall, ${cpuSeconds(cpuStarted)} s CPU`,
);
console.log(`heap used ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MiB`);
