import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { noticeMessages } from 'shared-api';
import { LockedSample, SampleRow } from 'shared-ui';
import { monitorTexts } from '../../shared/texts';

const Box = styled.div`
  padding: ${({ theme }) => theme.space.lg} 0;
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/** Below enterprise VIP or code 4002 (spec 2 §6): the greyed sample and the upgrade link. */
export function NoticeLocked({ columns = 8 }: { columns?: number }) {
  return (
    <LockedSample
      rows={2}
      columns={columns}
      upgrade={<Link to="/vip">{monitorTexts.upgradeNow}</Link>}
    />
  );
}

/** Nothing followed yet (spec 2 §2): a greyed sample row, 无监测标，请添加商标 and the way on. */
export function NoNoticeMarks({
  columns = 8,
  children,
}: {
  columns?: number;
  children: ReactNode;
}) {
  return (
    <Box>
      <SampleRow columns={columns} />
      <p>{noticeMessages.noMarks}</p>
      {children}
    </Box>
  );
}
