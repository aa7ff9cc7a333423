import { errorRoute } from "@/lib/api/handler";

// Any path under /api/v1 that no route claims: 404 in the envelope, whatever the method.
const notFound = errorRoute("NOT_FOUND");

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
