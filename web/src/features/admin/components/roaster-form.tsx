import { createRoasterBody } from '@crema/contracts/admin/catalogue';
import { Plus } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateRoaster } from '../api/create-roaster';

const EMPTY = { name: '', location: '', website: '', description: '' };

/** Adds a roaster to the catalogue; the name is required and unique (SPEC §5). */
export function RoasterForm() {
  const create = useCreateRoaster();
  const form = useZodForm(createRoasterBody, EMPTY);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) {
      if (!form.values.name.trim()) {
        toast({ title: 'Name Required', description: 'Please enter a roaster name', variant: 'destructive' });
      }
      return;
    }
    try {
      await create.mutateAsync(body);
      form.reset();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      // 409: a roaster of that name exists; the message belongs on the name.
      if (error.status === 409) form.setServerErrors([{ path: 'name', message: error.detail }]);
      else form.setServerErrors(error.errors);
    }
  };

  const name = form.field('name');
  const location = form.field('location');
  const website = form.field('website');
  const description = form.field('description');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-xl">
          Add a roaster
        </CardTitle>
        <CardDescription>Roasters in the catalogue are suggested when coffee bags are added.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField label="Name" htmlFor={name.id} error={form.errors.name} className="content-start">
            <Input {...name} autoComplete="off" required aria-required="true" />
          </FormField>
          <FormField
            label="Location"
            htmlFor={location.id}
            error={form.errors.location}
            className="content-start"
          >
            <Input {...location} autoComplete="off" placeholder="Portland, Oregon" />
          </FormField>
          <FormField
            label="Website"
            htmlFor={website.id}
            error={form.errors.website}
            className="sm:col-span-2"
          >
            <Input {...website} type="url" inputMode="url" autoComplete="off" placeholder="https://" />
          </FormField>
          <FormField
            label="Description"
            htmlFor={description.id}
            error={form.errors.description}
            className="sm:col-span-2"
          >
            <Textarea {...description} rows={3} />
          </FormField>
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
              Add roaster
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
