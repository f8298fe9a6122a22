import { useState, type ReactNode } from 'react';
import { getErrorMessage } from 'shared-api';
import { Spinner } from 'shared-ui';
import styled from 'styled-components';

export const Branch = styled.ul`
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.xl};
  list-style: none;
`;

/** The top list of a tree: no indent of its own. */
export const Tree = styled(Branch)`
  padding-left: 0;
`;

const Toggle = styled.button<{ $highlighted: boolean }>`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.colors.primarySoft : 'none')};
  color: ${({ theme, $highlighted }) => ($highlighted ? theme.colors.primary : theme.colors.text)};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Leaf = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
`;

const Arrow = styled.span`
  display: inline-block;
  width: 1em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.li`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tag = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.primary};
`;

export interface TreeNodeProps {
  label: string;
  /** A short tag after the label, e.g. why the node is highlighted. */
  tag?: string;
  highlighted?: boolean;
  /** Open from the start (search results show every level). */
  defaultExpanded?: boolean;
  /**
   * The children, rendered only once the node is opened, so a level that loads its children
   * (a query inside) asks for them only then. Absent for a leaf.
   */
  renderChildren?: () => ReactNode;
}

/** One node of a tree: a disclosure button and, when open, its children below. */
export function TreeNode({
  label,
  tag,
  highlighted = false,
  defaultExpanded = false,
  renderChildren,
}: TreeNodeProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  if (!renderChildren) {
    return (
      <li>
        <Leaf>{label}</Leaf>
        {tag && <Tag>{tag}</Tag>}
      </li>
    );
  }
  return (
    <li>
      <Toggle
        type="button"
        aria-expanded={expanded}
        $highlighted={highlighted}
        onClick={() => setExpanded((open) => !open)}
      >
        <Arrow aria-hidden="true">{expanded ? '▾' : '▸'}</Arrow>
        {label}
      </Toggle>
      {tag && <Tag>{tag}</Tag>}
      {expanded && <Branch aria-label={label}>{renderChildren()}</Branch>}
    </li>
  );
}

export interface LoadedChildrenProps<T> {
  isLoading: boolean;
  error: unknown;
  items: T[] | undefined;
  render: (item: T) => ReactNode;
}

/** A lazily loaded level's children: a spinner, the server's message, or the items. */
export function LoadedChildren<T>({ isLoading, error, items, render }: LoadedChildrenProps<T>) {
  if (isLoading) {
    return (
      <Note>
        <Spinner size={14} />
      </Note>
    );
  }
  if (error) return <Note role="alert">{getErrorMessage(error)}</Note>;
  if (!items || items.length === 0) return <Note>暂无下级分类</Note>;
  return <>{items.map(render)}</>;
}
