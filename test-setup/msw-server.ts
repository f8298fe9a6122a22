import { setupServer } from 'msw/node';

/** The one msw server of the front-end tests; each test adds handlers with `testServer.use`. */
export const testServer = setupServer();
