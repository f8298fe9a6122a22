export { createSubject } from './create-subject';
export { listSubjects } from './list-subjects';
export { MATCH_CANDIDATES, matchNames } from './match-names';
export { removeSubject } from './remove-subject';
export { renameSubject } from './rename-subject';
export { setDefaultSubject } from './set-default';
export { createQuote, subjectQuota } from './subject-quota';
export { addDays, removableFrom, subjectStats, subjectView, toSubjectView } from './subject-view';
