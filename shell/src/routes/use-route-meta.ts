import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { SITE_NAME } from 'shared-api';
import type { RouteMeta } from './route-objects';

function setMetaKeywords(keywords: string) {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="keywords"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'keywords';
    document.head.appendChild(tag);
  }
  tag.content = keywords;
}

/** Sets the page title and SEO keywords of the matched route, and scrolls to the top. */
export function useRouteMeta() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const meta = [...matches].reverse().find((match) => match.handle)?.handle as
    RouteMeta | undefined;
  useEffect(() => {
    if (!meta) return;
    document.title = `${meta.title} - ${SITE_NAME}`;
    setMetaKeywords(meta.keywords);
  }, [meta]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
