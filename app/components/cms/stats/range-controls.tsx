import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { ALL_LOCALES } from "~/content/locales";
import { RANGES, type RangeChoice, type RangeId, customProblem } from "./ranges";

/**
 * The range (a preset, or a custom first and last day) and the language, kept in the address:
 * a preset or a language applies as soon as it is chosen; a custom range when Show is pressed.
 */
export function RangeControls({ choice }: { choice: RangeChoice }) {
  const [, setParams] = useSearchParams();
  const [range, setRange] = useState<RangeId>(choice.range);
  const [from, setFrom] = useState(choice.query.from);
  const [to, setTo] = useState(choice.query.to);
  const [problem, setProblem] = useState<string | null>(choice.problem);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { preventScrollReset: true },
    );

  const chooseRange = (id: RangeId) => {
    setRange(id);
    setProblem(null);
    if (id !== "custom") update({ range: id, from: null, to: null });
  };
  const showCustom = (event: FormEvent) => {
    event.preventDefault();
    const reason = customProblem(from, to);
    setProblem(reason);
    if (!reason) update({ range: "custom", from, to });
  };

  // Both days are named by the one message that says what is wrong with the range.
  const invalid = problem ? { "aria-invalid": true, "aria-describedby": "stats-range-problem" } : {};

  return (
    <form onSubmit={showCustom} className="flex flex-wrap items-end gap-3" aria-label="Range and language">
      <div className="w-44">
        <Label htmlFor="stats-range">Range</Label>
        <Select id="stats-range" value={range} onChange={(event) => chooseRange(event.target.value as RangeId)}>
          {RANGES.map(({ id, label }) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      {range === "custom" ? (
        <>
          <div className="w-40">
            <Label htmlFor="stats-from">First day</Label>
            <Input id="stats-from" type="date" value={from} onChange={(event) => setFrom(event.target.value)} {...invalid} />
          </div>
          <div className="w-40">
            <Label htmlFor="stats-to">Last day</Label>
            <Input id="stats-to" type="date" value={to} onChange={(event) => setTo(event.target.value)} {...invalid} />
          </div>
          <Button type="submit" size="sm" className="mb-0.5 h-10">
            Show
          </Button>
        </>
      ) : null}
      <div className="w-48">
        <Label htmlFor="stats-locale">Language</Label>
        <Select id="stats-locale" value={choice.query.locale} onChange={(event) => update({ locale: event.target.value || null })}>
          <option value="">All languages</option>
          {ALL_LOCALES.map((locale) => (
            <option key={locale.code} value={locale.code}>
              {locale.name}
            </option>
          ))}
        </Select>
      </div>
      {range === "custom" && problem ? (
        <p id="stats-range-problem" role="alert" className="basis-full text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
