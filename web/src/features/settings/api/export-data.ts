import { useMutation } from '@tanstack/react-query';
import { apiFetch, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export interface ExportFile {
  blob: Blob;
  filename: string;
}

// The server names the file; this is only the fallback if its header is missing.
function fallbackFilename(): string {
  return `crema-export-${new Date().toISOString().slice(0, 10)}.json`;
}

export async function exportData(): Promise<ExportFile> {
  const response = await apiFetch('GET', '/api/user/export');
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackFilename();
  return { blob: await response.blob(), filename };
}

function download({ blob, filename }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useExportData() {
  return useMutation({
    mutationFn: exportData,
    onSuccess: (file) => {
      download(file);
      toast({ title: 'Export ready', description: `Your data was saved as ${file.filename}.` });
    },
    onError: (error) => {
      toast({ title: 'Failed to export data', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
