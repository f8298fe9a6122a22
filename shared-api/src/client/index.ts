/** The client half of shared-api: the one createApi, its base query, the session, shell services. */
export { api, TAG_TYPES, type TagType } from './api';
export { portalBaseQuery, type PortalBaseQuery } from './base-query';
export { type PortalExtraOptions, REQUEST_TIMEOUT_MS } from './raw-query';
export {
  getErrorMessage,
  isEnvelopeError,
  type EnvelopeError,
  type PortalQueryError,
  type PortalQueryMeta,
  type TransportError,
} from './errors';
export { ACCESS_DENIED_BODY } from './error-catalogue';
export {
  fileResponseHandler,
  filenameFromContentDisposition,
  isFileDownload,
  type FileDownload,
} from './response-body';
export {
  SESSION_KEYS,
  clearSession,
  getSessionSnapshot,
  isLoggedIn,
  onSessionChange,
  readSession,
  saveSession,
  setMemberLevel,
  type Session,
} from './session';
export { useSession } from './use-session';
export {
  getShellServices,
  registerShellServices,
  type NavigateOptions,
  type PaymentRequiredContext,
  type ShellServices,
  type ShellServicesInput,
  type ShellToast,
} from './shell-services';
export { refreshSession } from './token-refresh';
export {
  createPortalStore,
  rootReducer,
  type AppDispatch,
  type LazyLoadedSlices,
  type PortalStore,
  type RootState,
} from './store';
export * from './endpoints/member';
export * from './endpoints/auth';
export * from './endpoints/payment';
export { NO_FILE_MESSAGE, saveDownload } from './save-download';
