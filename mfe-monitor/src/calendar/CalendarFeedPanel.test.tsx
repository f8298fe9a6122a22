import { screen } from '@testing-library/react';
import { http } from 'msw';
import { RECORD_PATHS } from 'shared-api';
import { ok } from 'shared-api/testing';
import { renderScreen, testServer } from '../test-utils';
import { CalendarFeedPanel, calendarTexts } from './CalendarFeedPanel';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

const feed = (secret: string) => ({
  url: `http://localhost/shebiao/calendar/${secret}.ics`,
  createdAt: '2026-11-24 10:00:00',
});

function renderPanel() {
  const calls = { feed: 0, reset: 0 };
  testServer.use(
    http.get(`*${RECORD_PATHS.calendarFeed}`, () => {
      calls.feed += 1;
      return ok(feed('first-secret'));
    }),
    http.post(`*${RECORD_PATHS.resetCalendarFeed}`, () => {
      calls.reset += 1;
      return ok(feed('second-secret'));
    }),
  );
  view = renderScreen(() => <CalendarFeedPanel />, '/renewal', '续展管理');
  return { ...view, calls };
}

it('asks for the address only when the member wants it, and shows it', async () => {
  const { user, calls } = renderPanel();
  expect(screen.getByRole('region', { name: calendarTexts.title })).toBeInTheDocument();
  expect(calls.feed).toBe(0);
  await user.click(screen.getByRole('button', { name: calendarTexts.show }));
  expect(await screen.findByLabelText(calendarTexts.addressLabel)).toHaveValue(
    feed('first-secret').url,
  );
  expect(calls.feed).toBe(1);
});

it('resets the address after a confirmation; cancelling keeps it', async () => {
  const { user, calls } = renderPanel();
  await user.click(screen.getByRole('button', { name: calendarTexts.show }));
  const address = await screen.findByLabelText(calendarTexts.addressLabel);

  await user.click(screen.getByRole('button', { name: calendarTexts.reset }));
  await user.click(screen.getByRole('button', { name: calendarTexts.cancel }));
  expect(calls.reset).toBe(0);

  await user.click(screen.getByRole('button', { name: calendarTexts.reset }));
  expect(screen.getByRole('dialog', { name: calendarTexts.resetTitle })).toHaveTextContent(
    calendarTexts.resetConfirm,
  );
  await user.click(screen.getByRole('button', { name: calendarTexts.confirm }));
  await screen.findByText(calendarTexts.resetDone);
  expect(address).toHaveValue(feed('second-secret').url);
  expect(calls.reset).toBe(1);
});
