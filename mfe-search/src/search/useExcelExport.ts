import { MAX_SEARCH_PAGE_SIZE, saveDownload, searchMessages } from 'shared-api';
import { useExportExcelByUidsMutation } from '../api/search-api';
import { toast, type RowKey } from 'shared-ui';
import { searchUi } from './messages';

/**
 * Excel export of ticked marks (spec 1 §4 'Export'): token, then file, saved under the
 * content-disposition name. Refusals (4002 and the like) are handled by the base query.
 */
export function useExcelExport() {
  const [exportByUids, { isLoading }] = useExportExcelByUidsMutation();
  const run = async (uids: readonly RowKey[]) => {
    if (uids.length === 0) {
      toast.error(searchMessages.exportNothing);
      return;
    }
    if (uids.length > MAX_SEARCH_PAGE_SIZE) {
      toast.error(searchMessages.exportTooMany);
      return;
    }
    const result = await exportByUids(uids.map(String));
    if (!result.data) return;
    // Spec 3 §8: without a file name from the server there is nothing sensible to save.
    if (!saveDownload(result.data)) toast.error(searchUi.downloadUnavailable);
  };
  return { exportExcel: run, exporting: isLoading };
}
