import type { FastifyInstance } from 'fastify';
import {
  ApiCode,
  JIANCE_PATHS,
  MONITOR_PATHS,
  monitorMessages as m,
  type Watch,
} from 'shared-api/contract';
import { purgeStaleUploads } from '../../../src/image-search/uploads';
import { body, build } from '../../helper';
import { answer, call, newMainAccount } from '../account/money/money-helpers';
import { picture, uploadPicture, uploadedAddress } from './monitor-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

describe('uploadImage type=1 and image watches', () => {
  it('takes JPG and PNG; refuses other formats and files over 2 MB with code 500 in a 4xx', async () => {
    expect((await uploadPicture(app, await picture('png'))).statusCode).toBe(200);
    expect((await uploadPicture(app, await picture('jpeg'), 1, 'image/jpeg')).statusCode).toBe(200);
    const gif = await uploadPicture(app, await picture('gif'), 1, 'image/gif');
    expect(answer(gif)).toEqual({
      status: 400,
      code: ApiCode.watchPictureRefused,
      message: m.pictureRefused,
      data: null,
    });
    // search uploads (type 0) still take GIF
    expect((await uploadPicture(app, await picture('gif', 3), 0, 'image/gif')).statusCode).toBe(
      200,
    );
    const big = Buffer.concat([await picture('png', 5), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await uploadPicture(app, big);
    expect(tooBig.statusCode).toBe(413);
    expect(body(tooBig)).toMatchObject({ code: 500, message: m.pictureRefused });
  });

  it('an image watch keeps its picture through the 30-day purge; the list answers its address', async () => {
    const member = await newMainAccount(app);
    const address = await uploadedAddress(app, await picture('png', 7));
    const orphan = await uploadedAddress(app, await picture('png', 9));
    const res = await call(app, member, 'POST', MONITOR_PATHS.createImg, {
      monitorType: 2,
      monitorValue: address,
    });
    expect(body<Watch>(res).data).toMatchObject({ monitorType: 2, monitorValue: address });
    const later = new Date(app.now().getTime() + 40 * 86_400_000);
    await purgeStaleUploads(app.db, later);
    expect((await app.inject({ method: 'GET', url: address })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: orphan })).statusCode).toBe(404);
  });

  it('/jiance image calls answer the 12-issue counts (none published here) and refuse unknown pictures', async () => {
    const member = await newMainAccount(app);
    const address = await uploadedAddress(app, await picture('png', 11));
    const issues = await call(app, member, 'POST', JIANCE_PATHS.imageIssues, { imgURL: address });
    expect(body(issues)).toMatchObject({ code: 200, data: [] });
    const page = await call(app, member, 'POST', JIANCE_PATHS.imageSearch, { imgURL: address });
    expect(body(page)).toMatchObject({ code: 200, data: { list: [], issue: null } });
    const unknown = await call(app, member, 'POST', JIANCE_PATHS.imageSearch, {
      imgURL: '/shebiao/picture/upload/' + 'b'.repeat(64),
    });
    expect(unknown.statusCode).toBe(404);
    expect(answer(await call(app, member, 'POST', JIANCE_PATHS.imageSearch, {}))).toMatchObject({
      status: 400,
      message: m.jiancePictureRequired,
    });
  });
});
