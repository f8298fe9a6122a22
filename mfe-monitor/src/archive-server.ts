/**
 * Test support: an msw stand-in for the archive calls (spec 2 §7 'Subjects and archives',
 * 'Favourites', the renewal export), answering in the shapes of archive-schemas.ts, keeping
 * what a change does (a new default, a rename, a removal) and recording every call.
 * `answers` overrides one call's answer.
 */
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import {
  ARCHIVE_EXPORT_PATHS,
  type ArchiveRecord,
  type Favourite,
  RECORD_PATHS,
  type RenewalRecord,
  type Subject,
  type SubjectCreateQuote,
} from 'shared-api';
import { envelope, ok } from 'shared-api/testing';
import { subject as newSubject } from './archive-fixture';

type CallName =
  | 'query'
  | 'createQuery'
  | 'create'
  | 'update'
  | 'default'
  | 'remove'
  | 'getMatchAgent'
  | 'queryRecord'
  | 'queryRecordById'
  | 'searchRecordById'
  | 'queryRecordXZ'
  | 'searchRecordXZ'
  | 'exportXZ'
  | 'queryCollectRecord'
  | 'removeCollectRecordBatch';

export interface RecordedCall {
  name: CallName;
  path: string;
  body?: Record<string, unknown>;
  search?: string;
}

export interface ArchiveServerOptions {
  subjects?: Subject[];
  records?: ArchiveRecord[];
  renewals?: RenewalRecord[];
  favourites?: Favourite[];
  quote?: Partial<SubjectCreateQuote>;
  /** register names getMatchAgent finds (by containment) */
  registerNames?: string[];
  /** answers by call name; a function of how many times that call came */
  answers?: Partial<Record<CallName, (count: number) => Response | undefined>>;
}

type Body = Record<string, unknown>;

const classesOf = (value: unknown): number[] | undefined =>
  value === undefined ? undefined : String(value).split(',').map(Number);

const countBy = <T>(rows: T[], key: (row: T) => number) =>
  rows.reduce<Record<string, number>>((counts, row) => {
    const k = String(key(row));
    counts[k] = (counts[k] ?? 0) + 1;
    return counts;
  }, {});

const page = <T>(rows: T[], body: Body) => {
  const pageNum = Number(body.pageNum ?? 1);
  const pageSize = Number(body.pageSize ?? 10);
  return { list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), pageNum, pageSize };
};

/** The register filters of the archive and renewal calls, as the server applies them. */
function narrow<T extends { TM_CODE: string; TM_NAME: string; TM_NCL: number; TM_STATUS: number }>(
  rows: T[],
  body: Body,
): T[] {
  const classes = classesOf(body.tmNcl);
  return rows.filter(
    (row) =>
      (body.tmCode === undefined || row.TM_CODE.includes(String(body.tmCode))) &&
      (body.tmName === undefined || row.TM_NAME.includes(String(body.tmName))) &&
      (classes === undefined || classes.includes(row.TM_NCL)) &&
      (body.tmStatus === undefined || row.TM_STATUS === Number(body.tmStatus)),
  );
}

