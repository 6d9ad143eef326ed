import { ArrowDown, ArrowUp } from "lucide-react";
import { Tooltip } from "~/components/ui/tooltip";

/** The square icon buttons beside a section or a block. */
export const ICON_BUTTON =
  "flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40";

/**
 * Move up and Move down for the `index`th of `count` (docs/product.md, "Page editor"): tooltips
 * say what they do, each is named for what it moves ("Move section 2 up", "Move Cards (block 3)
 * up"), and each is disabled at its end of the list. The ids let focus stay on the button pressed.
 */
export function MoveButtons({
  ids,
  name,
  index,
  count,
  onMove,
}: {
  ids: { up: string; down: string };
  /** What moves, as the buttons' names say it. */
  name: string;
  index: number;
  count: number;
  onMove: (direction: -1 | 1) => void;
}) {
  return (
    <>
      <Tooltip content="Move up">
        <button
          type="button"
          id={ids.up}
          className={ICON_BUTTON}
          aria-label={`Move ${name} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </button>
      </Tooltip>
      <Tooltip content="Move down">
        <button
          type="button"
          id={ids.down}
          className={ICON_BUTTON}
          aria-label={`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </button>
      </Tooltip>
    </>
  );
}
