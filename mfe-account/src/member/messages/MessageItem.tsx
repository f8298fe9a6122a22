import type { ReactNode } from 'react';
import styled from 'styled-components';
import { memberTexts } from '../texts';

const Item = styled.li<{ $unread: boolean }>`
  position: relative;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.lg} 28px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderLight};
  color: ${({ theme, $unread }) => ($unread ? theme.colors.text : theme.colors.textSecondary)};
`;

const Dot = styled.span`
  position: absolute;
  top: 24px;
  left: 10px;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h3<{ $unread: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
`;

const Time = styled.time`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  line-height: 1.7;
  white-space: pre-wrap;
  a {
    margin-right: ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

interface MessageItemProps {
  unread: boolean;
  title: ReactNode;
  time: string;
  children: ReactNode;
}

/** One message: an unread dot, its title and time, then its text and links. */
export function MessageItem({ unread, title, time, children }: MessageItemProps) {
  return (
    <Item $unread={unread} data-unread={unread || undefined}>
      {unread && <Dot role="img" aria-label={memberTexts.unreadDot} />}
      <Head>
        <Title $unread={unread}>{title}</Title>
        <Time>{time}</Time>
      </Head>
      <Body>{children}</Body>
    </Item>
  );
}
