import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminKeys } from './query-keys';

export interface DeleteCoffeeBagInput {
  bagId: number;
  coffeeName: string;
}

/** DELETE /api/admin/coffee-bags/{id}. */
export function deleteCoffeeBag({ bagId }: DeleteCoffeeBagInput): Promise<void> {
  return apiSend('DELETE', `/api/admin/coffee-bags/${bagId}`);
}

export function useDeleteCoffeeBag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoffeeBag,
    onSuccess: (_data, { coffeeName }) => {
      toast({ title: 'Coffee bag deleted', description: `${coffeeName} was removed from the catalogue.` });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.coffeeBags }),
        queryClient.invalidateQueries({ queryKey: adminKeys.roasters }),
      ]);
    },
    onError: (error) => {
      toast({ title: 'Error Deleting Coffee Bag', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
