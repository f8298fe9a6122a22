import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Reminder, type RemoteAppProps } from 'shared-api';
import {
  useFlagAllRemindersReadMutation,
  useFlagReminderReadMutation,
  useRemindersQuery,
} from '../../api/messages-api';
import { followLink, isFollowable } from './follow-link';
import { MessageBoard } from './MessageBoard';
import { MessageItem } from './MessageItem';
import { useMessageTabs } from './use-message-tabs';

/**
 * /message (spec 3 §2.11): the member's reminders. Opening a link of an unread reminder marks
 * it read first (spec 3 §4), then follows the link; the header badge follows the count.
 */
export function ReminderScreen({ title }: RemoteAppProps) {
  const tabs = useMessageTabs();
  const list = useRemindersQuery(tabs.args);
  const [flagRead] = useFlagReminderReadMutation();
  const [flagAllRead, { isLoading: markingAll }] = useFlagAllRemindersReadMutation();
  const navigate = useNavigate();

  const openLink = (event: MouseEvent, reminder: Reminder, url: string) => {
    event.preventDefault();
    // Sent before leaving: the call completes even when the link leaves this screen.
    if (reminder.ifRead === 0) void flagRead(reminder.id);
    followLink(url, navigate);
  };

  return (
    <MessageBoard
      title={title}
      tabs={tabs}
      query={list}
      onMarkAllRead={() => void flagAllRead()}
      markingAll={markingAll}
    >
      {list.currentData?.list.map((reminder) => {
        const { title: heading, content } = reminder.remindModelDto;
        return (
          <MessageItem
            key={reminder.id}
            unread={reminder.ifRead === 0}
            title={heading}
            time={reminder.createdTime}
          >
            <p>{content.text}</p>
            {content.links.map((link) =>
              isFollowable(link.url) ? (
                <a
                  key={link.url + link.title}
                  href={link.url}
                  onClick={(event) => openLink(event, reminder, link.url)}
                >
                  {link.title}
                </a>
              ) : (
                <span key={link.url + link.title}>{link.title}</span>
              ),
            )}
          </MessageItem>
        );
      })}
    </MessageBoard>
  );
}
