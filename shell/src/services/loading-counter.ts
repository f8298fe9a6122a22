/**
 * Counts calls in flight for the loading overlay. The overlay closes 200 ms after the last
 * response (spec 1 §9), so a burst of quick calls does not make it flicker.
 */
type Listener = (visible: boolean) => void;

const CLOSE_DELAY_MS = 200;
let inFlight = 0;
let visible = false;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function setVisible(next: boolean) {
  if (visible === next) return;
  visible = next;
  listeners.forEach((listener) => listener(visible));
}

export const loadingCounter = {
  start() {
    inFlight += 1;
    clearTimeout(closeTimer);
    setVisible(true);
  },
  stop() {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight > 0) return;
    // One close timer at most: a stray extra stop must not leave one that start() cannot clear.
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => setVisible(false), CLOSE_DELAY_MS);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isVisible: () => visible,
};
