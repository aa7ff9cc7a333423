import { NotFoundContent } from "@/components/site/not-found-content";
import { SiteShell } from "@/components/site/site-shell";

export const metadata = { title: "Page not found" };

// URLs that match no route render here, outside the (site) layout, so this page adds the public shell itself.
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  );
}
