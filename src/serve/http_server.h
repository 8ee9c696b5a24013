// The HTTP server behind `arbiter serve`: the reference site and a JSON API that runs each request
// as the command line would (serve/http_server.cc has the routes). It lives in its own executable,
// arbiter-serve, so that cpp-httplib and the TLS libraries it links are loaded only by the server,
// never by a lookup (bench/search.sh: they cost every arbiter process about 3.6 ms of start-up).
#pragma once

#include "cli/context.h"
#include "cli/serve_options.h"

namespace arbiter::serve {

// Serves until SIGINT or SIGTERM; returns the exit status (2 when it cannot listen or export).
int RunServe(cli::Context& ctx, const cli::ServeOptions& options);

}  // namespace arbiter::serve
