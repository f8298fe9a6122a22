/**
 * Test data shaped by the contract's schemas (archive-schemas.ts): subjects, archive records,
 * renewal records and favourites.
 */
import {
  type ArchiveRecord,
  type Favourite,
  type RenewalRecord,
  renewalState,
  type Subject,
  SUBJECT_REMOVE_LOCK_DAYS,
  SUBJECT_RENAMES,
} from 'shared-api';
import { today } from './shared/today';
import { daysFromToday } from './watch-fixture';

let nextId = 1;
const newId = () => nextId++;

/** A holder subject added 120 days ago (removable), with every rename left. */
export function subject(overrides: Partial<Subject> = {}): Subject {
  const id = newId();
  const startDate = overrides.startDate ?? daysFromToday(-120);
  const removable = new Date(`${startDate}T00:00:00Z`);
  removable.setUTCDate(removable.getUTCDate() + SUBJECT_REMOVE_LOCK_DAYS);
  return {
    id,
    monitorValue: `杭州恒泰${id}电子有限公司`,
    monitorType: 3,
    isDefault: 0,
    monitorNum: 12,
    monitorUpdateDate: '2025-01-06',
    startDate,
    residualUpdateCount: SUBJECT_RENAMES,
    removableFrom: removable.toISOString().slice(0, 10),
    ...overrides,
  };
}

export function archiveRecord(overrides: Partial<ArchiveRecord> = {}): ArchiveRecord {
  const id = newId();
  const code = String(30000000 + id);
  const ncl = overrides.TM_NCL ?? 9;
  return {
    ID: id,
    UID: `${overrides.TM_CODE ?? code}_${ncl}`,
    imageUrl: null,
    TM_NAME: `恒泰${id}`,
    TM_CODE: code,
    TM_NCL: ncl,
    TM_STATUS: 2,
    TM_APP_DATE: '2018-05-02',
    TM_HOLDER_CN: '杭州恒泰电子有限公司',
    TM_PROXY: '杭州知识产权代理有限公司',
    ...overrides,
  };
}

/** A registered mark whose exclusive right ends on `exclEnd`, its state computed for today. */
export function renewalRecord(
  exclEnd: string,
  overrides: Partial<RenewalRecord> = {},
): RenewalRecord {
  const id = newId();
  const code = String(40000000 + id);
  const state = renewalState(exclEnd, today());
  return {
    ID: id,
    UID: `${code}_9`,
    imageUrl: null,
    TM_CODE: code,
    TM_NAME: `续展${id}`,
    TM_NCL: 9,
    TM_STATUS: 2,
    TM_DEADLINE_END: exclEnd,
    TM_REMAINING_DAYS: state.remainingDays,
    TM_XZSTATUS: state.status,
    graceEnd: state.graceEnd,
    TM_HOLDER_CN: '杭州恒泰电子有限公司',
    ...overrides,
  };
}

export function favourite(overrides: Partial<Favourite> = {}): Favourite {
  const id = newId();
  const code = overrides.code ?? String(50000000 + id);
  const categary = overrides.categary ?? 35;
  return {
    id,
    UID: `${code}_${categary}`,
    imagePath: null,
    mark: `收藏${id}`,
    code,
    categary,
    status: 1,
    markDate: '2024-03-18',
    accn: '宁波海曙某某贸易有限公司',
    proxy: '宁波商标事务所有限公司',
    collectedAt: '2025-02-01',
    ...overrides,
  };
}
