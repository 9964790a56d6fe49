import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminKeys } from './query-keys';

export interface DeleteRoasterInput {
  roasterId: number;
  name: string;
}

/** DELETE /api/admin/roasters/{id}: its coffee bags stay, without a roaster. */
export function deleteRoaster({ roasterId }: DeleteRoasterInput): Promise<void> {
  return apiSend('DELETE', `/api/admin/roasters/${roasterId}`);
}

export function useDeleteRoaster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoaster,
    onSuccess: (_data, { name }) => {
      toast({ title: 'Roaster deleted', description: `${name} was removed from the catalogue.` });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.roasters }),
        queryClient.invalidateQueries({ queryKey: adminKeys.coffeeBags }),
      ]);
    },
    onError: (error) => {
      toast({ title: 'Error Deleting Roaster', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
