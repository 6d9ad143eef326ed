import {
  Briefcase,
  CircleCheck,
  Clock,
  Factory,
  FileText,
  Hand,
  Heart,
  Languages,
  Megaphone,
  MessageSquareText,
  MonitorSmartphone,
  Scale,
  ShieldCheck,
  Stethoscope,
  type LucideIcon,
} from "lucide-react";
import type { CardIcon } from "~/content/blocks/icons";

/** Each icon a card block may show (app/content/blocks/icons.ts), drawn with lucide's. */
export const BLOCK_ICONS: Record<CardIcon, LucideIcon> = {
  languages: Languages,
  shield: ShieldCheck,
  clock: Clock,
  document: FileText,
  legal: Scale,
  medical: Stethoscope,
  business: Briefcase,
  marketing: Megaphone,
  digital: MonitorSmartphone,
  manufacturing: Factory,
  personal: Heart,
  braille: Hand,
  check: CircleCheck,
  message: MessageSquareText,
};

export const blockIcon = (name: string): LucideIcon => BLOCK_ICONS[name as CardIcon] ?? MessageSquareText;
