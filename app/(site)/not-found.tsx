import { NotFoundContent } from "@/components/site/not-found-content";

export const metadata = { title: "Page not found" };

// notFound() from a public page (a missing product) renders here, inside the (site) layout and its header.
export default function NotFound() {
  return <NotFoundContent />;
}
