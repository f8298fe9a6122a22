import type { ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';

const Cells = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderLight};
`;

const Bar = styled.span`
  display: block;
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.sample};
`;

export interface SampleRowProps {
  columns?: number;
}

/** One greyed row of placeholder bars; decorative, so hidden from screen readers. */
export function SampleRow({ columns = 5 }: SampleRowProps) {
  return (
    <Cells $columns={columns} aria-hidden="true" data-sample-row="">
      {Array.from({ length: columns }, (_, i) => (
        <Bar key={i} style={{ width: `${60 + ((i * 17) % 40)}%` }} />
      ))}
    </Cells>
  );
}

export interface LockedSampleProps {
  /** How many sample rows to draw behind the notice. */
  rows?: number;
  columns?: number;
  message?: ReactNode;
  /** The upgrade link, e.g. `<Link to="/vip">立即升级</Link>`; the shell owns the route. */
  upgrade?: ReactNode;
}

const Box = styled.div`
  position: relative;
  min-height: 120px;
`;

const Notice = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  background: rgba(255, 255, 255, 0.6);
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Message = styled.p`
  margin: 0;
  font-weight: 500;
`;

/**
 * What a member without rights sees in place of data (spec 3 §6, code 4002): greyed sample
 * rows under the notice '请升级企业VIP或代理VIP获取权限！' and a slot for the upgrade link.
 */
export function LockedSample({
  rows = 3,
  columns = 5,
  message = messages.locked.noPermission,
  upgrade,
}: LockedSampleProps) {
  return (
    <Box role="group" aria-label={messages.locked.region}>
      {Array.from({ length: rows }, (_, i) => (
        <SampleRow key={i} columns={columns} />
      ))}
      <Notice>
        <Message>{message}</Message>
        {upgrade}
      </Notice>
    </Box>
  );
}
