import { polygonPoints } from './emblems';

/**
 * Frames around the emblem, in the 200×200 canvas: `fill` is a colour or url(#g). Index 0 is
 * "no frame" so some logos are a bare emblem.
 */
export const FRAMES: readonly ((fill: string) => string)[] = [
  () => '',
  (fill) => `<circle cx="100" cy="100" r="88" fill="${fill}"/>`,
  (fill) => `<circle cx="100" cy="100" r="80" fill="none" stroke="${fill}" stroke-width="12"/>`,
  (fill) => `<rect x="18" y="18" width="164" height="164" rx="28" fill="${fill}"/>`,
  (fill) =>
    `<path d="M100 12L176 40V98C176 146 142 176 100 190C58 176 24 146 24 98V40Z" fill="${fill}"/>`,
  (fill) => `<polygon points="${polygonPoints(6, 90)}" fill="${fill}"/>`,
  (fill) => `<polygon points="100,8 192,100 100,192 8,100" fill="${fill}"/>`,
  (fill) => `<polygon points="${polygonPoints(8, 90, Math.PI / 8)}" fill="${fill}"/>`,
  (fill) => `<polygon points="${starburst()}" fill="${fill}"/>`,
  (fill) =>
    `<circle cx="100" cy="100" r="86" fill="none" stroke="${fill}" stroke-width="4"/>` +
    `<circle cx="100" cy="100" r="74" fill="none" stroke="${fill}" stroke-width="8"/>`,
];

/** Whether a frame is filled (the emblem and text then go on top in white). */
export const SOLID_FRAMES = new Set([1, 3, 4, 5, 6, 7, 8]);

function starburst(): string {
  const points: string[] = [];
  for (let i = 0; i < 32; i++) {
    const radius = i % 2 === 0 ? 92 : 80;
    const angle = (Math.PI * i) / 16;
    points.push(
      `${Math.round(100 + radius * Math.cos(angle))},${Math.round(100 + radius * Math.sin(angle))}`,
    );
  }
  return points.join(' ');
}

/** A ribbon banner across the lower part, carrying the mark's name. */
export function ribbon(fill: string): string {
  return `<path d="M8 128H40V118H160V128H192L178 146L192 164H160V174H40V164H8L22 146Z" fill="${fill}"/>`;
}
