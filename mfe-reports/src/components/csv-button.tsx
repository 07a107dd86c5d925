import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, CircularProgress } from 'shared-kernel/mui';
import { useState } from 'react';
import type { ReportsQuery } from 'shared-kernel/contracts';
import { SessionEndedError } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { csvFileName, fetchCsv, saveFile, type CsvReport } from '../api/csv-download';
import { REPORTS_TEXTS as T } from './texts';

/** Download CSV: the table's every row for the same query; busy (and disabled) until the file is saved. */
export function CsvButton({ report, query }: { report: CsvReport; query: ReportsQuery | null }) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!query) return;
    setBusy(true);
    try {
      saveFile(await fetchCsv(api, report, query), csvFileName(report, query));
    } catch (err) {
      if (!(err instanceof SessionEndedError)) toast.error(T.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={download}
      disabled={busy || !query}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined aria-hidden />}
    >
      {busy ? T.downloadingCsv : T.downloadCsv}
    </Button>
  );
}
