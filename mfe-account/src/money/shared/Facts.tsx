import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    word-break: break-all;
  }
`;

/** Money stands out in the theme's price red. */
export const Amount = styled.strong`
  color: ${({ theme }) => theme.colors.price};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export type Fact = readonly [label: string, value: ReactNode];

/** Label/value pairs of an order or a price (a description list, so each value has its name). */
export function Facts({ items, label }: { items: readonly Fact[]; label?: string }) {
  return (
    <List aria-label={label}>
      {items.map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
