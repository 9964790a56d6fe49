import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button-styles';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A button; a link that looks like one takes `buttonClassName` instead. */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button className={clsx(buttonClassName(variant, size), className)} type={type} {...props} />;
}
