import { Rng } from '../random';

/** A colour with the name a colour claim (指定颜色) gives it. */
export interface NamedColour {
  hex: string;
  name: string;
}

const COLOURS: readonly NamedColour[] = [
  { hex: '#d7263d', name: '红色' },
  { hex: '#9b1d20', name: '深红色' },
  { hex: '#f46036', name: '橙色' },
  { hex: '#c9a227', name: '金色' },
  { hex: '#f2b705', name: '黄色' },
  { hex: '#2e933c', name: '绿色' },
  { hex: '#1b5e20', name: '深绿色' },
  { hex: '#1f9aaa', name: '青色' },
  { hex: '#1d4ed8', name: '蓝色' },
  { hex: '#0b2545', name: '深蓝色' },
  { hex: '#6a4c93', name: '紫色' },
  { hex: '#e07a9f', name: '粉色' },
  { hex: '#7b4b2a', name: '棕色' },
  { hex: '#222222', name: '黑色' },
];

export interface Palette {
  primary: NamedColour;
  secondary: NamedColour;
}

/** Two distinct colours chosen by a palette seed. */
export function paletteOf(seed: number): Palette {
  const rng = new Rng(seed);
  const primary = rng.pick(COLOURS);
  let secondary = rng.pick(COLOURS);
  while (secondary === primary) secondary = rng.pick(COLOURS);
  return { primary, secondary };
}
