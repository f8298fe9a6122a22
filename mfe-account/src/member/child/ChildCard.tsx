import type { Child } from 'shared-api';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import { memberTexts } from '../texts';
import { StatusSwitch } from './StatusSwitch';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  word-break: break-all;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

export type ChildAction = 'rename' | 'password' | 'remove';

interface ChildCardProps {
  child: Child;
  onAction: (action: ChildAction, child: Child) => void;
}

/** One sub-account: its name, the switch, and rename / reset password / delete. */
export function ChildCard({ child, onAction }: ChildCardProps) {
  return (
    <Card aria-label={child.name}>
      <Name>{child.name}</Name>
      <StatusSwitch child={child} />
      <Actions>
        <Button variant="link" onClick={() => onAction('rename', child)}>
          {memberTexts.renameChild}
        </Button>
        <Button variant="link" onClick={() => onAction('password', child)}>
          {memberTexts.resetChildPassword}
        </Button>
        <Button variant="link" onClick={() => onAction('remove', child)}>
          {memberTexts.removeChild}
        </Button>
      </Actions>
    </Card>
  );
}
