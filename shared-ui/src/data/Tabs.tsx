import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useControllableState } from '../hooks/useControllableState';

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
  /** Panel content; leave it out when the page renders the content itself. */
  content?: ReactNode;
  disabled?: boolean;
}

/** Generic over the keys, so `onChange` can be a `useState` setter of a union of keys. */
export interface TabsProps<K extends string = string> {
  items: TabItem<K>[];
  /** Controlled active key. */
  activeKey?: K;
  /** Uncontrolled start; the first enabled tab otherwise. */
  defaultActiveKey?: K;
  onChange?: (key: K) => void;
  className?: string;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $active: boolean }>`
  margin-bottom: -1px;
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border: none;
  border-bottom: 2px solid
    ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
  font: inherit;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
`;

/** Which enabled tab an arrow, Home or End key moves to; null for other keys. */
function target<K extends string>(items: TabItem<K>[], from: number, key: string): number | null {
  const enabled = items.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0);
  if (enabled.length === 0) return null;
  if (key === 'Home') return enabled[0] ?? null;
  if (key === 'End') return enabled[enabled.length - 1] ?? null;
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return null;
  for (let n = 1; n <= items.length; n++) {
    const i = (from + step * n + items.length) % items.length;
    if (!items[i]?.disabled) return i;
  }
  return null;
}

/**
 * WAI-ARIA tabs: one tab stop for the whole list, arrows (wrapping, skipping disabled tabs),
 * Home and End move and activate, the way the search page's tab row is used.
 */
export function Tabs<K extends string = string>({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
  className,
}: TabsProps<K>) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.key;
  const [active, setInner] = useControllableState<K | undefined>(
    activeKey,
    defaultActiveKey ?? firstEnabled,
  );
  const setActive = (key: K) => {
    setInner(key);
    onChange?.(key);
  };
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = items.findIndex((item) => item.key === active);
  const activeItem = items[activeIndex];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = target(items, Math.max(activeIndex, 0), event.key);
    const item = next === null ? undefined : items[next];
    if (next === null || !item) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    if (item.key !== active) setActive(item.key);
  };

  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;

  return (
    <div className={className}>
      <List role="tablist" onKeyDown={onKeyDown}>
        {items.map((item, i) => {
          const selected = item.key === active;
          return (
            <Tab
              key={item.key}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={selected}
              aria-controls={item.content !== undefined ? panelId(item.key) : undefined}
              tabIndex={selected || (activeIndex < 0 && item.key === firstEnabled) ? 0 : -1}
              disabled={item.disabled}
              $active={selected}
              onClick={() => {
                if (!selected) setActive(item.key);
              }}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {activeItem && activeItem.content !== undefined && (
        <Panel
          role="tabpanel"
          id={panelId(activeItem.key)}
          aria-labelledby={tabId(activeItem.key)}
          tabIndex={0}
        >
          {activeItem.content}
        </Panel>
      )}
    </div>
  );
}
