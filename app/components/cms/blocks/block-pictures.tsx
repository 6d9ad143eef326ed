/**
 * The small picture of each kind of block in the "Add block" picker: its layout in a few shapes,
 * drawn in the site's colours (a test checks that every kind has one).
 */
import type { ReactNode } from "react";
import type { BlockKind } from "~/content/blocks/registry";

const line = (x: number, y: number, width: number, tone = "fill-slate-300") => (
  <rect key={`${x}-${y}-${width}`} x={x} y={y} width={width} height={3} rx={1.5} className={tone} />
);
const card = (x: number, y: number, width: number, height: number, tone = "fill-white stroke-slate-300") => (
  <rect key={`c${x}-${y}`} x={x} y={y} width={width} height={height} rx={3} className={tone} />
);

export const BLOCK_PICTURES: Record<BlockKind, ReactNode> = {
  hero: (
    <>
      <rect width={96} height={56} rx={4} className="fill-brand-800" />
      {line(10, 16, 50, "fill-white")}
      {line(10, 23, 36, "fill-white")}
      {line(10, 32, 56, "fill-brand-300")}
      <rect x={10} y={41} width={24} height={7} rx={2} className="fill-accent-500" />
    </>
  ),
  richText: (
    <>
      {line(12, 10, 40, "fill-slate-700")}
      {[19, 25, 31, 37, 43].map((y, i) => line(12, y, i === 4 ? 44 : 72))}
    </>
  ),
  image: (
    <>
      <rect x={12} y={6} width={72} height={38} rx={4} className="fill-brand-100" />
      <path d="M20 38 l14 -16 l10 10 l8 -8 l16 14 z" className="fill-brand-300" />
      {line(30, 48, 36)}
    </>
  ),
  textImage: (
    <>
      {line(8, 14, 30, "fill-slate-700")}
      {[22, 28, 34, 40].map((y) => line(8, y, 36))}
      <rect x={52} y={10} width={36} height={36} rx={4} className="fill-brand-100" />
      <path d="M56 42 l9 -12 l7 7 l5 -5 l8 10 z" className="fill-brand-300" />
    </>
  ),
  cards: (
    <>
      {[6, 36, 66].map((x) => (
        <g key={x}>
          {card(x, 10, 24, 36)}
          <rect x={x + 4} y={14} width={6} height={6} rx={1.5} className="fill-brand-200" />
          {line(x + 4, 25, 16, "fill-slate-700")}
          {line(x + 4, 31, 14)}
          {line(x + 4, 37, 12)}
        </g>
      ))}
    </>
  ),
  steps: (
    <>
      {[6, 36, 66].map((x, i) => (
        <g key={x}>
          {card(x, 12, 24, 32)}
          <circle cx={x + 8} cy={20} r={4} className="fill-brand-800" />
          <text x={x + 8} y={22} textAnchor="middle" className="fill-white text-[6px] font-bold">
            {i + 1}
          </text>
          {line(x + 4, 29, 16, "fill-slate-700")}
          {line(x + 4, 35, 12)}
        </g>
      ))}
    </>
  ),
  callToAction: (
    <>
      <rect y={12} width={96} height={32} className="fill-brand-900" />
      {line(8, 21, 40, "fill-white")}
      {line(8, 29, 30, "fill-brand-300")}
      <rect x={62} y={23} width={26} height={9} rx={2} className="fill-accent-500" />
    </>
  ),
  faq: (
    <>
      {[8, 22, 36].map((y) => (
        <g key={y}>
          {card(14, y, 68, 11)}
          {line(18, y + 4, 40, "fill-slate-700")}
          <path d={`M74 ${y + 4} l3 3 l3 -3`} className="fill-none stroke-brand-700" strokeWidth={1.2} />
        </g>
      ))}
    </>
  ),
  contact: (
    <>
      {[
        [8, 8],
        [50, 8],
        [8, 31],
        [50, 31],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          {card(x!, y!, 38, 19)}
          <rect x={x! + 4} y={y! + 4} width={6} height={6} rx={1.5} className="fill-brand-200" />
          {line(x! + 13, y! + 6, 18, "fill-slate-700")}
          {line(x! + 4, y! + 13, 26, "fill-brand-700")}
        </g>
      ))}
    </>
  ),
  packages: (
    <>
      {[10, 54].map((x, i) => (
        <g key={x}>
          {card(x, 6, 32, 44, i === 1 ? "fill-white stroke-brand-700" : undefined)}
          {line(x + 5, 12, 16, "fill-slate-700")}
          <rect x={x + 5} y={18} width={14} height={6} rx={1} className="fill-brand-800" />
          {line(x + 5, 29, 20)}
          {line(x + 5, 34, 18)}
          <rect x={x + 5} y={40} width={22} height={6} rx={2} className={i === 1 ? "fill-brand-700" : "fill-brand-100"} />
        </g>
      ))}
    </>
  ),
  quote: (
    <>
      <rect width={96} height={56} rx={4} className="fill-brand-50" />
      <text x={48} y={20} textAnchor="middle" className="fill-brand-700 text-[14px] font-bold">
        “
      </text>
      {line(18, 26, 60, "fill-slate-700")}
      {line(24, 32, 48, "fill-slate-700")}
      {line(34, 42, 28)}
    </>
  ),
  languageList: (
    <>
      {[6, 36, 66].flatMap((x) =>
        [8, 32].map((y) => (
          <g key={`${x}-${y}`}>
            {card(x, y, 24, 18)}
            {line(x + 4, y + 5, 14, "fill-slate-700")}
            {line(x + 4, y + 11, 10, "fill-brand-600")}
          </g>
        )),
      )}
    </>
  ),
};

/** A kind's picture, 96 by 56, hidden from screen readers (the picker names the kind in words). */
export function BlockPicture({ kind }: { kind: BlockKind }) {
  return (
    <svg viewBox="0 0 96 56" aria-hidden="true" className="h-14 w-24 shrink-0 rounded-md bg-slate-50">
      {BLOCK_PICTURES[kind]}
    </svg>
  );
}
