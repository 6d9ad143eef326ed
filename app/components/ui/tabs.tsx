import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop for the row, Left/Right (and Home/End) move
 * between the tabs and show their panels, the panel follows in the Tab order.
 */
/**
 * Tabs after the WAI-ARIA pattern: one tab stop for the row, Left/Right (and Home/End) move
 * between the tabs and show their panels, the panel follows in the Tab order.
 */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onValueChange,
  className = "",
}: {
  /** The accessible name of the row of tabs. */
  label: string;
  items: ReadonlyArray<TabItem<T>>;
  value: T;
  onValueChange: (value: T) => void;
  className?: string;
}) {
  const baseId = useId();
  const selected = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );
  return (
    <div className={className}>
      <TabList label={label} baseId={baseId} items={items} value={value} onValueChange={onValueChange} />
      {items.map((item, index) => (
        <div
          key={item.value}
          role="tabpanel"
          id={tabPanelId(baseId, item.value)}
          aria-labelledby={tabId(baseId, item.value)}
          hidden={index !== selected}
          tabIndex={0}
          className="pt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {index === selected ? item.panel : null}
        </div>
      ))}
    </div>
  );
}

/** The ids a row of tabs and its panels are named by. */
export const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
export const tabPanelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

/** The row of tabs alone, for panels laid out by their owner (tabPanelId names each panel). */
export function TabList<T extends string>({
  label,
  baseId,
  items,
  value,
  onValueChange,
}: {
  label: string;
  baseId: string;
  items: ReadonlyArray<{ value: T; label: ReactNode }>;
  value: T;
  onValueChange: (value: T) => void;
}) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onValueChange(items[next]!.value);
    tabs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200">
      {items.map((item, index) => {
        const active = index === selected;
        return (
          <button
            key={item.value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(baseId, item.value)}
            aria-selected={active}
            aria-controls={tabPanelId(baseId, item.value)}
            tabIndex={active ? 0 : -1}
            onClick={() => onValueChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&_svg]:size-4 ${
              active ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
            }`}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
