/**
 * The process's lifecycle as /readyz reports it (issue 18): once graceful shutdown begins
 * (serveGracefully, SIGTERM/SIGINT) the process is draining, and /readyz answers 503 so a load
 * balancer stops sending it traffic while the requests in flight finish.
 */
let draining = false;

export function beginDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}

