import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface CodeBlockProps {
  code: string;
  /** What the code is ("the curl request"): names the region and its copy button. */
  label: string;
  className?: string;
}

/** Monospaced code that scrolls sideways on a phone, with a button that copies it. */
export function CodeBlock({ code, label, className }: CodeBlockProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      // No clipboard (an insecure origin, a refused permission): the code is there to select.
      () => undefined,
    );
  };

  return (
    <div className={cn('group relative min-w-0', className)}>
      {/* Focusable, so a keyboard can scroll a long line sideways. */}
      <pre
        tabIndex={0}
        aria-label={label}
        className="overflow-x-auto rounded-xl border border-border bg-muted/60 p-4 pr-12 font-mono text-[13px] leading-relaxed text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <code>{code}</code>
      </pre>
      <Button
        variant="ghost"
        size="icon"
        onClick={copy}
        aria-label={copied ? 'Copied' : `Copy ${label}`}
        className="absolute top-1.5 right-1.5 size-8 text-muted-foreground hover:text-foreground"
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      </Button>
    </div>
  );
}
