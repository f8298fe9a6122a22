import type { FastifyInstance } from 'fastify';
import {
  ANNOUNCEMENT_PATHS,
  CHILDREN_BASE,
  PROFILE_PATHS,
  REMIND_PATHS,
  USER_ANNOUNCEMENT_BASE,
  USER_REMIND_BASE,
} from 'shared-api/contract';
import { build } from '../../helper';

type Operation = { security?: unknown; requestBody?: unknown; parameters?: unknown[] };
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

/** Every call of the profile, sub-account and message screens is in /shebiao/docs. */
describe('OpenAPI document: profile, sub-accounts, messages', () => {
  let doc: OpenApiDoc;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ adminToken: 'admin-secret' });
    doc = (await app.inject({ method: 'GET', url: '/shebiao/docs/json' })).json<OpenApiDoc>();
  });
  afterAll(() => app?.close());

  const memberCalls: [string, string][] = [
    ['patch', PROFILE_PATHS.updatePersonal],
    ['post', PROFILE_PATHS.validationPassword],
    ['patch', PROFILE_PATHS.updatePassword],
    ['post', PROFILE_PATHS.sendMobileCode],
    ['patch', PROFILE_PATHS.updateMobile],
    ['post', `${CHILDREN_BASE}/query`],
    ['post', `${CHILDREN_BASE}/add`],
    ['patch', `${CHILDREN_BASE}/updateName/{id}`],
    ['post', `${CHILDREN_BASE}/updatePassword`],
    ['patch', `${CHILDREN_BASE}/updateStatus/{id}`],
    ['patch', `${CHILDREN_BASE}/remove/{id}`],
    ['get', REMIND_PATHS.all],
    ['put', `${USER_REMIND_BASE}/flagRead/{id}`],
    ['post', REMIND_PATHS.flagReadAll],
    ['post', REMIND_PATHS.unread],
    ['get', ANNOUNCEMENT_PATHS.all],
    ['put', `${USER_ANNOUNCEMENT_BASE}/flagRead/{id}`],
    ['post', ANNOUNCEMENT_PATHS.flagReadAll],
    ['post', ANNOUNCEMENT_PATHS.unread],
  ];

  it.each(memberCalls)('lists %s %s as a bearer call', (method, path) => {
    expect(doc.paths[path]?.[method]?.security).toEqual([{ bearer: [] }]);
  });

  it('documents the query parameters and bodies', () => {
    const rename = doc.paths[`${CHILDREN_BASE}/updateName/{id}`]!.patch!;
    expect(rename.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'path' }),
        expect.objectContaining({ name: 'userName', in: 'query' }),
      ]),
    );
    const list = doc.paths[REMIND_PATHS.all]!.get!;
    expect(list.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'ifRead', in: 'query' })]),
    );
    expect(JSON.stringify(doc.paths[PROFILE_PATHS.updateMobile]!.patch!.requestBody)).toContain(
      'smsCode',
    );
  });

  it('lists the admin call that publishes announcements', () => {
    expect(doc.paths['/shebiao/admin/announcements']?.post).toBeDefined();
  });
});
