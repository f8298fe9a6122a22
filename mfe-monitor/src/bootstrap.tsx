import { createPortalStore } from 'shared-api';
import { mountStandalone } from 'shared-ui';
import { App } from './App';

mountStandalone('mfe-monitor', App, createPortalStore());
