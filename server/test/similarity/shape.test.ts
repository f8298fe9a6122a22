import { readCharacters, readDecompositions } from '../../src/similarity/generator/character-data';
import { withComponentStrokes } from '../../src/similarity/generator/component-strokes';
import { ShapeSimilarity } from '../../src/similarity/generator/shape-similarity';
import { keyNeighbours, shapeSimilarity } from '../../src/similarity/shape';

// The guideline's and examiners' classic look-alikes (形近字).
const LOOK_ALIKE = [
  '鸟乌',
  '己已',
  '未末',
  '士土',
  '日曰',
  '雪雷',
  '康唐',
  '师帅',
  '大太',
  '木本',
  '王玉',
  '人入',
  '天夫',
  '田由',
  '甲申',
  '田甲',
  '晴睛',
  '白自',
  '青清',
];
const NOT_ALIKE = ['江油', '华美', '甲叶', '克芑', '妈码', '一二', '金银', '海天'];

describe('the generated look-alike table', () => {
  it.each(LOOK_ALIKE)('has %s as look-alikes', (pair) => {
    const [a = '', b = ''] = [...pair];
    expect(shapeSimilarity(a, b)).toBeGreaterThanOrEqual(0.55);
    expect(shapeSimilarity(b, a)).toBe(shapeSimilarity(a, b));
  });

  it.each(NOT_ALIKE)('keeps %s apart', (pair) => {
    const [a = '', b = ''] = [...pair];
    expect(shapeSimilarity(a, b)).toBe(0);
  });

  it('ranks near-identical glyphs above a shared part', () => {
    expect(shapeSimilarity('己', '已')).toBeGreaterThan(shapeSimilarity('康', '唐'));
  });

  it('offers a few look-alikes per character for retrieval keys', () => {
    expect(keyNeighbours('帅')).toContain('师');
    expect(keyNeighbours('日').length).toBeLessThanOrEqual(8);
    expect(keyNeighbours('𠀀')).toEqual([]);
  });
});

describe('ShapeSimilarity (the generator)', () => {
  const characters = readCharacters();
  const decompositions = readDecompositions();
  const strokes = withComponentStrokes(
    new Map([...characters].map(([char, data]) => [char, data.strokes])),
    decompositions,
  );
  const similarity = new ShapeSimilarity(characters, strokes, decompositions);

  it('reads stroke orders, structures and decompositions from the packages', () => {
    expect(characters.get('一')?.strokes).toBe('j');
    expect(characters.get('康')?.structure).toBe('d');
    expect(decompositions.get('江')).toEqual({ layout: 'a', parts: ['氵', '工'] });
  });

  it('learns the strokes of parts cnchar has no entry for by subtraction', () => {
    expect(characters.has('⺺')).toBe(false);
    expect(strokes.get('⺺')).toBe('cjj');
  });

  it('judges identical stroke sequences and one-stroke slips by strokes', () => {
    expect(similarity.byStrokes('未', '末')).toBe(0.95);
    expect(similarity.byStrokes('大', '太')).toBeCloseTo(0.75);
    // same strokes, but one whole and the other left-and-right
    expect(similarity.byStrokes('甲', '叶')).toBe(0);
  });

  it('judges shared parts in place by their share of the strokes', () => {
    expect(similarity.byComponents('雪', '雷')).toBeGreaterThan(0.7);
    expect(similarity.byComponents('江', '油')).toBeLessThan(0.5);
    expect(similarity.byHolding('清', '青')).toBeGreaterThan(0.6);
  });
});
