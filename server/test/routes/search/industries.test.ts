import type { FastifyInstance } from 'fastify';
import { INDUSTRY_LIST_PATH, type Industry } from 'shared-api/contract';
import { body } from '../../helper';
import { useFixtureApp } from './fixture-app';

describe('GET …/trademark/hy/list', () => {
  const fixtureApp = useFixtureApp();
  let app: FastifyInstance;
  beforeAll(() => {
    app = fixtureApp();
  });

  it('lists the industries in file order; ids has the class codes, then the group codes', async () => {
    const res = await app.inject({ method: 'GET', url: INDUSTRY_LIST_PATH });
    expect(res.statusCode).toBe(200);
    expect(body<Industry[]>(res)).toEqual({
      code: 200,
      message: '成功',
      data: [
        {
          hy: '餐饮',
          ids: '43,30,4301,3001',
          classIds: ['43', '30'],
          groupCodes: ['4301', '3001'],
        },
        { hy: '化工', ids: '01', classIds: ['01'], groupCodes: [] },
      ],
    });
  });
});
