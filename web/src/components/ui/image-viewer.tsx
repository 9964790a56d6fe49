import {
  FlipHorizontal2,
  FlipVertical2,
  RefreshCcw,
  RotateCcw,
  RotateCw,
  X,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import {
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  type WheelEvent,
} from 'react';
import { cn } from '@/lib/utils';

/** SPEC §9: the viewer's layer, zoom step and smallest scale. */
export const IMAGE_VIEWER_Z_INDEX = 2000;
export const IMAGE_VIEWER_ZOOM_STEP = 0.05;
export const IMAGE_VIEWER_MIN_SCALE = 0.1;
const MAX_SCALE = 10;
// lucide 1.x draws FlipVertical2 as carets mirrored across a vertical axis (a left–right flip) and
// FlipHorizontal2 across a horizontal one: each button shows the picture of its own motion.

interface Transform {
  scale: number;
  rotate: number;
  flipX: boolean;
  flipY: boolean;
  x: number;
  y: number;
}
const INITIAL: Transform = { scale: 1, rotate: 0, flipX: false, flipY: false, x: 0, y: 0 };

interface ImageViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string;
  alt: string;
  /** Where focus goes when the viewer closes (it has no Radix Trigger to return to). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A full-screen viewer of one image: zoom (wheel, buttons, + and −), rotate (buttons, r), flip,
 * drag to pan, Escape to close. No thumbnail bar.
 */
export function ImageViewer({ open, onOpenChange, src, alt, returnFocusRef }: ImageViewerProps) {
  const [transform, setTransform] = useState<Transform>(INITIAL);
  const drag = useRef<{ pointerId: number; startX: number; startY: number; x: number; y: number } | null>(
    null,
  );
  const [dragging, setDragging] = useState(false);

  const zoom = (steps: number) =>
    setTransform((t) => ({
      ...t,
      scale: Math.min(
        MAX_SCALE,
        Math.max(IMAGE_VIEWER_MIN_SCALE, round(t.scale + steps * IMAGE_VIEWER_ZOOM_STEP)),
      ),
    }));
  const rotate = (degrees: number) => setTransform((t) => ({ ...t, rotate: t.rotate + degrees }));
  const reset = () => setTransform(INITIAL);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const handled = (() => {
      switch (event.key) {
        case '+':
        case '=':
          zoom(1);
          return true;
        case '-':
        case '_':
          zoom(-1);
          return true;
        case 'r':
          rotate(90);
          return true;
        case 'R':
          rotate(-90);
          return true;
        case '0':
          reset();
          return true;
        default:
          return false;
      }
    })();
    if (handled) event.preventDefault();
  };

  const onWheel = (event: WheelEvent) => {
    if (event.deltaY !== 0) zoom(event.deltaY < 0 ? 1 : -1);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      x: transform.x,
      y: transform.y,
    };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    setTransform((t) => ({
      ...t,
      x: start.x + event.clientX - start.startX,
      y: start.y + event.clientY - start.startY,
    }));
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  const { scale, rotate: degrees, flipX, flipY, x, y } = transform;
  const imageTransform = `translate(${x}px, ${y}px) rotate(${degrees}deg) scale(${flipX ? -scale : scale}, ${flipY ? -scale : scale})`;

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogPrimitive.Portal>
        {/* Dims the page without hiding it: the viewer is a layer over where you were. */}
        <DialogPrimitive.Overlay
          className="fixed inset-0 bg-black/75"
          style={{ zIndex: IMAGE_VIEWER_Z_INDEX }}
        />
        <DialogPrimitive.Content
          className="fixed inset-0 flex flex-col text-white focus-visible:outline-none"
          style={{ zIndex: IMAGE_VIEWER_Z_INDEX }}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            if (!returnFocusRef?.current) return;
            event.preventDefault();
            returnFocusRef.current.focus();
          }}
          aria-describedby={undefined}
        >
          <DialogPrimitive.Title className="sr-only">{alt}</DialogPrimitive.Title>
          <div
            className={cn(
              'relative flex-1 touch-none overflow-hidden select-none',
              dragging ? 'cursor-grabbing' : 'cursor-grab',
            )}
            onWheel={onWheel}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            data-testid="image-viewer-canvas"
          >
            <img
              src={src}
              alt={alt}
              draggable={false}
              className={cn(
                'absolute inset-0 m-auto max-h-full max-w-full object-contain',
                !dragging && 'transition-transform duration-150',
              )}
              style={{ transform: imageTransform }}
            />
          </div>
          <div
            role="toolbar"
            aria-label="Image controls"
            className="flex flex-wrap items-center justify-center gap-1 bg-black/60 px-3 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
          >
            <ToolButton label="Zoom out" onClick={() => zoom(-1)} disabled={scale <= IMAGE_VIEWER_MIN_SCALE}>
              <ZoomOut />
            </ToolButton>
            <output
              aria-live="polite"
              className="w-14 text-center text-sm tabular-nums"
              aria-label="Zoom level"
            >
              {Math.round(scale * 100)}%
            </output>
            <ToolButton label="Zoom in" onClick={() => zoom(1)} disabled={scale >= MAX_SCALE}>
              <ZoomIn />
            </ToolButton>
            <ToolButton label="Rotate left" onClick={() => rotate(-90)}>
              <RotateCcw />
            </ToolButton>
            <ToolButton label="Rotate right" onClick={() => rotate(90)}>
              <RotateCw />
            </ToolButton>
            <ToolButton
              label="Flip horizontally"
              pressed={flipX}
              onClick={() => setTransform((t) => ({ ...t, flipX: !t.flipX }))}
            >
              <FlipVertical2 />
            </ToolButton>
            <ToolButton
              label="Flip vertically"
              pressed={flipY}
              onClick={() => setTransform((t) => ({ ...t, flipY: !t.flipY }))}
            >
              <FlipHorizontal2 />
            </ToolButton>
            <ToolButton label="Reset" onClick={reset}>
              <RefreshCcw />
            </ToolButton>
          </div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-full bg-black/60 p-2 hover:bg-black/80 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function ToolButton({
  label,
  onClick,
  disabled,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'rounded-lg p-2 hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none disabled:opacity-40 [&_svg]:size-5',
        pressed && 'bg-white/20',
      )}
    >
      {children}
    </button>
  );
}
