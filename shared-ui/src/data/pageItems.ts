/** A page number, or an ellipsis that jumps five pages back or forward. */
export type PageItem = number | 'jump-prev' | 'jump-next';

export const JUMP_STEP = 5;

export function totalPages(total: number, pageSize: number): number {
  if (!(pageSize > 0)) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * The buttons of a pager: first and last page always, a window of `siblings` pages either side
 * of the current one (kept the same width near the ends), and ellipses for the gaps. A gap of
 * one page shows that page instead: an ellipsis standing for a single page saves nothing.
 */
export function pageItems(current: number, pages: number, siblings = 2): PageItem[] {
  const width = siblings * 2 + 1;
  if (pages <= width + 4) return Array.from({ length: pages }, (_, i) => i + 1);
  const start = Math.min(Math.max(current - siblings, 2), pages - width);
  const end = start + width - 1;
  const items: PageItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('jump-prev');
  for (let page = start; page <= end; page++) items.push(page);
  if (end === pages - 2) items.push(pages - 1);
  else if (end < pages - 2) items.push('jump-next');
  items.push(pages);
  return items;
}
