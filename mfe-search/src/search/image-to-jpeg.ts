import { UPLOAD_JPEG_QUALITY } from 'shared-api';

/**
 * Canvases above ~16 million pixels fail in some browsers (Safari); a search picture this
 * large gains nothing from the extra pixels, so the longest side is capped.
 */
export const MAX_IMAGE_SIDE = 4096;
/** SVGs without a width and height report 0; they are drawn at this size. */
const DEFAULT_SIDE = 512;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('图片无法读取'));
    image.src = url;
  });
}

/** The size the picture is drawn at: its own, scaled down only when too large. */
export function drawSize(width: number, height: number): { width: number; height: number } {
  const w = width || DEFAULT_SIDE;
  const h = height || DEFAULT_SIDE;
  const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(w, h));
  return { width: Math.round(w * scale), height: Math.round(h * scale) };
}

/**
 * Spec 1 §5: the picture is 'cropped to full frame' and sent as JPEG at quality 0.8. The
 * whole picture is drawn onto a canvas (on white, so transparent logos do not turn black)
 * and exported. Rejects when the browser cannot read the file as a picture.
 */
export async function imageToJpeg(file: Blob): Promise<Blob> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const { width, height } = drawSize(image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('浏览器不支持图片处理');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('图片转换失败'))),
        'image/jpeg',
        UPLOAD_JPEG_QUALITY,
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** 'logo.png' → 'logo.jpg': the upload carries the name of what it now is. */
export const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'image'}.jpg`;
