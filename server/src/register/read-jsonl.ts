import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ImageCache } from './image-cache';
import { readImage } from './read-image';
import { trademarkRecordSchema, type LoadableRecord, type TrademarkRecord } from './record';

/** Why an import stopped: the line (1-based) and the reason, in Chinese for the operator. */
export class ImportLineError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`第 ${line} 行：${reason}`);
  }
}

/** What a record may refer to: the codes the database knows. */
export interface RecordRules {
  noticeCodes: ReadonlySet<string>;
  areaCodes: ReadonlySet<string>;
  /** an issue import: every record must carry a notice of this issue */
  issue?: number;
}

function parseLine(text: string, line: number): TrademarkRecord {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportLineError(line, '不是有效的 JSON');
  }
  const parsed = trademarkRecordSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    throw new ImportLineError(line, field ? `${field}: ${issue.message}` : issue.message);
  }
  return parsed.data;
}

function checkReferences(r: TrademarkRecord, rules: RecordRules, line: number): void {
  const unknownNotice = r.TMNOTICELS_CN.find((n) => !rules.noticeCodes.has(n.code));
  if (unknownNotice) throw new ImportLineError(line, `未知的公告代码 ${unknownNotice.code}`);
  for (const code of [r.TM_AREA_CODE, r.TM_CITY_CODE]) {
    if (code && !rules.areaCodes.has(code))
      throw new ImportLineError(line, `未知的地区编码 ${code}`);
  }
  if (rules.issue !== undefined && !r.TMNOTICELS_CN.some((n) => n.issue === rules.issue)) {
    throw new ImportLineError(line, `没有第 ${rules.issue} 期的公告`);
  }
}

/** Each non-empty line as a valid record; throws ImportLineError at the first bad one. */
export async function* readRecords(
  file: string,
  rules: RecordRules,
): AsyncGenerator<{ line: number; record: TrademarkRecord }> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line++;
    if (!text.trim()) continue;
    const record = parseLine(text, line);
    checkReferences(record, rules, line);
    yield { line, record };
  }
}

/** Image files are read this many at a time: waiting on one file at a time is what is slow. */
const IMAGE_CHUNK = 128;

type Numbered = { line: number; record: TrademarkRecord };

/** Valid records in chunks, so a chunk's image files can be read together. */
async function* recordChunks(file: string, rules: RecordRules): AsyncGenerator<Numbered[]> {
  let chunk: Numbered[] = [];
  for await (const item of readRecords(file, rules)) {
    chunk.push(item);
    if (chunk.length === IMAGE_CHUNK) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

async function imageOf(file: string, imagePath: string, cache: ImageCache) {
  const absolute = path.resolve(path.dirname(file), imagePath);
  const cached = cache.get(absolute);
  if (cached) return cached;
  const image = await readImage(absolute);
  if (!('error' in image)) cache.keep(absolute, image);
  return image;
}

/** Attaches each record's image; a missing or bad one stops at the earliest such line. */
async function withImages(
  file: string,
  chunk: Numbered[],
  cache: ImageCache,
): Promise<LoadableRecord[]> {
  const images = await Promise.all(
    chunk.map(({ record }) => (record.imagePath ? imageOf(file, record.imagePath, cache) : null)),
  );
  return chunk.map(({ line, record }, i) => {
    const image = images[i];
    if (!image) return record;
    if ('error' in image) throw new ImportLineError(line, image.error);
    return { ...record, image };
  });
}

/** The first pass: the whole file is checked before anything is written. Returns the count. */
export async function validateFile(
  file: string,
  rules: RecordRules,
  images = new ImageCache(0),
): Promise<number> {
  const seen = new Map<string, number>();
  let count = 0;
  for await (const chunk of recordChunks(file, rules)) {
    for (const { line, record } of chunk) {
      const key = `${record.TM_CODE}/${record.TM_NCL}`;
      const earlier = seen.get(key);
      if (earlier) {
        throw new ImportLineError(
          line,
          `申请号 ${record.TM_CODE} 第 ${record.TM_NCL} 类与第 ${earlier} 行重复`,
        );
      }
      seen.set(key, line);
    }
    await withImages(file, chunk, images);
    count += chunk.length;
  }
  return count;
}

/** The second pass: valid records in batches of `size`, with their images. */
export async function* recordBatches(
  file: string,
  rules: RecordRules,
  size: number,
  images = new ImageCache(0),
): AsyncGenerator<LoadableRecord[]> {
  let batch: LoadableRecord[] = [];
  for await (const chunk of recordChunks(file, rules)) {
    for (const record of await withImages(file, chunk, images)) {
      batch.push(record);
      if (batch.length === size) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length) yield batch;
}
