import '@testing-library/jest-dom';
import './form-data';
import { testServer } from './msw-server';

// Any request a test did not describe with an msw handler fails the test.
beforeAll(() => testServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  testServer.resetHandlers();
  localStorage.clear();
});
afterAll(() => testServer.close());
