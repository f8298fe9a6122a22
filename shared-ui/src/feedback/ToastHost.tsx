import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { toast, type ToastKind, type ToastMessage } from './toast';

const Stack = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space.xl};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
`;

const Card = styled.div<{ $kind: ToastKind }>`
  max-width: 480px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid
    ${({ theme, $kind }) =>
      $kind === 'error'
        ? theme.colors.danger
        : $kind === 'success'
          ? theme.colors.success
          : theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popup};
  color: ${({ theme }) => theme.colors.text};
  pointer-events: auto;
`;

function ToastCard({ item, onDone }: { item: ToastMessage; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, onDone]);
  // Errors interrupt the screen reader; other notices wait their turn.
  return (
    <Card $kind={item.kind} role={item.kind === 'error' ? 'alert' : 'status'} data-kind={item.kind}>
      {item.message}
    </Card>
  );
}

/** Shows the toasts raised through `toast.*`; mounted once, by UiProvider. */
export function ToastHost() {
  const [items, setItems] = useState<ToastMessage[]>([]);

  useEffect(
    () =>
      toast.subscribe((item) =>
        // Parallel requests often fail with the same message; show it once, with a fresh timer.
        setItems((prev) => [
          ...prev.filter((t) => t.kind !== item.kind || t.message !== item.message),
          item,
        ]),
      ),
    [],
  );

  const dismiss = useCallback(
    (id: number) => setItems((prev) => prev.filter((t) => t.id !== id)),
    [],
  );

  return (
    <Stack>
      {items.map((item) => (
        <ToastCard key={item.id} item={item} onDone={dismiss} />
      ))}
    </Stack>
  );
}
