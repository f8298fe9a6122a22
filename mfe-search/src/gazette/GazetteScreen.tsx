import { useReducer } from 'react';
import {
  GAZETTE_PAGE_SIZES,
  gazetteMessages,
  getErrorMessage,
  type GazetteSearchBody,
  type RemoteAppProps,
} from 'shared-api';
import {
  useMaxNoticeIssueQuery,
  useNoticeTypesQuery,
  useSearchNoticesQuery,
} from '../api/gazette-api';
import { EmptyState, PageContainer, PageHeading, Pagination, Section, Spinner } from 'shared-ui';
import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { GazetteFilters } from './GazetteFilters';
import { GazetteTable } from './GazetteTable';
import { gazetteReducer, initialGazetteState, type GazetteState } from './gazette-state';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Center = styled.div`
  padding: ${({ theme }) => theme.space.xxl};
  text-align: center;
`;

const PAGE_SIZE_OPTIONS = [...GAZETTE_PAGE_SIZES];

/** The search body, or nothing while the issue or its type is still unknown. */
function searchBody(state: GazetteState, issue: number | undefined, typeId: number | undefined) {
  if (issue === undefined || typeId === undefined) return skipToken;
  const body: GazetteSearchBody = {
    pageNum: state.pageNum,
    pageSize: state.pageSize,
    firstNo: issue,
    typeName: String(typeId),
  };
  // a filter is sent only when it has a value
  for (const field of ['mark', 'code', 'accn'] as const) {
    if (state.applied[field]) body[field] = state.applied[field];
  }
  return body;
}

/**
 * /gonggao (spec 1 §2 'Gazette', §4 'Gazette load'): the latest issue, then its types with
 * the first one chosen, then its notices; 重置 goes back to exactly that.
 */
export function GazetteScreen({ title }: RemoteAppProps) {
  const [state, dispatch] = useReducer(gazetteReducer, initialGazetteState);
  const issues = useMaxNoticeIssueQuery();
  const issue = state.issue ?? issues.data?.latest?.issue;
  const types = useNoticeTypesQuery(issue ?? skipToken);
  // currentData: while another issue's types load, the previous issue's must not be used
  const typeList = types.currentData ?? [];
  const typeId = state.typeId ?? typeList[0]?.id;
  const notices = useSearchNoticesQuery(searchBody(state, issue, typeId));

  let content;
  if (issues.isLoading) {
    content = (
      <Center>
        <Spinner size={24} />
      </Center>
    );
  } else if (issue === undefined) {
    content = (
      <EmptyState text={issues.error ? getErrorMessage(issues.error) : gazetteMessages.noIssue} />
    );
  } else {
    // a refused search (e.g. a malformed number) leaves no stale rows behind its message
    const failed = notices.isError && !notices.isFetching;
    const result = typeId === undefined || failed ? undefined : notices.data;
    content = (
      <>
        <GazetteFilters
          issues={issues.data?.issues ?? []}
          issue={issue}
          types={typeList}
          typeId={typeId}
          draft={state.draft}
          dispatch={dispatch}
        />
        <GazetteTable
          rows={result?.list ?? []}
          loading={types.isFetching || notices.isFetching}
          empty={failed ? getErrorMessage(notices.error) : undefined}
        />
        <Footer>
          <Pagination
            total={result?.total ?? 0}
            page={state.pageNum}
            pageSize={state.pageSize}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            onChange={(pageNum, pageSize) => dispatch({ type: 'page', pageNum, pageSize })}
          />
        </Footer>
      </>
    );
  }

  return (
    <PageContainer>
      <PageHeading>{title}</PageHeading>
      <Section>{content}</Section>
    </PageContainer>
  );
}
