import styled from 'styled-components';
import { monitorMessages } from 'shared-api';
import { Button, SampleRow } from 'shared-ui';
import { monitorTexts } from '../shared/texts';

const Box = styled.div`
  padding: ${({ theme }) => theme.space.lg} 0;
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/** /nomonitor and an empty list (spec 2 §2): a greyed sample row, the note and the add button. */
export function NoWatches({ onAdd }: { onAdd: () => void }) {
  return (
    <Box>
      <SampleRow columns={7} />
      <p>{monitorMessages.noWatches}</p>
      <Button variant="primary" onClick={onAdd}>
        {monitorTexts.addWatch}
      </Button>
    </Box>
  );
}
