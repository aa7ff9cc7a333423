/** The request header proxy.ts sets to the page's path and query, for requireUser's sign-in redirect. */
export const REQUEST_PATH_HEADER = "x-promptly-path";
