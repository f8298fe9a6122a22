import sharp from 'sharp';

/** What people do to a logo before they upload it; each returns the edited picture. */
export type Edit = (png: Buffer) => Promise<Buffer>;

/** Deterministic noise: the same picture gets the same speckles on every run. */
function gaussianNoise(seed: number, sigma: number) {
  let state = seed;
  const uniform = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
  // the sum of four uniforms is close enough to a normal distribution
  return () => (uniform() + uniform() + uniform() + uniform() - 2) * Math.sqrt(3) * sigma;
}

export const EDITS: Record<string, Edit> = {
  'rotated 90°': (png) => sharp(png).rotate(90).png().toBuffer(),
  'rotated 180°': (png) => sharp(png).rotate(180).png().toBuffer(),
  'rotated 33°': (png) => sharp(png).rotate(33, { background: '#ffffff' }).png().toBuffer(),
  'rotated 7°': (png) => sharp(png).rotate(7, { background: '#ffffff' }).png().toBuffer(),
  mirrored: (png) => sharp(png).flop().png().toBuffer(),
  'scaled to 50%': (png) => sharp(png).resize(100, 100).png().toBuffer(),
  'cropped 5%': (png) =>
    sharp(png).extract({ left: 10, top: 10, width: 180, height: 180 }).png().toBuffer(),
  inverted: (png) => sharp(png).negate({ alpha: false }).png().toBuffer(),
  recoloured: (png) => sharp(png).modulate({ hue: 150 }).png().toBuffer(),
  'JPEG q=60': (png) => sharp(png).jpeg({ quality: 60 }).toBuffer(),
  noisy: async (png) => {
    const { data, info } = await sharp(png)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const noise = gaussianNoise(7, 20);
    for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i]! + noise()));
    // noise does not compress: the fastest PNG setting keeps the test quick
    return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
  },
};

/** A logo as a 200×200 PNG, the picture the edits start from. */
export const asPng = (svg: Buffer) => sharp(svg).resize(200, 200).png().toBuffer();
