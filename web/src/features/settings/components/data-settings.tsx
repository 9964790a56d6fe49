import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useExportData } from '../api/export-data';
import { DeleteAccountDialog } from './delete-account-dialog';

export function DataSettings() {
  const exportData = useExportData();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Export your data</CardTitle>
          <CardDescription>Download everything Crema knows about you as a JSON file.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" disabled={exportData.isPending} onClick={() => exportData.mutate()}>
            {exportData.isPending ? <Spinner /> : <Download aria-hidden="true" />}
            Export my data
          </Button>
        </CardContent>
      </Card>
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle className="text-xl text-destructive">Delete account</CardTitle>
          <CardDescription>
            Your account, profile and everything you shared will be removed for good.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccountDialog />
        </CardContent>
      </Card>
    </div>
  );
}
