/**
 * The front-end test harness (`shared-api/testing`), one copy for every package's tests: the
 * envelope, a stored session, a member's details, a trademark row, and the real store with the
 * shell mocked.
 * Tests only: app code never imports it (eslint forbids it), so no bundle carries it.
 */
export { envelope, ok } from './envelope';
export { logIn, tokenPair } from './session';
export { currentDetails } from './member-details';
export { markRow, searchResult } from './trademark-row';
export { recordingPost } from './recording';
export { mockShellServices, probeApi, refreshHandler, setUpClient } from './client';
