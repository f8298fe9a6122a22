import { useState } from 'react';
import { accountLimits } from 'shared-api';
import { type MessageListArgs, type ReadFilter } from '../../api/messages-api';

export type MessageTab = 'all' | 'unread' | 'read';

const FILTERS: Record<MessageTab, ReadFilter> = { all: undefined, unread: '0', read: '1' };

export const MESSAGE_PAGE_SIZES: number[] = [...accountLimits.messagePageSizes];

/** The tab and page of a message list, and the list call's arguments they make. */
export function useMessageTabs() {
  const [tab, setTabState] = useState<MessageTab>('all');
  const [page, setPageState] = useState({ pageNum: 1, pageSize: MESSAGE_PAGE_SIZES[0] ?? 10 });
  const ifRead = FILTERS[tab];
  const args: MessageListArgs = ifRead === undefined ? page : { ifRead, ...page };
  return {
    tab,
    args,
    /** Another tab starts at its first page. */
    setTab: (next: MessageTab) => {
      setTabState(next);
      setPageState((p) => ({ ...p, pageNum: 1 }));
    },
    setPage: (pageNum: number, pageSize: number) => setPageState({ pageNum, pageSize }),
    firstPage: () => setPageState((p) => ({ ...p, pageNum: 1 })),
  };
}
