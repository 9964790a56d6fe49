import type { SchemaField, SchemaOutline } from '../api/schema-outline';
import { cn } from '@/lib/utils';

function Notes({ outline }: { outline: SchemaOutline }) {
  if (outline.notes.length === 0) return null;
  return (
    <>
      {outline.notes.map((note) => (
        <span key={note} className="rounded bg-muted px-1.5 py-px text-[11px] text-muted-foreground">
          {note}
        </span>
      ))}
    </>
  );
}

function Fields({ fields }: { fields: SchemaField[] }) {
  return (
    <ul className="grid grid-cols-1 gap-1.5 border-l border-border pl-3">
      {fields.map((field) => (
        <li key={field.name} className="grid grid-cols-1 gap-1">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <code className="font-mono text-[13px] font-medium text-foreground">{field.name}</code>
            <code className="font-mono text-xs break-all text-primary">{field.outline.type}</code>
            {field.required && <span className="text-[11px] font-medium text-destructive">required</span>}
            <Notes outline={field.outline} />
          </div>
          {field.outline.description && (
            <p className="text-xs text-muted-foreground">{field.outline.description}</p>
          )}
          <Shape outline={field.outline} />
        </li>
      ))}
    </ul>
  );
}

/** The fields of an object (or of each shape of a union), nested as the schema nests them. */
function Shape({ outline }: { outline: SchemaOutline }) {
  if (outline.variants) {
    return (
      <div className="grid grid-cols-1 gap-2">
        {outline.variants.map((variant, index) => (
          <div key={index} className="grid grid-cols-1 gap-1">
            <span className="text-[11px] font-medium text-muted-foreground uppercase">
              One of, shape {index + 1}
            </span>
            {variant.fields && <Fields fields={variant.fields} />}
          </div>
        ))}
      </div>
    );
  }
  return outline.fields && outline.fields.length > 0 ? <Fields fields={outline.fields} /> : null;
}

/** A JSON Schema as a type line and a tree of fields with their types, constraints and descriptions. */
export function SchemaView({ outline, className }: { outline: SchemaOutline; className?: string }) {
  return (
    <div className={cn('grid gap-2 rounded-lg border border-border bg-background/60 p-3', className)}>
      <div className="flex flex-wrap items-baseline gap-2">
        <code className="font-mono text-xs break-all text-primary">{outline.type}</code>
        <Notes outline={outline} />
      </div>
      {outline.description && <p className="text-xs text-muted-foreground">{outline.description}</p>}
      <Shape outline={outline} />
    </div>
  );
}
