import styled from 'styled-components';
import { Button } from '../components/Button';
import { messages } from '../messages';

export interface RetryPanelProps {
  onRetry: () => void;
  title?: string;
  text?: string;
  /** True while the retry is under way; the button shows a spinner meanwhile. */
  retrying?: boolean;
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/**
 * Shown in a remote's slot when its code failed to load (architecture: one dead remote must not
 * take the portal down). role="alert" announces it; the rest of the page keeps working.
 */
export function RetryPanel({
  onRetry,
  title = messages.retry.title,
  text = messages.retry.text,
  retrying = false,
}: RetryPanelProps) {
  return (
    <Panel role="alert">
      <Title>{title}</Title>
      <Text>{text}</Text>
      <Button variant="primary" loading={retrying} onClick={onRetry}>
        {messages.retry.action}
      </Button>
    </Panel>
  );
}
