import {
  NO_FILE_MESSAGE,
  isEnvelopeError,
  saveDownload,
  type DetailRow,
  type FileDownload,
} from 'shared-api';
import { useExportExcelByUidsMutation } from '../api/search-api';
import { useExportMarkPdfMutation, useExportMarkWordMutation } from '../api/detail-api';
import { Button, Row, toast } from 'shared-ui';

export const EXPORT_FAILED_MESSAGE = '导出失败，请稍后重试';

/**
 * Runs one export and saves its file. Refusals the server explains (4002, toasts) are the
 * base query's to show; only failures without an answer (network, timeout) are told here.
 */
async function exportFile(run: () => Promise<FileDownload>) {
  try {
    if (!saveDownload(await run())) toast.error(NO_FILE_MESSAGE);
  } catch (error) {
    if (!isEnvelopeError(error)) toast.error(EXPORT_FAILED_MESSAGE);
  }
}

/** Word, PDF and Excel of the mark shown (spec 1 §2 'Trademark detail', §7). */
export function ExportButtons({ mark }: { mark: DetailRow }) {
  const [exportWord, word] = useExportMarkWordMutation();
  const [exportPdf, pdf] = useExportMarkPdfMutation();
  const [exportExcel, excel] = useExportExcelByUidsMutation();
  const key = { code: mark.TM_CODE, ncl: mark.TM_NCL };

  return (
    <Row $gap="sm" role="group" aria-label="导出">
      <Button loading={word.isLoading} onClick={() => exportFile(() => exportWord(key).unwrap())}>
        导出Word
      </Button>
      <Button loading={pdf.isLoading} onClick={() => exportFile(() => exportPdf(key).unwrap())}>
        导出PDF
      </Button>
      <Button
        loading={excel.isLoading}
        onClick={() => exportFile(() => exportExcel([mark.UID]).unwrap())}
      >
        导出Excel
      </Button>
    </Row>
  );
}
