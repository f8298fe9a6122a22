import styled from 'styled-components';
import { CLASS_COUNT_BUILDING_POLL_MS, getErrorMessage, type ClassCounts } from 'shared-api';
import { classCountsApi, useGetClassCountsQuery } from '../api/class-counts-api';
import { Button, EmptyState, ProgressBar, RetryPanel, Section, Spinner } from 'shared-ui';
import { ClassCountChart } from './ClassCountChart';
import { downloadClassCounts } from './class-counts-csv';
import { buildPercent, formatCount } from './format-count';

export const overviewMessages = {
  title: '数据库概览',
  total: (n: number) => `共 ${formatCount(n)} 件商标`,
  updated: (month: number) => `数据更新于${month}月`,
  download: '下载',
  building: (percent: number) => `商标数据库构建中 ${percent}%`,
  empty: '暂无商标数据',
  failed: '数据库概览加载失败',
} as const;

const Extra = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Total = styled.strong`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const Building = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Center = styled.div`
  padding: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.primary};
  text-align: center;
`;

function Summary({ counts }: { counts: ClassCounts }) {
  return (
    <Extra>
      <Total>{overviewMessages.total(counts.total)}</Total>
      {counts.updatedMonth !== null && <span>{overviewMessages.updated(counts.updatedMonth)}</span>}
      <Button
        size="small"
        disabled={counts.total === 0}
        onClick={() => downloadClassCounts(counts)}
      >
        {overviewMessages.download}
      </Button>
    </Extra>
  );
}

function BuildProgress({ done, total }: { done: number; total: number }) {
  const percent = buildPercent(done, total);
  const text = overviewMessages.building(percent);
  return (
    <Building>
      <p>{text}</p>
      <ProgressBar value={percent} label={text} hideText />
    </Building>
  );
}

/**
 * The home page's database overview (spec 1 §2): trademarks per class as a bar chart, the
 * total, the month of the last update and a download. While the database is being built it
 * shows the progress and asks again every 2 s until the build has finished.
 */
export function DatabaseOverview() {
  // Poll only while the last answer said 'building'; read from the cache, not subscribed twice.
  const cached = classCountsApi.endpoints.getClassCounts.useQueryState();
  const building = Boolean(cached.data?.building);
  const { data, error, isLoading, isFetching, refetch } = useGetClassCountsQuery(undefined, {
    pollingInterval: building ? CLASS_COUNT_BUILDING_POLL_MS : 0,
  });

  if (isLoading) {
    return (
      <Section title={overviewMessages.title}>
        <Center>
          <Spinner size={24} />
        </Center>
      </Section>
    );
  }
  if (!data) {
    return (
      <Section title={overviewMessages.title}>
        <RetryPanel
          title={overviewMessages.failed}
          text={error ? getErrorMessage(error) : overviewMessages.failed}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      </Section>
    );
  }
  return (
    <Section title={overviewMessages.title} extra={<Summary counts={data} />}>
      {data.building && <BuildProgress {...data.building} />}
      {data.total > 0 ? (
        <ClassCountChart list={data.list} />
      ) : (
        !data.building && <EmptyState text={overviewMessages.empty} />
      )}
    </Section>
  );
}
