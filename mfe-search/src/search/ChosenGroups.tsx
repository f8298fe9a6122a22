import styled from 'styled-components';
import { searchMessages } from 'shared-api';
import { searchUi } from './messages';
import type { ChosenGroup } from './types';

const Tags = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
`;

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  button {
    padding: 0;
    border: none;
    background: none;
    color: inherit;
    cursor: pointer;
  }
`;

const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ChosenGroupsProps {
  groups: readonly ChosenGroup[];
  onRemove: (code: string) => void;
}

/** The chosen similar groups as removable tags, or the spec's placeholder when none. */
export function ChosenGroups({ groups, onRemove }: ChosenGroupsProps) {
  return (
    <Tags>
      {groups.length === 0 && <Placeholder>{searchMessages.goodsPlaceholder}</Placeholder>}
      {groups.map((group) => (
        <Tag key={group.code}>
          {group.name ? `${group.code} ${group.name}` : group.code}
          <button
            type="button"
            aria-label={searchUi.removeGoods(group.code)}
            onClick={() => onRemove(group.code)}
          >
            ×
          </button>
        </Tag>
      ))}
    </Tags>
  );
}
