import type { FastifyInstance } from 'fastify';
import {
  GRAPHIC_ELEMENT_BASE,
  classificationMessages,
  type GraphicNode,
  type GraphicSearchCategory,
} from 'shared-api/contract';
import { body } from '../../helper';
import { useFixtureApp } from './fixture-app';

const get = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url: `${GRAPHIC_ELEMENT_BASE}/${encodeURI(url)}` });

describe('graphic elements (…/trademark/graph)', () => {
  const fixtureApp = useFixtureApp();
  let app: FastifyInstance;
  beforeAll(() => {
    app = fixtureApp();
  });

  it('getLevel1 lists the categories', async () => {
    const res = await get(app, 'getLevel1');
    expect(res.statusCode).toBe(200);
    expect(body<GraphicNode[]>(res).data).toEqual([
      {
        fno: '01',
        sno: null,
        tno: null,
        itsName: '天体、自然现象、地理图',
        firstNo: null,
        secondNo: null,
      },
      { fno: '02', sno: null, tno: null, itsName: '人', firstNo: null, secondNo: null },
    ]);
  });

  it('getLevel2 lists the divisions of a category ("1" and "01" alike)', async () => {
    for (const code of ['01', '1']) {
      const res = await get(app, `getLevel2?code=${code}`);
      expect(res.statusCode).toBe(200);
      expect(body<GraphicNode[]>(res).data).toEqual([
        { fno: '01', sno: '01.01', tno: null, itsName: '星、彗星', firstNo: '01', secondNo: null },
        { fno: '01', sno: '01.03', tno: null, itsName: '太阳', firstNo: '01', secondNo: null },
      ]);
    }
    expect(body(await get(app, 'getLevel2?code=02')).data).toEqual([]);
  });

  it('getLevel3 lists the sections of a division', async () => {
    const res = await get(app, 'getLevel3?code=1.1');
    expect(res.statusCode).toBe(200);
    expect(body<GraphicNode[]>(res).data).toEqual([
      {
        fno: '01',
        sno: '01.01',
        tno: '01.01.01',
        itsName: '一颗星',
        firstNo: '01',
        secondNo: '01.01',
      },
      expect.objectContaining({ tno: '01.01.02', itsName: '多颗星' }),
    ]);
  });

  it('searchLevel3Name nests matching sections under category and division', async () => {
    const res = await get(app, 'searchLevel3Name?name=星');
    const categories = body<GraphicSearchCategory[]>(res).data;
    expect(categories).toHaveLength(1);
    expect(categories[0]).toMatchObject({ fno: '01', itsName: '天体、自然现象、地理图' });
    expect(categories[0]!.children).toHaveLength(1);
    expect(categories[0]!.children[0]).toMatchObject({ sno: '01.01', itsName: '星、彗星' });
    expect(categories[0]!.children[0]!.children.map((s) => s.tno)).toEqual([
      '01.01.01',
      '01.01.02',
    ]);
    expect(body(await get(app, 'searchLevel3Name?name=月亮')).data).toEqual([]);
  });

  it.each([
    ['getLevel2', '缺少参数：code'],
    ['getLevel2?code=01.01', classificationMessages.graphicCategoryInvalid],
    ['getLevel3?code=01', classificationMessages.graphicDivisionInvalid],
    ['searchLevel3Name?name=', classificationMessages.nameRequired],
  ])('%s → 400 / 3001 %s', async (url, message) => {
    const res = await get(app, url);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ code: 3001, message, data: null });
  });

  it.each(['getLevel2?code=29', 'getLevel3?code=01.02'])(
    '%s (unknown) → 404 / 3002',
    async (url) => {
      const res = await get(app, url);
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({
        code: 3002,
        message: classificationMessages.graphicNotFound,
        data: null,
      });
    },
  );
});
