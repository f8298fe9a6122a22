import { useState } from 'react';
import { type Announcement, type RemoteAppProps } from 'shared-api';
import {
  useAnnouncementsQuery,
  useFlagAllAnnouncementsReadMutation,
  useFlagAnnouncementReadMutation,
} from '../../api/messages-api';
import styled from 'styled-components';
import { MessageBoard } from './MessageBoard';
import { MessageItem } from './MessageItem';
import { useMessageTabs } from './use-message-tabs';

const TitleButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Characters of a closed announcement's text shown as its preview. */
const PREVIEW_CHARS = 80;

const preview = (text: string) =>
  text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text;

/**
 * /sysMessage (spec 3 §2.11): system announcements. An announcement has no links of its own,
 * so opening it (its title shows the whole text) is what marks it read, as opening a
 * reminder's link does.
 */
export function AnnouncementScreen({ title }: RemoteAppProps) {
  const tabs = useMessageTabs();
  const list = useAnnouncementsQuery(tabs.args);
  const [flagRead] = useFlagAnnouncementReadMutation();
  const [flagAllRead, { isLoading: markingAll }] = useFlagAllAnnouncementsReadMutation();
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());

  const toggle = (announcement: Announcement) => {
    const next = new Set(openIds);
    if (next.has(announcement.id)) next.delete(announcement.id);
    else {
      next.add(announcement.id);
      if (announcement.ifRead === 0) void flagRead(announcement.id);
    }
    setOpenIds(next);
  };

  return (
    <MessageBoard
      title={title}
      tabs={tabs}
      query={list}
      onMarkAllRead={() => void flagAllRead()}
      markingAll={markingAll}
    >
      {list.currentData?.list.map((announcement) => {
        const { title: heading, content, publishTime } = announcement.announcementDto;
        const open = openIds.has(announcement.id);
        return (
          <MessageItem
            key={announcement.id}
            unread={announcement.ifRead === 0}
            title={
              <TitleButton type="button" aria-expanded={open} onClick={() => toggle(announcement)}>
                {heading}
              </TitleButton>
            }
            time={publishTime}
          >
            <p>{open ? content : preview(content)}</p>
          </MessageItem>
        );
      })}
    </MessageBoard>
  );
}
