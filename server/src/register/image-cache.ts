import type { LoadableRecord } from './record';

type Image = NonNullable<LoadableRecord['image']>;

/** Logos are small (a few KB); real files with large scans simply stop being cached. */
const DEFAULT_BUDGET_BYTES = 64 * 1024 * 1024;

/**
 * Image files read while a file is checked, kept up to a byte budget so that loading it
 * need not read them from disk a second time.
 */
export class ImageCache {
  private readonly images = new Map<string, Image>();
  private used = 0;

  constructor(private readonly budgetBytes = DEFAULT_BUDGET_BYTES) {}

  get(file: string): Image | undefined {
    return this.images.get(file);
  }

  keep(file: string, image: Image): void {
    if (this.images.has(file) || this.used + image.bytes.length > this.budgetBytes) return;
    this.images.set(file, image);
    this.used += image.bytes.length;
  }
}
