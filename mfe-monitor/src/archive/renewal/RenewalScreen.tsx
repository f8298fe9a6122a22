import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_WATCH_PAGE_SIZE,
  getErrorMessage,
  RENEWAL_STATUS_LABELS,
  type RenewalStatus,
  type RemoteAppProps,
} from 'shared-api';
import { Button, EmptyState, Input, PageHeading, Spinner, Table, Tabs } from 'shared-ui';
import { type RenewalExportArgs, useRenewalsQuery } from '../../api/archive-api';
import { CalendarFeedPanel } from '../../calendar/CalendarFeedPanel';
import { ArchiveGate, ArchiveLocked, isNoPermission } from '../ArchiveGate';
import { archiveTexts } from '../archive-texts';
import { SubjectFormDialog } from '../subjects/SubjectFormDialog';
import { useSubjectChoices } from '../useSubjectChoices';
import { renewalColumns } from './renewal-columns';
import { RenewalExportButton } from './RenewalExportButton';
import { SubjectBanner } from './SubjectBanner';
import { ListPager } from '../../shared/ListPager';

type TabKey = 'all' | `${RenewalStatus}`;
const STATUS_KEYS = Object.keys(RENEWAL_STATUS_LABELS) as `${RenewalStatus}`[];

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
  > input {
    width: 180px;
  }
`;

/**
 * /renewal (spec 2 §2 screen 6, §4): a subject's registered marks by renewal state (not yet,
 * renewal window, grace period, past grace) with the days left and a ring, and the export.
 */
export function RenewalScreen({ title }: RemoteAppProps) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <ArchiveGate columns={8}>
        <Renewals />
      </ArchiveGate>
    </>
  );
}

function Renewals() {
  const { query: subjectList, subjects, defaultSubject } = useSubjectChoices();
  const [subjectId, setSubjectId] = useState<number | undefined>(undefined);
  const [tab, setTab] = useState<TabKey>('all');
  const [typed, setTyped] = useState({ tmCode: '', tmName: '' });
  const [filters, setFilters] = useState({ tmCode: '', tmName: '' });
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_WATCH_PAGE_SIZE });
  const [adding, setAdding] = useState(false);
  const noSubjects = subjectList.data?.total === 0;
  const args: RenewalExportArgs = {
    ...(subjectId === undefined ? {} : { customRecordId: subjectId }),
    ...(tab === 'all' ? {} : { tmXZSTATUS: Number(tab) as RenewalStatus }),
    ...filters,
  };
  const renewals = useRenewalsQuery(
    { ...page, ...args },
    { skip: !subjectList.data || noSubjects },
  );

  if (isNoPermission(subjectList.error) || isNoPermission(renewals.error)) {
    return <ArchiveLocked columns={8} />;
  }
  const shown =
    renewals.data?.subject ?? subjects.find((s) => s.id === subjectId) ?? defaultSubject;
  const counts = renewals.data?.renewalCounts ?? {};
  const countOf = (key: TabKey) =>
    key === 'all' ? Object.values(counts).reduce((sum, n) => sum + n, 0) : (counts[key] ?? 0);
  const firstPage = () => setPage({ ...page, pageNum: 1 });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ tmCode: typed.tmCode.trim(), tmName: typed.tmName.trim() });
    firstPage();
  };
  const total = renewals.data?.total ?? 0;

  let content;
  if (noSubjects) content = null;
  else if (renewals.isError) content = <EmptyState text={getErrorMessage(renewals.error)} />;
  else if (!renewals.data) content = <Spinner size={24} />;
  else
    content = (
      <Table
        caption={archiveTexts.renewalTable}
        columns={renewalColumns}
        rows={renewals.data.list}
        rowKey="UID"
        loading={renewals.isFetching}
        empty={archiveTexts.noRecords}
      />
    );

  return (
    <>
      <SubjectBanner
        subject={shown}
        subjects={subjects}
        onChoose={(id) => {
          setSubjectId(id);
          firstPage();
        }}
        onAdd={() => setAdding(true)}
      />
      {/* the renewal, grace and opposition deadlines in the member's own calendar */}
      <CalendarFeedPanel />
      {!noSubjects && (
        <>
          <Tabs<TabKey>
            items={(['all', ...STATUS_KEYS] as TabKey[]).map((key) => ({
              key,
              label: archiveTexts.countChip(
                key === 'all'
                  ? archiveTexts.allRenewals
                  : RENEWAL_STATUS_LABELS[Number(key) as RenewalStatus],
                countOf(key),
              ),
            }))}
            activeKey={tab}
            onChange={(key) => {
              setTab(key);
              firstPage();
            }}
          />
          <Bar onSubmit={search} aria-label="筛选">
            <Input
              aria-label={archiveTexts.filterCode}
              placeholder={archiveTexts.filterCode}
              value={typed.tmCode}
              onChange={(event) => setTyped({ ...typed, tmCode: event.target.value })}
            />
            <Input
              aria-label={archiveTexts.filterName}
              placeholder={archiveTexts.filterName}
              value={typed.tmName}
              onChange={(event) => setTyped({ ...typed, tmName: event.target.value })}
            />
            <Button type="submit" variant="primary">
              {archiveTexts.query}
            </Button>
            <RenewalExportButton args={args} disabled={total === 0} />
          </Bar>
        </>
      )}
      {content}
      {total > 0 && <ListPager total={total} page={page} onChange={setPage} />}
      {adding && <SubjectFormDialog subject={null} onClose={() => setAdding(false)} />}
    </>
  );
}
