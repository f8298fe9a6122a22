import { useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { ChosenGroups } from './ChosenGroups';
import { GoodsDialog } from './GoodsDialog';
import { searchUi } from './messages';
import type { ChosenGroup } from './types';

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export interface GoodsPickerProps {
  groups: ChosenGroup[];
  onChange: (groups: ChosenGroup[]) => void;
}

/** Mode 6: the chosen goods/services and the button that opens the tree dialog. */
export function GoodsPicker({ groups, onChange }: GoodsPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Line>
      <Button onClick={() => setOpen(true)}>{searchUi.chooseGoods}</Button>
      <ChosenGroups
        groups={groups}
        onRemove={(code) => onChange(groups.filter((group) => group.code !== code))}
      />
      {open && (
        <GoodsDialog
          chosen={groups}
          onClose={() => setOpen(false)}
          onConfirm={(next) => {
            onChange(next);
            setOpen(false);
          }}
        />
      )}
    </Line>
  );
}
