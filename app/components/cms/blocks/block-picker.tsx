import { useRef } from "react";
import { BLOCKS, type BlockKind } from "~/content/blocks/registry";
import { Dialog, DialogCancel, DialogContent } from "~/components/ui/dialog";
import { BlockPicture } from "./block-pictures";

/**
 * "Add block": every kind of block with its picture, its name and what it is for; choosing one
 * adds it at the end of the page with sample words to replace (docs/product.md, "Blocks").
 */
export function BlockPicker({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (kind: BlockKind) => void;
}) {
  // A kind chosen: focus goes to the new block's heading, not back to the button that opened this.
  const picked = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add a block"
        description="Choose a part for the end of the page. It comes with sample words for you to replace."
        className="max-w-3xl"
        footer={<DialogCancel />}
        onOpenAutoFocus={() => (picked.current = false)}
        onCloseAutoFocus={(event) => {
          if (picked.current) event.preventDefault();
        }}
      >
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Kinds of block">
          {BLOCKS.map((block) => (
            <li key={block.kind} className="flex">
              <button
                type="button"
                onClick={() => {
                  picked.current = true;
                  onPick(block.kind);
                }}
                className="flex w-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 text-left hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
              >
                <BlockPicture kind={block.kind} />
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{block.label}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{block.description}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
