import { useSearchParams } from 'react-router-dom';
import { getErrorMessage, searchMessages, type DetailRow, type RemoteAppProps } from 'shared-api';
import { useMarkDetailQuery } from '../api/detail-api';
import { EmptyState, PageContainer, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { MarkDetail } from './MarkDetail';

export const NO_DETAIL_ID_MESSAGE = '缺少商标编号，请从查询结果打开商标详情';

const Center = styled.div`
  padding: ${({ theme }) => theme.space.xxl};
  text-align: center;
`;

const Page = styled(PageContainer)`
  padding-top: ${({ theme }) => theme.space.lg};
`;

/**
 * /search/tmd?detailId=<UID>: one mark in full with its exports (spec 1 §2). An unknown
 * mark shows the server's message; a members-only refusal goes to the shell's permission
 * handler through the base query.
 */
export function DetailScreen(_props: RemoteAppProps) {
  const [params] = useSearchParams();
  const detailId = params.get('detailId')?.trim() ?? '';
  const { data, error, isLoading } = useMarkDetailQuery(detailId, { skip: !detailId });
  return (
    <Page>
      <DetailContent
        detailId={detailId}
        loading={isLoading}
        mark={data?.list[0]}
        message={error ? getErrorMessage(error) : searchMessages.detailNotFound}
      />
    </Page>
  );
}

interface DetailContentProps {
  detailId: string;
  loading: boolean;
  mark: DetailRow | undefined;
  /** Why there is no mark: the server's message, or 'no such mark'. */
  message: string;
}

function DetailContent({ detailId, loading, mark, message }: DetailContentProps) {
  if (!detailId) return <EmptyState text={NO_DETAIL_ID_MESSAGE} />;
  if (loading) {
    return (
      <Center>
        <Spinner size={24} />
      </Center>
    );
  }
  if (!mark) return <EmptyState text={message} />;
  return <MarkDetail mark={mark} />;
}
