import { useSubjectsQuery } from '../api/archive-api';

/** Every subject of the account fits one page: at most 15 holders and 15 agencies. */
const ALL_SUBJECTS = { pageNum: 1, pageSize: 100 };

/** The account's subjects for a selector, and which one is the default. */
export function useSubjectChoices() {
  const query = useSubjectsQuery(ALL_SUBJECTS);
  const subjects = query.data?.list ?? [];
  const defaultSubject = subjects.find((s) => s.isDefault === 1) ?? subjects[0];
  return { query, subjects, defaultSubject };
}
