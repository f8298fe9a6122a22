/**
 * Emblems drawn in a 100×100 box centred on 0,0, placed by the logo's transform: simple
 * silhouettes (bird, fish, deer, cat), nature (leaf, drop, mountain, sun, lotus) and signs
 * (star, crown, heart, bolt). Paths stay short so a logo stays well under 2 KB.
 */
export const EMBLEM_PATHS: readonly string[] = [
  starPath(5, 50, 20),
  'M0-50C34-30 38 22 0 50C-38 22-34-30 0-50Z',
  'M0-50C22-18 34 6 34 20A34 34 0 0 1-34 20C-34 6-22-18 0-50Z',
  'M-50 10C-22-28 8-30 20-10C30-26 44-26 54-22C40-10 30 6 10 16C-12 26-36 24-50 10Z',
  'M-46 0C-22-30 20-30 34 0C20 30-22 30-46 0ZM34 0L54-18V18Z',
  'M-55 38L-15-30L5 2L20-18L55 38Z',
  'M-42 30L-50-28L-22 0L0-40L22 0L50-28L42 30Z',
  'M0 44C-60 6-40-48 0-22C40-48 60 6 0 44Z',
  'M10-50L-30 6H-4L-14 50L30-10H4Z',
  'M0 40C-30 20-30-20 0-48C30-20 30 20 0 40ZM-8 42C-50 38-54 4-44-14C-26 0-14 20-8 42ZM8 42C50 38 54 4 44-14C26 0 14 20 8 42Z',
  'M-30-48L-22-14L-40 6L-30 30L0 48L30 30L40 6L22-14L30-48L10-26H-10Z',
  'M-36-46L-30-16C-40-4-38 22-20 34L0 44L20 34C38 22 40-4 30-16L36-46L16-28H-16Z',
  'M-40 40L-30-20L-50-44L-16-30L0-50L16-30L50-44L30-20L40 40Z',
  sunPath(),
];

function starPath(points: number, outer: number, inner: number): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    coords.push(`${Math.round(radius * Math.cos(angle))} ${Math.round(radius * Math.sin(angle))}`);
  }
  return `M${coords.join('L')}Z`;
}

function sunPath(): string {
  const rays = starPath(12, 50, 34);
  return `${rays}M26 0A26 26 0 1 0-26 0A26 26 0 1 0 26 0Z`;
}

/** Regular polygon points around 100,100 (hexagon, octagon frames). */
export function polygonPoints(sides: number, radius: number, rotation = 0): string {
  return Array.from({ length: sides }, (_, i) => {
    const angle = rotation + (2 * Math.PI * i) / sides - Math.PI / 2;
    return `${Math.round(100 + radius * Math.cos(angle))},${Math.round(100 + radius * Math.sin(angle))}`;
  }).join(' ');
}
