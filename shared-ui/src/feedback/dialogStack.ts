import { createContext } from 'react';

/**
 * The open dialogs. The innermost is the one with the greatest nesting depth, then the one
 * opened last: depth matters because a dialog rendered inside another registers first (React
 * runs a child's effects before its parent's). Escape closes only the innermost dialog, and
 * the page stops scrolling while any is open.
 */
interface Entry {
  token: symbol;
  depth: number;
  order: number;
}

const entries: Entry[] = [];
let opened = 0;
let savedOverflow = '';

/** How many dialogs enclose the current component (0 outside any dialog). */
export const DialogDepthContext = createContext(0);

export function pushDialog(token: symbol, depth: number) {
  if (entries.length === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  entries.push({ token, depth, order: opened++ });
}

export function removeDialog(token: symbol) {
  const index = entries.findIndex((entry) => entry.token === token);
  if (index >= 0) entries.splice(index, 1);
  if (entries.length === 0) document.body.style.overflow = savedOverflow;
}

export function isTopDialog(token: symbol) {
  let top: Entry | undefined;
  for (const entry of entries) {
    if (!top || entry.depth > top.depth || (entry.depth === top.depth && entry.order > top.order)) {
      top = entry;
    }
  }
  return top?.token === token;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}
