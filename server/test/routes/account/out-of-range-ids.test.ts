import type { FastifyInstance } from 'fastify';
import { ANNOUNCEMENT_PATHS, CHILD_PATHS, ORDER_PATHS, REMIND_PATHS } from 'shared-api/contract';
import { body, build, registerMember } from '../../helper';
import { callAs } from './account-helpers';

// Row ids are PostgreSQL integers: a number past 2^31-1 must be refused as input (400), not
// reach SQL and come back as a 500.
const TOO_BIG = 3_000_000_000;

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await build();
  token = (await registerMember(app)).token;
});
afterAll(() => app.close());

it.each([
  ['PUT', REMIND_PATHS.flagRead(TOO_BIG), undefined],
  ['PUT', ANNOUNCEMENT_PATHS.flagRead(TOO_BIG), undefined],
  ['PATCH', `${CHILD_PATHS.status(TOO_BIG)}?status=0`, undefined],
  ['PATCH', CHILD_PATHS.remove(TOO_BIG), undefined],
  [
    'POST',
    CHILD_PATHS.password,
    { id: TOO_BIG, password: 'abc12345', validationPassword: 'abc12345' },
  ],
  ['POST', ORDER_PATHS.query, { memberId: TOO_BIG }],
  ['POST', ORDER_PATHS.query, { pageNum: 1e21 }],
] as const)('%s %s answers 400 with a message', async (method, url, payload) => {
  const res = await callAs(app, token, method, url, payload);
  expect(res.statusCode).toBe(400);
  expect(body(res)).toMatchObject({ code: 3001, message: expect.stringMatching(/\S/) });
});
