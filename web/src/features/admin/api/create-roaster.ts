import { roasterSchema, type CreateRoasterBody, type Roaster } from '@crema/contracts/admin/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminKeys } from './query-keys';

/** POST /api/admin/roasters; 409 when a roaster of that name exists. */
export function createRoaster(body: CreateRoasterBody): Promise<Roaster> {
  return apiJson('POST', '/api/admin/roasters', roasterSchema, body);
}

export function useCreateRoaster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoaster,
    onSuccess: (roaster) => {
      toast({ title: 'Roaster added', description: `${roaster.name} is in the catalogue.` });
      return queryClient.invalidateQueries({ queryKey: adminKeys.roasters });
    },
    onError: (error) => {
      toast({ title: 'Error Creating Roaster', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
