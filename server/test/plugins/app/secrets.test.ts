import type { FastifyInstance } from 'fastify';
import { loadOrCreateSecret } from '../../../src/plugins/app/secrets';
import { build, registerMember } from '../../helper';

describe('token secret without TOKEN_SECRET', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ tokenSecret: '' });
  });
  afterAll(() => app?.close());

  it('is generated once, kept in app_secrets and reused', async () => {
    const rows = await app.db.query<{ value: string }>('SELECT value FROM app_secrets');
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.value.length).toBeGreaterThanOrEqual(64);
    expect(await loadOrCreateSecret(app.db)).toBe(rows.rows[0]!.value);
  });

  it('signs working tokens', async () => {
    const { token } = await registerMember(app);
    expect(app.tokens.verifyAccess(token)).not.toBeNull();
  });
});
