import type { FastifyInstance } from 'fastify';
import {
  GOODS_CLASS_BASE,
  classificationMessages,
  type GoodsGroupNode,
  type GoodsNode,
  type GoodsSearchClass,
} from 'shared-api/contract';
import { body } from '../../helper';
import { useFixtureApp } from './fixture-app';

const get = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url: `${GOODS_CLASS_BASE}/${url}` });

describe('goods/services classification (…/trademark/categary)', () => {
  const fixtureApp = useFixtureApp();
  let app: FastifyInstance;
  beforeAll(() => {
    app = fixtureApp();
  });

  it('getLevel1 lists the classes with two-digit ids and short names', async () => {
    const res = await get(app, 'getLevel1');
    expect(res.statusCode).toBe(200);
    const b = body<GoodsNode[]>(res);
    expect(b.code).toBe(200);
    expect(b.data).toEqual([
      {
        id: '01',
        name: '用于工业、科学、摄影、农业、园艺和林业的化学品',
        classId: '01',
        className: '化学原料',
        groupId: null,
        groupName: null,
        shortName: '化学原料',
        cateName: '第01类 化学原料',
      },
      expect.objectContaining({ id: '02', shortName: '颜料油漆', cateName: '第02类 颜料油漆' }),
    ]);
  });

  it('getLevel2 lists the groups of a class with their similarity notes', async () => {
    for (const code of ['01', '1', ' 01 ']) {
      const res = await get(app, `getLevel2?code=${encodeURIComponent(code)}`);
      expect(res.statusCode).toBe(200);
      const groups = body<GoodsGroupNode[]>(res).data;
      expect(groups.map((g) => g.id)).toEqual(['0101', '0102']);
      expect(groups[0]).toEqual({
        id: '0101',
        name: '工业气体，单质',
        classId: '01',
        className: '化学原料',
        groupId: '0101',
        groupName: '工业气体，单质',
        shortName: null,
        cateName: '0101 工业气体，单质',
        similar: [{ code: '0201', note: '0101 的氨与 0201 的颜料类似' }],
      });
      expect(groups[1]!.similar).toEqual([]);
    }
  });

  it('getLevel2 of a valid class without data is an empty list', async () => {
    const res = await get(app, 'getLevel2?code=45');
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual([]);
  });

  it('getLevel3 lists the items of a group', async () => {
    const res = await get(app, 'getLevel3?code=0101');
    expect(res.statusCode).toBe(200);
    const items = body<GoodsNode[]>(res).data;
    expect(items.map((i) => i.id)).toEqual(['010061', '010066', 'C010001']);
    expect(items[0]).toEqual({
      id: '010061',
      name: '氨',
      classId: '01',
      className: '化学原料',
      groupId: '0101',
      groupName: '工业气体，单质',
      shortName: null,
      cateName: '010061 氨',
    });
  });

  it('searchLevel3Name nests the matching items under their classes and groups', async () => {
    const res = await get(app, `searchLevel3Name?name=${encodeURIComponent('氨')}`);
    expect(res.statusCode).toBe(200);
    const classes = body<GoodsSearchClass[]>(res).data;
    const outline = classes.map((c) => ({
      id: c.id,
      groups: c.children.map((g) => ({ id: g.id, items: g.children.map((i) => i.name) })),
    }));
    expect(outline).toEqual([
      { id: '01', groups: [{ id: '0101', items: ['氨', '无水氨', '工业用氨水'] }] },
      { id: '02', groups: [{ id: '0201', items: ['氨基染料'] }] },
    ]);
    expect(classes[0]!.shortName).toBe('化学原料');
    expect(classes[0]!.children[0]!.groupName).toBe('工业气体，单质');
  });

  it('searchLevel3Name treats % and _ as text', async () => {
    const res = await get(app, `searchLevel3Name?name=${encodeURIComponent('%')}`);
    expect(body(res).data).toEqual([]);
  });

  it.each([
    ['getLevel2', '缺少参数：code'],
    ['getLevel2?code=', classificationMessages.classCodeInvalid],
    ['getLevel2?code=46', classificationMessages.classCodeInvalid],
    ['getLevel2?code=00', classificationMessages.classCodeInvalid],
    ['getLevel2?code=0101', classificationMessages.classCodeInvalid],
    ['getLevel2?code=ab', classificationMessages.classCodeInvalid],
    ['getLevel3', '缺少参数：code'],
    ['getLevel3?code=01', classificationMessages.groupCodeInvalid],
    ['getLevel3?code=4601', classificationMessages.groupCodeInvalid],
    ['searchLevel3Name', '缺少参数：name'],
    ['searchLevel3Name?name= ', classificationMessages.nameRequired],
    [`searchLevel3Name?name=${'氨'.repeat(31)}`, classificationMessages.nameTooLong],
  ])('%s → 400 / 3001 %s', async (url, message) => {
    const res = await get(app, encodeURI(url));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ code: 3001, message, data: null });
  });

  it('getLevel3 of an unknown group → 404 / 3002', async () => {
    const res = await get(app, 'getLevel3?code=0199');
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({
      code: 3002,
      message: classificationMessages.groupNotFound,
      data: null,
    });
  });
});