export function archiveServer(options: ArchiveServerOptions = {}) {
  const subjects = [...(options.subjects ?? [])];
  const records = options.records ?? [];
  const renewals = options.renewals ?? [];
  const favourites = [...(options.favourites ?? [])];
  const calls: RecordedCall[] = [];
  const counts: Partial<Record<CallName, number>> = {};

  const route = (name: CallName, answer: (body: Body, url: URL, id: number) => Response) =>
    (async ({ request, params }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const body = text ? (JSON.parse(text) as Body) : undefined;
      calls.push({
        name,
        path: url.pathname,
        ...(body === undefined ? {} : { body }),
        ...(url.search ? { search: url.search } : {}),
      });
      counts[name] = (counts[name] ?? 0) + 1;
      return options.answers?.[name]?.(counts[name]) ?? answer(body ?? {}, url, Number(params.id));
    }) as HttpResponseResolver;

  /** The subject a call names, or the default one (the first when none is marked). */
  const subjectFor = (body: Body) =>
    body.customRecordId === undefined
      ? (subjects.find((s) => s.isDefault === 1) ?? subjects[0])
      : subjects.find((s) => s.id === Number(body.customRecordId));

  const archive = (body: Body) => {
    const shown = subjectFor(body);
    const rows = narrow(records, body);
    if (!shown) return envelope(3002, '请先添加主体');
    if (rows.length === 0) return envelope(201, '未匹配到数据');
    return ok({
      ...page(rows, body),
      total: rows.length,
      filter: [
        { TM_STATUS: countBy(rows, (r) => r.TM_STATUS) },
        { TM_NCL: countBy(rows, (r) => r.TM_NCL) },
      ],
      subject: shown,
    });
  };

  const renewalList = (body: Body) => {
    const shown = subjectFor(body);
    if (!shown) return envelope(3002, '请先添加主体');
    const narrowed = narrow(renewals, body);
    const rows =
      body.tmXZSTATUS === undefined
        ? narrowed
        : narrowed.filter((r) => r.TM_XZSTATUS === Number(body.tmXZSTATUS));
    return ok({
      ...page(rows, body),
      total: rows.length,
      filter: [
        { TM_XZSTATUS: countBy(narrowed, (r) => r.TM_XZSTATUS) },
        { TM_STATUS: countBy(rows, (r) => r.TM_STATUS) },
      ],
      subject: shown,
    });
  };

  const handlers = [
    http.post(
      RECORD_PATHS.query,
      route('query', (body) => {
        const name = body.monitorValue === undefined ? '' : String(body.monitorValue);
        const rows = subjects.filter((s) => s.monitorValue.includes(name));
        return ok({ ...page(rows, body), total: rows.length });
      }),
    ),
    http.get(
      RECORD_PATHS.createQuery,
      route('createQuery', () =>
        ok({
          freeCreateNum: 9,
          residualFreeCreateNum: 13,
          residualFreeCreateNum_applicant: 7,
          residualFreeCreateNum_proxy: 6,
          updateNum: 3,
          ...options.quote,
        } satisfies SubjectCreateQuote),
      ),
    ),
    http.post(
      RECORD_PATHS.create,
      route('create', (body) => {
        subjects.push(
          newSubject({
            monitorValue: String(body.monitorValue),
            monitorType: Number(body.monitorType),
            isDefault: subjects.length === 0 ? 1 : 0,
          }),
        );
        return ok(null);
      }),
    ),
    http.put(
      RECORD_PATHS.update(':id'),
      route('update', (body, _url, id) => {
        const found = subjects.find((s) => s.id === id);
        if (!found) return envelope(3002, '主体不存在');
        found.monitorValue = String(body.monitorValue);
        found.residualUpdateCount -= 1;
        return ok(null);
      }),
    ),
    http.put(
      RECORD_PATHS.setDefault(':id'),
      route('default', (_body, _url, id) => {
        for (const s of subjects) s.isDefault = s.id === id ? 1 : 0;
        return ok(null);
      }),
    ),
    http.get(
      RECORD_PATHS.remove(':id'),
      route('remove', (_body, _url, id) => {
        subjects.splice(
          subjects.findIndex((s) => s.id === id),
          1,
        );
        return ok(null);
      }),
    ),
    http.post(
      RECORD_PATHS.matchAgent,
      route('getMatchAgent', (body) =>
        ok({
          proxy: (options.registerNames ?? [])
            .filter((name) => name.includes(String(body.keyword)))
            .slice(0, Number(body.count))
            .map((name, i) => ({ name, markCount: 100 - i })),
        }),
      ),
    ),
    http.post(RECORD_PATHS.queryRecord, route('queryRecord', archive)),
    http.post(RECORD_PATHS.queryRecordById, route('queryRecordById', archive)),
    http.post(RECORD_PATHS.searchRecordById, route('searchRecordById', archive)),
    http.post(RECORD_PATHS.queryRecordXZ, route('queryRecordXZ', renewalList)),
    http.post(RECORD_PATHS.searchRecordXZ, route('searchRecordXZ', renewalList)),
    http.post(
      ARCHIVE_EXPORT_PATHS.renewals,
      route(
        'exportXZ',
        () =>
          new HttpResponse(new Blob(['xlsx']), {
            headers: {
              'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('续展商标.xlsx')}`,
            },
          }),
      ),
    ),
    http.post(
      RECORD_PATHS.queryCollectRecord,
      route('queryCollectRecord', (body) => {
        const classes = classesOf(body.categary);
        const holder = body.accnOrProxy === undefined ? undefined : String(body.accnOrProxy);
        const rows = favourites.filter(
          (f) =>
            (body.code === undefined || f.code.includes(String(body.code))) &&
            (body.mark === undefined || f.mark.includes(String(body.mark))) &&
            (classes === undefined || classes.includes(f.categary)) &&
            (body.status === undefined || f.status === Number(body.status)) &&
            (holder === undefined || f.accn.includes(holder) || Boolean(f.proxy?.includes(holder))),
        );
        return ok({ ...page(rows, body), total: rows.length });
      }),
    ),
    http.post(
      RECORD_PATHS.removeCollectRecordBatch,
      route('removeCollectRecordBatch', (_body, url) => {
        const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
        for (const id of ids) {
          const at = favourites.findIndex((f) => f.id === id);
          if (at >= 0) favourites.splice(at, 1);
        }
        return ok(null);
      }),
    ),
  ];

  const named = (name: CallName) => calls.filter((call) => call.name === name);
  return { handlers, calls, named, subjects, favourites };
}
