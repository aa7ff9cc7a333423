import { PageSkeleton } from "@/app/dashboard/_shell/page-skeleton";

export default function Loading() {
  return <PageSkeleton shape="cards" />;
}
