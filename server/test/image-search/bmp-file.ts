import sharp from 'sharp';

/** A picture as an uncompressed 24-bit BMP (bottom-up rows), as Windows Paint saves it. */
export async function toBmp(picture: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(picture)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const stride = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + stride * height);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(stride * height, 34);
  for (let y = 0; y < height; y++) {
    const row = 54 + (height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 3;
      file[row + x * 3] = data[from + 2]!;
      file[row + x * 3 + 1] = data[from + 1]!;
      file[row + x * 3 + 2] = data[from]!;
    }
  }
  return file;
}
