import { NotFoundContent } from "@/components/site/not-found-content";
import { PrivateProductRedirect } from "./private-product-redirect";

export const metadata = { title: "Page not found" };

// The cached answer for a product that is not published (or does not exist), the same for everyone.
export default function ProductNotFound() {
  return (
    <>
      <PrivateProductRedirect />
      <NotFoundContent />
    </>
  );
}
