import type { NavigateFunction } from 'react-router-dom';

/** A path of this site ('/order'), not a protocol-relative '//host' address. */
const SITE_PATH = /^\/(?!\/)/;
const WEB_ADDRESS = /^https?:\/\//i;

/** Whether a message's link may be followed at all (no javascript: or data: addresses). */
export function isFollowable(url: string): boolean {
  return SITE_PATH.test(url) || WEB_ADDRESS.test(url);
}

/**
 * Follows a link of a message: a path of this site in the portal's router, another site in
 * a new tab. Anything else is not followed.
 */
export function followLink(url: string, navigate: NavigateFunction): void {
  if (SITE_PATH.test(url)) navigate(url);
  else if (WEB_ADDRESS.test(url)) window.open(url, '_blank', 'noopener');
}
