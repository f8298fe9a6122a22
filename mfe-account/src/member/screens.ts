import type { ComponentType } from 'react';
import type { RemoteAppProps } from 'shared-api';

/** This folder's screens by route path (see App.tsx). */
export const MEMBER_SCREENS: Record<string, ComponentType<RemoteAppProps>> = {};
