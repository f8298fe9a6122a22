import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  DEFAULT_WATCH_PAGE_SIZE,
  getErrorMessage,
  tmStatusLabel,
  type RemoteAppProps,
} from 'shared-api';
import { EmptyState, PageHeading, Spinner, Table } from 'shared-ui';
import { useArchiveQuery } from '../../api/archive-api';
import { ArchiveGate, ArchiveLocked, isNoPermission } from '../ArchiveGate';
import { archiveTexts } from '../archive-texts';
import { SubjectPicker } from '../SubjectPicker';
import { useSubjectChoices } from '../useSubjectChoices';
import { archiveColumns } from './archive-columns';
import {
  ArchiveFilters,
  archiveFilterArgs,
  NO_ARCHIVE_FILTERS,
  type ArchiveFilterValues,
} from './ArchiveFilters';
import { FilterCounts } from './FilterCounts';
import { ListPager } from '../../shared/ListPager';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Counts = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * /bodyArchives (spec 2 §2 screen 4): the marks under a subject, the default one unless the
 * address names it (?id=). A favourite's link may name a number too (?tmCode=), searched in the
 * default subject's archive.
 */
export function ArchiveScreen({ title }: RemoteAppProps) {
  const { search } = useLocation();
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <ArchiveGate columns={9}>
        <Archive key={search} search={search} />
      </ArchiveGate>
    </>
  );
}

function Archive({ search }: { search: string }) {
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const id = Number(params.get('id'));
  const subjectId = Number.isInteger(id) && id > 0 ? id : undefined;
  const [initial] = useState<ArchiveFilterValues>({
    ...NO_ARCHIVE_FILTERS,
    tmCode: params.get('tmCode')?.trim() ?? '',
  });
  const [draft, setDraft] = useState(initial);
  const [applied, setApplied] = useState(initial);
  const [classesRefused, setClassesRefused] = useState(false);
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_WATCH_PAGE_SIZE });
  const { query: subjectList, subjects, defaultSubject } = useSubjectChoices();
  const noSubjects = subjectList.data?.total === 0;
  const archive = useArchiveQuery(
    {
      ...page,
      ...(subjectId === undefined ? {} : { customRecordId: subjectId }),
      ...(archiveFilterArgs(applied) ?? {}),
    },
    { skip: !subjectList.data || noSubjects },
  );

  if (isNoPermission(subjectList.error) || isNoPermission(archive.error)) {
    return <ArchiveLocked columns={9} />;
  }
  if (noSubjects) {
    return (
      <EmptyState text={archiveTexts.noSubjects}>
        <Link to="/bodyManage">{archiveTexts.addSubject}</Link>
      </EmptyState>
    );
  }

  const apply = (values: ArchiveFilterValues) => {
    if (archiveFilterArgs(values) === null) return setClassesRefused(true);
    setClassesRefused(false);
    setDraft(values);
    setApplied(values);
    setPage({ ...page, pageNum: 1 });
  };
  const shownId = archive.data?.subject?.id ?? subjectId ?? defaultSubject?.id;
  const total = archive.data?.total ?? 0;

  let content;
  if (archive.isError) content = <EmptyState text={getErrorMessage(archive.error)} />;
  else if (!archive.data) content = <Spinner size={24} />;
  else
    content = (
      <Table
        caption={archiveTexts.archiveTable}
        columns={archiveColumns}
        rows={archive.data.list}
        rowKey="UID"
        loading={archive.isFetching}
        empty={archiveTexts.noRecords}
      />
    );

  return (
    <>
      <Top>
        <SubjectPicker
          subjects={subjects}
          value={shownId}
          onChange={(next) => navigate(`/bodyArchives?id=${next}`)}
        />
        <Link to="/bodyManage">{archiveTexts.toSubjects}</Link>
      </Top>
      <ArchiveFilters
        values={draft}
        onChange={setDraft}
        onApply={apply}
        classesRefused={classesRefused}
      />
      <Counts>
        <FilterCounts
          title={archiveTexts.statusCounts}
          counts={archive.data?.statusCounts ?? {}}
          label={(status) => tmStatusLabel(Number(status))}
          selected={applied.tmStatus || null}
          onPick={(status) => apply({ ...applied, tmStatus: status ?? '' })}
        />
        <FilterCounts
          title={archiveTexts.classCounts}
          counts={archive.data?.classCounts ?? {}}
          label={archiveTexts.classLabel}
          selected={applied.tmNcl.trim() || null}
          onPick={(ncl) => apply({ ...applied, tmNcl: ncl ?? '' })}
        />
      </Counts>
      {content}
      {total > 0 && <ListPager total={total} page={page} onChange={setPage} />}
    </>
  );
}
