import type { FastifyInstance } from 'fastify';
import {
  AUTH_BASE,
  CLASS_COUNT_PATH,
  GOODS_CLASS_BASE,
  GRAPHIC_ELEMENT_BASE,
  INDUSTRY_LIST_PATH,
} from 'shared-api/contract';
import { build } from '../helper';

interface OpenApiDoc {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: unknown;
        parameters?: unknown[];
        responses?: Record<string, unknown>;
        security?: unknown;
      }
    >
  >;
}

describe('OpenAPI document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app?.close());

  it('serves the UI at /shebiao/docs and the JSON at /shebiao/docs/json', async () => {
    const ui = await app.inject({ method: 'GET', url: '/shebiao/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const json = await app.inject({ method: 'GET', url: '/shebiao/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json<OpenApiDoc>().openapi).toMatch(/^3\./);
  });

  it('lists every API route with its zod-derived schemas', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/shebiao/docs/json' })).json<OpenApiDoc>();
    const paths = doc.paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/shebiao/health',
        `${AUTH_BASE}/sendCode/{phone}`,
        `${AUTH_BASE}/smsLogin`,
        `${AUTH_BASE}/login`,
        `${AUTH_BASE}/mobileLogin`,
        `${AUTH_BASE}/mobileRegisterVip`,
        `${AUTH_BASE}/validateName/{value}`,
        `${AUTH_BASE}/refresh`,
        `${AUTH_BASE}/forgetPassword`,
        '/shebiao/cloud-portal/memberView/currentDetails',
        '/shebiao/cloud-portal/v2/userRemind/queryUnread',
        '/shebiao/dev/sms/latest',
        `${GOODS_CLASS_BASE}/getLevel1`,
        `${GOODS_CLASS_BASE}/getLevel2`,
        `${GOODS_CLASS_BASE}/getLevel3`,
        `${GOODS_CLASS_BASE}/searchLevel3Name`,
        `${GRAPHIC_ELEMENT_BASE}/getLevel1`,
        `${GRAPHIC_ELEMENT_BASE}/searchLevel3Name`,
        INDUSTRY_LIST_PATH,
        CLASS_COUNT_PATH,
      ]),
    );
    const login = paths[`${AUTH_BASE}/smsLogin`]!.post!;
    expect(JSON.stringify(login.requestBody)).toContain('"pattern":"^1[2-9]\\\\d{9}$"');
    expect(JSON.stringify(login.responses?.['200'])).toContain('refreshToken');
    expect(paths[`${AUTH_BASE}/sendCode/{phone}`]!.get!.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'phone', in: 'path' })]),
    );
    expect(paths['/shebiao/cloud-portal/memberView/currentDetails']!.get!.security).toEqual([
      { bearer: [] },
    ]);
  });
});
