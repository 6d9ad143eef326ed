import { useState } from "react";
import { ArrowDown, ArrowUp, ChevronRight, Plus, Trash2 } from "lucide-react";
import { moveButtonAfterMove } from "~/components/cms/editing/editor-ids";
import { moveSection } from "~/components/cms/editing/editor-state";
import { useFocusRequest } from "~/components/cms/editing/use-focus-request";
import { ItemControl } from "./item-control";
import { Button } from "~/components/ui/button";
import type { ItemField, ListField } from "~/lib/fields/define";
import { useShapeLocked } from "./field-mode";

type Item = Record<string, unknown>;

const iconButton =
  "flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40";

/** A new item: each of its fields at its own default. */
const emptyItem = (parts: readonly ItemField[]): Item => Object.fromEntries(parts.map((part) => [part.key, structuredClone(part.default)]));

/** What an item is called on screen: its first field of words' value (a card's title, not its icon), or its number. */
function itemTitle(item: Item, parts: readonly ItemField[], index: number): string {
  const named = parts.find((part) => part.kind === "text" || part.kind === "paragraph" || part.kind === "link") ?? parts[0];
  const first = named ? item[named.key] : undefined;
  const text =
    typeof first === "string"
      ? first
      : first && typeof first === "object" && "label" in first
        ? String((first as { label: unknown }).label)
        : "";
  return text.trim() || `Item ${index + 1}`;
}

/**
 * An ordered list of items, each a small set of fields (a package, a language, a step). Items can
 * be added, removed and moved with buttons, so the keyboard does all of it; each item folds to a
 * line titled by its first field. A fixed list (the days of the week) keeps its items.
 */
export function ListFieldControl({
  id,
  field,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  field: ListField;
  value: Item[];
  onChange: (value: Item[]) => void;
  onBlur?: () => void;
}) {
  const focus = useFocusRequest();
  const [open, setOpen] = useState<Set<number>>(() => new Set(field.fixed || value.length <= 8 ? value.map((_, index) => index) : []));
  const itemId = (index: number, part: string) => `${id}-${index}-${part}`;
  // A translation's lists keep the English page's items: only their words change.
  const locked = useShapeLocked();
  const fixed = field.fixed === true || locked;

  const setItem = (index: number, next: Item) => onChange(value.map((item, i) => (i === index ? next : item)));
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  /** Open items follow their item when it moves or when one before it goes. */
  const remap = (map: (index: number) => number | null) =>
    setOpen((current) => new Set([...current].map(map).filter((index): index is number => index !== null)));

  function add() {
    const index = value.length;
    onChange([...value, emptyItem(field.item)]);
    setOpen((current) => new Set(current).add(index));
    if (field.item[0]) focus(itemId(index, field.item[0].key));
  }
  function remove(index: number) {
    onChange(value.filter((_, i) => i !== index));
    remap((i) => (i === index ? null : i > index ? i - 1 : i));
    focus(value.length > 1 ? itemId(Math.max(0, index - 1), "toggle") : `${id}-add`);
  }
  function move(index: number, direction: -1 | 1) {
    const target = index + direction;
    onChange(moveSection(value, index, direction));
    remap((i) => (i === index ? target : i === target ? index : i));
    focus(itemId(target, moveButtonAfterMove(index, direction, value.length)));
  }

  return (
    <div>
      {value.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-600">No items yet.</p>
      ) : null}
      <ol className="space-y-2">
        {value.map((item, index) => {
          const title = itemTitle(item, field.item, index);
          const expanded = open.has(index);
          const bodyId = itemId(index, "body");
          return (
            <li key={index} className="rounded-md border border-slate-200 bg-white">
              <div className="flex items-center gap-2 p-2">
                <button
                  type="button"
                  id={itemId(index, "toggle")}
                  aria-expanded={expanded}
                  aria-controls={bodyId}
                  onClick={() => toggle(index)}
                  className="flex min-h-9 min-w-0 flex-1 items-center gap-2 rounded-md px-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <ChevronRight aria-hidden="true" className={`size-4 shrink-0 transition-transform ${expanded ? "rotate-90" : ""}`} />
                  <span className="truncate">
                    <span className="sr-only">
                      {field.label}, item {index + 1}:{" "}
                    </span>
                    {title}
                  </span>
                </button>
                {fixed ? null : (
                  <div className="flex shrink-0 gap-1">
                    <button
                      type="button"
                      id={itemId(index, "up")}
                      className={iconButton}
                      aria-label={`Move ${title} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      id={itemId(index, "down")}
                      className={iconButton}
                      aria-label={`Move ${title} down`}
                      disabled={index === value.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={`${iconButton} text-red-800 hover:bg-red-50`}
                      aria-label={`Remove ${title}`}
                      onClick={() => remove(index)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                )}
              </div>
              <div id={bodyId} hidden={!expanded} className="grid gap-3 border-t border-slate-100 p-3 sm:grid-cols-2">
                {field.item.map((part) => (
                  <ItemControl
                    key={part.key}
                    id={itemId(index, part.key)}
                    part={part}
                    value={item[part.key] ?? part.default}
                    onChange={(next) => setItem(index, { ...item, [part.key]: next })}
                    onBlur={onBlur}
                  />
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      {fixed ? null : (
        <Button
          id={`${id}-add`}
          variant="outline"
          size="sm"
          className="mt-2"
          disabled={value.length >= field.maxItems}
          onClick={add}
          aria-label={`Add item to ${field.label}`}
        >
          <Plus aria-hidden="true" />
          Add item
        </Button>
      )}
    </div>
  );
}
