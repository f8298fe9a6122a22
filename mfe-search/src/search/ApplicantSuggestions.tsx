import { useState } from 'react';
import styled from 'styled-components';
import { SUGGEST_DEBOUNCE_MS } from 'shared-api';
import { useApplicantSuggestionsQuery } from '../api/search-api';
import { searchUi } from './messages';
import { useDebouncedValue } from './useDebouncedValue';

const List = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 10;
  margin: 2px 0 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popup};
`;

const Option = styled.li`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface ApplicantSuggestionsProps {
  keyword: string;
  onPick: (name: string) => void;
}

/**
 * Applicant names under the input of the applicant tab (spec 1 §4): asked for once typing has
 * stopped for SUGGEST_DEBOUNCE_MS. Nothing is offered for the text the box started with or
 * for a name just picked.
 */
export function ApplicantSuggestions({ keyword, onPick }: ApplicantSuggestionsProps) {
  const typed = keyword.trim();
  const settled = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const [closedFor, setClosedFor] = useState(typed);
  const wanted = settled !== '' && settled === typed && settled !== closedFor;
  const { data: names = [] } = useApplicantSuggestionsQuery(settled, { skip: !wanted });
  if (!wanted || names.length === 0) return null;
  return (
    <List role="listbox" aria-label={searchUi.suggestions}>
      {names.map((name) => (
        <Option
          key={name}
          role="option"
          aria-selected={false}
          onClick={() => {
            setClosedFor(name);
            onPick(name);
          }}
        >
          {name}
        </Option>
      ))}
    </List>
  );
}
