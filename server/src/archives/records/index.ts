export { archivePage } from './archive-page';
export { recordSubject } from './record-subject';
export {
  RENEWAL_EXPORT_MAX,
  RENEWAL_SHEET_NAME,
  renewalExportRows,
  renewalWorkbook,
} from './renewal-export';
export { renewalPage } from './renewal-page';
export { renewalOrderSql, renewalStateSql } from './renewal-sql';
