import { statusTone } from "@/lib/format/labels";
import { Badge } from "./badge";

/** The one status badge: the label comes from lib/format/labels.ts, the colour from the status. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <Badge variant={statusTone(status)}>{label}</Badge>;
}
