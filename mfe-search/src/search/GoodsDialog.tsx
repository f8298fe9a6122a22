import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { searchMessages } from 'shared-api';
import { Button, Dialog, Input, toast } from 'shared-ui';
import { ChosenGroups } from './ChosenGroups';
import { toggleGroup } from './goods';
import { GoodsSearchTree } from './GoodsSearchTree';
import { GoodsTree, type GroupChoice } from './GoodsTree';
import { searchUi } from './messages';
import type { ChosenGroup } from './types';

const FilterForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const TreeBox = styled.div`
  height: 360px;
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface GoodsDialogProps {
  chosen: readonly ChosenGroup[];
  onClose: () => void;
  onConfirm: (groups: ChosenGroup[]) => void;
}

/**
 * Choosing goods/services for mode 6: the lazy tree, or the goods matching a name, with the
 * groups ticked so far above it. Mount it when it opens; confirm hands back the choice.
 */
export function GoodsDialog({ chosen, onClose, onConfirm }: GoodsDialogProps) {
  const [draft, setDraft] = useState<ChosenGroup[]>([...chosen]);
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const choice: GroupChoice = {
    isChosen: (code) => draft.some((group) => group.code === code),
    onToggle: (group) => {
      const next = toggleGroup(draft, group);
      if (next) setDraft(next);
      else toast.error(searchMessages.tooManyClasses);
    },
  };
  const filter = (event: FormEvent) => {
    event.preventDefault();
    setName(text.trim());
  };
  const footer = (
    <>
      <Button onClick={onClose}>{searchUi.cancel}</Button>
      <Button variant="primary" onClick={() => onConfirm(draft)}>
        {searchUi.confirm}
      </Button>
    </>
  );
  return (
    <Dialog open onClose={onClose} title={searchUi.goodsDialogTitle} width={680} footer={footer}>
      <FilterForm role="search" onSubmit={filter}>
        <Input
          aria-label={searchUi.goodsFilterLabel}
          placeholder={searchUi.goodsFilterPlaceholder}
          value={text}
          maxLength={30}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary">
          {searchUi.goodsFilterButton}
        </Button>
        {name && (
          <Button
            onClick={() => {
              setText('');
              setName('');
            }}
          >
            {searchUi.goodsFilterClear}
          </Button>
        )}
      </FilterForm>
      <ChosenGroups
        groups={draft}
        onRemove={(code) => setDraft(draft.filter((group) => group.code !== code))}
      />
      <TreeBox>
        {name ? <GoodsSearchTree name={name} choice={choice} /> : <GoodsTree choice={choice} />}
      </TreeBox>
    </Dialog>
  );
}
