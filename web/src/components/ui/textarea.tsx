import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { inputClassName } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClassName, 'min-h-24 h-auto resize-y', className)} {...props} />;
}
