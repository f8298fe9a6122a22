import { createApi } from '@reduxjs/toolkit/query/react';
import { portalBaseQuery } from './base-query';

/** Every cache tag the product uses, declared once so any domain can invalidate another's. */
export const TAG_TYPES = [
  'Member',
  'Unread',
  'Trademark',
  'SearchResult',
  'Gazette',
  'Classification',
  'DataProduct',
  'Monitor',
  'Subject',
  'Favourite',
  'Renewal',
  'Notice',
  'Order',
  'Wallet',
  'Vip',
  'SubAccount',
  'Reminder',
  'Announcement',
  'News',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one createApi of the portal, empty on purpose (RTK 'code splitting'): each domain,
 * shell or remote, adds its endpoints with `api.injectEndpoints` in its own file, so a
 * remote's endpoints load with the remote.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: portalBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
