import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { searchMessages, useSession, type RemoteAppProps } from 'shared-api';
import { EmptyState, PageContainer } from 'shared-ui';
import { searchUi } from './messages';
import { SearchBox } from './SearchBox';
import { SearchResults } from './SearchResults';
import { canImageSearch } from './search-rules';
import { readSearchUrl, SEARCH_INFO_PATH, searchUrl } from './search-url';
import { emptyForm, type SearchForm, type SubmittedSearch } from './types';

// the portal's centred column, with room below for the side toolbar not to cover the table
const Page = styled(PageContainer)`
  padding-bottom: ${({ theme }) => theme.space.xl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  text-align: center;
`;

/** Carried in the history entry so the box shows the group names after the search starts. */
interface SearchNavState {
  form?: SearchForm;
}

function submittedFrom(form: SearchForm): SubmittedSearch {
  return {
    mode: form.mode,
    keyword: form.mode === 5 ? '' : form.keyword.trim(),
    imgpath: form.mode === 5 ? (form.image?.absolutePath ?? null) : null,
    goods: form.mode === 6 ? form.goods.map((group) => group.code) : [],
  };
}

/** The form the address describes, with the names the history entry kept if it is the same. */
function initialForm(fromUrl: SearchForm, state: SearchNavState | null): SearchForm {
  const kept = state?.form;
  if (!kept) return fromUrl;
  return searchUrl(submittedFrom(kept)) === searchUrl(submittedFrom(fromUrl)) ? kept : fromUrl;
}

/**
 * /search (the box alone) and /search/searchinfo (the box and the results of the search its
 * address describes). Every search is a navigation, so reload, back and shared links repeat
 * it; each one remounts the box and the results, which is what resets them.
 */
export function SearchPage({ routePath }: RemoteAppProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const onResults = routePath === SEARCH_INFO_PATH;
  const fromUrl = useMemo(
    () => readSearchUrl(new URLSearchParams(location.search)),
    [location.search],
  );
  const form = onResults
    ? initialForm(fromUrl.form, location.state as SearchNavState | null)
    : emptyForm(fromUrl.form.mode);
  const search = onResults ? fromUrl.search : null;

  const startSearch = (next: SearchForm) => {
    const url = searchUrl(submittedFrom(next));
    const here = location.pathname + location.search;
    const kept = { ...next, keyword: next.keyword.trim() };
    navigate(url, { replace: url === here, state: { form: kept } satisfies SearchNavState });
  };

  return (
    <Page>
      {!onResults && <Title>{searchUi.landingTitle}</Title>}
      <SearchBox key={`box:${location.key}`} initial={form} onSearch={startSearch} />
      {search &&
        (search.mode === 5 && !canImageSearch(session) ? (
          // A shared link to an image search opened without the right (spec 1 §6).
          <EmptyState text={searchMessages.upgradeVip} />
        ) : (
          <SearchResults key={`results:${location.key}`} search={search} />
        ))}
    </Page>
  );
}
