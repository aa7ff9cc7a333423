// The stack's ceiling for benchmarks: no auth, no database.
export function GET() {
  return new Response('{"pong":true}', { headers: { "content-type": "application/json" } });
}
