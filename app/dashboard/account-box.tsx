import { Badge } from "@/components/ui/badge";
import { planLabel } from "@/lib/format/labels";
import { SignOutButton } from "./sign-out-button";

export function AccountBox({ name, email, plan, testId }: { name: string; email: string; plan: string; testId?: string }) {
  return (
    <div className="border-t px-3 pt-3 text-xs text-muted-foreground">
      <div className="truncate font-medium text-foreground">{name}</div>
      <div className="truncate" data-testid={testId}>
        {email}
      </div>
      <Badge variant="secondary" className="mt-1 mb-2">
        {planLabel(plan)} plan
      </Badge>
      <SignOutButton />
    </div>
  );
}
