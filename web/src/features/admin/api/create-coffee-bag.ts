import { coffeeBagSchema, type CoffeeBag, type CreateCoffeeBagBody } from '@crema/contracts/admin/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminKeys } from './query-keys';

/** POST /api/admin/coffee-bags; a `roasterName` without a catalogue roaster creates one. */
export function createCoffeeBag(body: CreateCoffeeBagBody): Promise<CoffeeBag> {
  return apiJson('POST', '/api/admin/coffee-bags', coffeeBagSchema, body);
}

export function useCreateCoffeeBag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoffeeBag,
    onSuccess: (bag) => {
      toast({ title: 'Coffee bag saved', description: `${bag.coffeeName} is in the catalogue.` });
      // A new roaster may have come with it, and the roaster's bag count changed.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.coffeeBags }),
        queryClient.invalidateQueries({ queryKey: adminKeys.roasters }),
      ]);
    },
    onError: (error) => {
      toast({ title: 'Error Creating Coffee Bag', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
