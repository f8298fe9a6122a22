export type Listener<T> = (event: T) => void;

export interface EventBus<T> {
  emit(event: T): void;
  /** Returns the function that unsubscribes, ready to be an effect's cleanup. */
  subscribe(listener: Listener<T>): () => void;
  listenerCount(): number;
}

/** A minimal publish/subscribe channel, for code outside React to reach a mounted component. */
export function createEventBus<T>(): EventBus<T> {
  const listeners = new Set<Listener<T>>();
  return {
    emit(event) {
      // A copy, so a listener that unsubscribes while handling does not skip its neighbour.
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    listenerCount: () => listeners.size,
  };
}
