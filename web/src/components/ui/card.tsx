import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { cardStyles } from './card-styles';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx(cardStyles.card, className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx(cardStyles.header, className)} {...props} />;
}

/** A card's heading; `as="h1"` when the card is the page's main content. */
export function CardTitle({
  className,
  as: Heading = 'h2',
  ...props
}: ComponentProps<'h2'> & { as?: 'h1' | 'h2' | 'h3' }) {
  return <Heading className={clsx(cardStyles.title, className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={clsx(cardStyles.description, className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx(cardStyles.content, className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx(cardStyles.footer, className)} {...props} />;
}
