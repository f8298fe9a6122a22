import { UPLOAD_JPEG_QUALITY } from 'shared-api';
import { drawSize, imageToJpeg, jpegName, MAX_IMAGE_SIDE } from './image-to-jpeg';

/** jsdom has neither picture decoding nor a canvas: both are stood in for here. */
class FakeImage {
  static size = { width: 300, height: 200 };
  static fails = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = FakeImage.size.width;
  naturalHeight = FakeImage.size.height;
  set src(_url: string) {
    setTimeout(() => (FakeImage.fails ? this.onerror?.() : this.onload?.()), 0);
  }
}

const context = { fillStyle: '', fillRect: jest.fn(), drawImage: jest.fn() };
const toBlob = jest.fn((done: BlobCallback, _type?: string, _quality?: number) =>
  done(new Blob(['jpeg'], { type: 'image/jpeg' })),
);
const realImage = globalThis.Image;

beforeEach(() => {
  FakeImage.fails = false;
  globalThis.Image = FakeImage as unknown as typeof Image;
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pic'), revokeObjectURL: jest.fn() });
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(toBlob);
  context.fillRect.mockClear();
  context.drawImage.mockClear();
  toBlob.mockClear();
});
afterEach(() => {
  globalThis.Image = realImage;
  jest.restoreAllMocks();
});

test('the whole picture is drawn on white and exported as JPEG at quality 0.8', async () => {
  const jpeg = await imageToJpeg(new Blob(['png'], { type: 'image/png' }));
  expect(jpeg.type).toBe('image/jpeg');
  expect(context.fillStyle).toBe('#ffffff');
  expect(context.fillRect).toHaveBeenCalledWith(0, 0, 300, 200);
  expect(context.drawImage).toHaveBeenCalledWith(expect.any(FakeImage), 0, 0, 300, 200);
  expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', UPLOAD_JPEG_QUALITY);
  expect(UPLOAD_JPEG_QUALITY).toBe(0.8);
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:pic');
});

test('a file that is no picture is rejected, and its URL still released', async () => {
  FakeImage.fails = true;
  await expect(imageToJpeg(new Blob(['text']))).rejects.toThrow('图片无法读取');
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:pic');
});

test('the drawing size is the picture own, capped on its longest side', () => {
  expect(drawSize(300, 200)).toEqual({ width: 300, height: 200 });
  expect(drawSize(MAX_IMAGE_SIDE * 2, MAX_IMAGE_SIDE)).toEqual({
    width: MAX_IMAGE_SIDE,
    height: MAX_IMAGE_SIDE / 2,
  });
  expect(drawSize(0, 0)).toEqual({ width: 512, height: 512 });
});

test('the upload is named as a .jpg', () => {
  expect(jpegName('logo.PNG')).toBe('logo.jpg');
  expect(jpegName('商标.图.webp')).toBe('商标.图.jpg');
  expect(jpegName('noext')).toBe('noext.jpg');
  expect(jpegName('.png')).toBe('image.jpg');
});
