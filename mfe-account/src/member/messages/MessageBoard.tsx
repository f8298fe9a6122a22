import type { ReactNode } from 'react';
import { getErrorMessage } from 'shared-api';
import { Button, EmptyState, PageHeading, Pagination, Spinner, Tabs } from 'shared-ui';
import styled from 'styled-components';
import { memberTexts } from '../texts';
import { MESSAGE_PAGE_SIZES, type MessageTab, type useMessageTabs } from './use-message-tabs';

const Summary = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  color: ${({ theme }) => theme.colors.textSecondary};
  strong {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** What the board needs of a list answer, whatever the kind of message. */
interface BoardPage {
  total: number;
  allTotal: number;
  unreadTotal: number;
  list: readonly unknown[];
}

/** What the board reads of the list query: the answer of the current tab and page only. */
interface BoardQuery {
  currentData?: BoardPage;
  isFetching: boolean;
  error?: unknown;
}

interface MessageBoardProps {
  /** The screen's heading, also the list's name for screen readers: 提醒消息 or 系统公告. */
  title: string;
  tabs: ReturnType<typeof useMessageTabs>;
  query: BoardQuery;
  onMarkAllRead: () => void;
  markingAll: boolean;
  /** The items of the page, each an `<li>`. */
  children: ReactNode;
}

/**
 * Spec 3 §2.11: tabs all/unread/read with their totals, the unread count, 全部标为已读, the
 * list with an empty-state image, and pages of 10/20/50/100. An unread count never shows
 * below zero.
 */
export function MessageBoard({
  title,
  tabs,
  query,
  onMarkAllRead,
  markingAll,
  children,
}: MessageBoardProps) {
  const page = query.currentData;
  const allTotal = Math.max(0, page?.allTotal ?? 0);
  const unread = Math.max(0, page?.unreadTotal ?? 0);
  const read = Math.max(0, allTotal - unread);

  let content;
  if (page && page.list.length > 0) content = <List aria-label={title}>{children}</List>;
  else if (page) {
    content = (
      <EmptyState text={tabs.tab === 'unread' ? memberTexts.noUnread : memberTexts.noMessages} />
    );
  } else if (query.isFetching) content = <Spinner size={24} />;
  else content = <EmptyState text={getErrorMessage(query.error)} />;

  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Tabs<MessageTab>
        activeKey={tabs.tab}
        onChange={tabs.setTab}
        items={[
          { key: 'all', label: `全部(${allTotal})` },
          { key: 'unread', label: `未读(${unread})` },
          { key: 'read', label: `已读(${read})` },
        ]}
      />
      <Summary>
        <span>
          共 {allTotal} 条，未读 <strong aria-label="未读数量">{unread}</strong> 条
        </span>
        <Button
          variant="primary"
          onClick={onMarkAllRead}
          loading={markingAll}
          disabled={unread === 0}
        >
          {memberTexts.markAllRead}
        </Button>
      </Summary>
      {content}
      {page && page.total > 0 && (
        <Footer>
          <Pagination
            total={page.total}
            page={tabs.args.pageNum}
            pageSize={tabs.args.pageSize}
            pageSizeOptions={MESSAGE_PAGE_SIZES}
            onChange={tabs.setPage}
          />
        </Footer>
      )}
    </>
  );
}
