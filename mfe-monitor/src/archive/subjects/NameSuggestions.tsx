import styled from 'styled-components';
import type { SubjectType } from 'shared-api';
import { useMatchAgentQuery } from '../../api/archive-api';
import { archiveTexts } from '../archive-texts';
import { useDebouncedValue } from '../useDebouncedValue';

/** A pause in typing long enough to be a word, short enough to feel immediate. */
export const SUGGEST_DELAY_MS = 300;

const List = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  max-height: 220px;
  overflow-y: auto;
`;

const Item = styled.li`
  button {
    width: 100%;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: none;
    background: none;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/**
 * Register names like what the member is typing (getMatchAgent, 10 of them, spec 2 §5), once
 * the type is chosen and typing pauses; choosing one fills the name as the register spells it.
 */
export function NameSuggestions({
  keyword,
  type,
  onPick,
}: {
  keyword: string;
  type: SubjectType | null;
  onPick: (name: string) => void;
}) {
  const settled = useDebouncedValue(keyword.trim(), SUGGEST_DELAY_MS);
  const ask = type !== null && settled !== '';
  const { data } = useMatchAgentQuery({ keyword: settled, type: type ?? 3 }, { skip: !ask });
  const names = ask ? (data ?? []) : [];
  // Nothing to offer when the only match is what is already typed.
  if (names.length === 0 || (names.length === 1 && names[0]?.name === keyword.trim())) return null;
  return (
    <List aria-label={archiveTexts.suggestions}>
      {names.map(({ name, markCount }) => (
        <Item key={name}>
          <button type="button" onClick={() => onPick(name)}>
            {archiveTexts.suggestion(name, markCount)}
          </button>
        </Item>
      ))}
    </List>
  );
}
