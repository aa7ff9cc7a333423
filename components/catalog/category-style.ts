import {
  BarChart3Icon,
  BookOpenIcon,
  CodeIcon,
  HandshakeIcon,
  HeadsetIcon,
  MegaphoneIcon,
  PaletteIcon,
  PenLineIcon,
  SearchIcon,
  SparklesIcon,
  TimerIcon,
  type LucideIcon,
} from "lucide-react";

type CategoryStyle = { icon: LucideIcon; from: string; to: string };

// The seeded categories (prisma/migrations/20261122000100_catalog_search); a new one gets the fallback until it is added here.
const STYLES: Record<string, CategoryStyle> = {
  marketing: { icon: MegaphoneIcon, from: "#f97316", to: "#db2777" },
  writing: { icon: PenLineIcon, from: "#0ea5e9", to: "#6366f1" },
  coding: { icon: CodeIcon, from: "#0f172a", to: "#4f46e5" },
  "data-analysis": { icon: BarChart3Icon, from: "#0891b2", to: "#059669" },
  "customer-support": { icon: HeadsetIcon, from: "#14b8a6", to: "#2563eb" },
  education: { icon: BookOpenIcon, from: "#eab308", to: "#ea580c" },
  sales: { icon: HandshakeIcon, from: "#16a34a", to: "#0d9488" },
  productivity: { icon: TimerIcon, from: "#7c3aed", to: "#2563eb" },
  design: { icon: PaletteIcon, from: "#ec4899", to: "#8b5cf6" },
  research: { icon: SearchIcon, from: "#475569", to: "#0284c7" },
};
const FALLBACK: CategoryStyle = { icon: SparklesIcon, from: "#6366f1", to: "#a855f7" };

/** The icon and cover colours of a category, shared by covers, the categories menu and the home page. */
export function categoryStyle(slug: string): CategoryStyle {
  return STYLES[slug] ?? FALLBACK;
}
