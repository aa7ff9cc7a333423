import { notFound } from "next/navigation";

// Unknown /dashboard/* addresses render the branded not-found page inside the dashboard shell.
export default function MissingDashboardPage(): never {
  notFound();
}
