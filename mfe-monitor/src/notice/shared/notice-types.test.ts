import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTICE_TYPES } from './notice-types';

it('names the 28 announcement types as the server reference data does, in the spec order', () => {
  const file = join(__dirname, '../../../../server/data/reference/notice-types.json');
  const reference = JSON.parse(readFileSync(file, 'utf8')) as { id: number; name: string }[];
  expect(NOTICE_TYPES).toHaveLength(28);
  expect(NOTICE_TYPES).toEqual(reference.map(({ id, name }) => ({ id, name })));
});
