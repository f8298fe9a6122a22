import { mountStandalone } from 'shared-ui';
import { App } from './App';

mountStandalone('mfe-search', App);
