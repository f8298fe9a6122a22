import { useState } from 'react';
import { Button, Dialog, Input, Row, toast } from 'shared-ui';
import styled from 'styled-components';
import { useLazyCalendarFeedQuery, useResetCalendarFeedMutation } from '../api/calendar-api';

export const calendarTexts = {
  title: '日历订阅',
  hint: '续展截止日、宽展截止日和监测商标的异议截止日，可订阅到您常用的日历（Outlook、苹果日历、谷歌日历等）。',
  show: '获取订阅地址',
  copy: '复制地址',
  copied: '订阅地址已复制',
  reset: '重置地址',
  resetTitle: '重置订阅地址',
  resetConfirm: '重置后旧的订阅地址将失效，已订阅的日历需使用新地址重新订阅。确定重置吗？',
  resetDone: '订阅地址已重置，旧地址已失效',
  confirm: '确定',
  cancel: '取消',
  addressLabel: '日历订阅地址',
} as const;

const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  padding: 12px 16px;
  margin: 12px 0;
  h3 {
    margin: 0 0 4px;
    font-size: 15px;
  }
  p {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: 13px;
  }
  input {
    min-width: 420px;
  }
`;

/**
 * The calendar subscription box of /renewal: the address is shown only when asked for (it is
 * a key to the member's deadlines), can be copied, and can be reset when it has leaked.
 */
export function CalendarFeedPanel() {
  const [loadFeed, feed] = useLazyCalendarFeedQuery();
  const [resetFeed, reset] = useResetCalendarFeedMutation();
  const [resetUrl, setResetUrl] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const url = resetUrl ?? feed.data?.url;

  async function copy() {
    if (!url) return;
    await navigator.clipboard?.writeText(url);
    toast.success(calendarTexts.copied);
  }

  async function replace() {
    setConfirming(false);
    const answer = await resetFeed();
    if (answer.data) {
      setResetUrl(answer.data.url);
      toast.success(calendarTexts.resetDone);
    }
  }

  return (
    <Panel aria-label={calendarTexts.title}>
      <h3>{calendarTexts.title}</h3>
      <p>{calendarTexts.hint}</p>
      {url ? (
        <Row>
          <Input aria-label={calendarTexts.addressLabel} value={url} readOnly />
          <Button onClick={() => void copy()}>{calendarTexts.copy}</Button>
          <Button disabled={reset.isLoading} onClick={() => setConfirming(true)}>
            {calendarTexts.reset}
          </Button>
        </Row>
      ) : (
        <Button variant="primary" disabled={feed.isFetching} onClick={() => void loadFeed()}>
          {calendarTexts.show}
        </Button>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={calendarTexts.resetTitle}
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>{calendarTexts.cancel}</Button>
            <Button variant="danger" onClick={() => void replace()}>
              {calendarTexts.confirm}
            </Button>
          </>
        }
      >
        {calendarTexts.resetConfirm}
      </Dialog>
    </Panel>
  );
}
