import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A small reference directory in the formats of server/data/reference/README.md, so tests
 * assert on known rows whatever state the real files are in.
 */

export const CLASS_01 = {
  id: 1,
  heading: '用于工业、科学、摄影、农业、园艺和林业的化学品',
  shortName: '化学原料',
  groups: [
    {
      code: '0101',
      name: '工业气体，单质',
      items: [
        { code: '010061', name: '氨' },
        { code: '010066', name: '无水氨' },
        { code: 'C010001', name: '工业用氨水' },
      ],
      similar: [{ code: '0201', note: '0101 的氨与 0201 的颜料类似' }],
    },
    {
      code: '0102',
      name: '用于工业、科学、摄影、农业、园艺、林业的工业化工原料',
      items: [{ code: '010084', name: '工业用丙酮' }],
    },
  ],
};

export const CLASS_02 = {
  id: 2,
  heading: '颜料，清漆，漆',
  shortName: '颜料油漆',
  groups: [
    {
      code: '0201',
      name: '染料，媒染剂（不包括食用）',
      items: [
        { code: '020001', name: '茜素染料' },
        { code: '020002', name: '氨基染料' },
      ],
    },
  ],
};

export const VIENNA = [
  {
    code: '01',
    name: '天体、自然现象、地理图',
    divisions: [
      {
        code: '01.01',
        name: '星、彗星',
        sections: [
          { code: '01.01.01', name: '一颗星' },
          { code: '01.01.02', name: '多颗星' },
        ],
      },
      { code: '01.03', name: '太阳', sections: [{ code: '01.03.01', name: '日出、日落' }] },
    ],
  },
  { code: '02', name: '人', divisions: [] },
];

export const INDUSTRIES = [
  { name: '餐饮', classIds: [43, 30], groupCodes: ['4301', '3001'] },
  { name: '化工', classIds: [1], groupCodes: [] },
];

export const NOTICE_TYPES = [
  { id: 36, code: 'TMZCSQ', name: '商标初步审定公告' },
  { id: 1, code: 'TMZCZC', name: '商标注册公告（一）' },
];

export interface ReferenceFixture {
  dir: string;
  write(file: string, content: unknown): void;
  remove(file: string): void;
  cleanUp(): void;
}

/** A temporary reference directory holding the fixture files above. */
export function referenceFixture(): ReferenceFixture {
  const dir = mkdtempSync(path.join(tmpdir(), 'reference-'));
  mkdirSync(path.join(dir, 'goods'));
  const fixture: ReferenceFixture = {
    dir,
    write: (file, content) =>
      writeFileSync(
        path.join(dir, file),
        typeof content === 'string' ? content : JSON.stringify(content, null, 2),
      ),
    remove: (file) => rmSync(path.join(dir, file)),
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  };
  fixture.write('goods/class-01.json', CLASS_01);
  fixture.write('goods/class-02.json', CLASS_02);
  fixture.write('vienna.json', VIENNA);
  fixture.write('industries.json', INDUSTRIES);
  fixture.write('notice-types.json', NOTICE_TYPES);
  return fixture;
}
