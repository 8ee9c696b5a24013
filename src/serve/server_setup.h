// The HTTP server of `arbiter serve` apart from its socket: its routes (the JSON API at /api/<name>
// and /<name>), the exported site's mount point, its limits and its error answers. RunServe
// (serve/http_server.h) sets a server up with it, then binds and listens; the fuzz target
// fuzz/fuzz_serve.cc hands raw requests to a server set up the same way, without a socket.
#pragma once

#include <httplib.h>

#include <string>

#include "cli/context.h"
#include "cli/serve_options.h"

namespace arbiter::serve {

// Sets `server` up to answer as `arbiter serve` does, from ctx.db_path (read only) and
// ctx.rules_db_dir, with the pages of the exported site in `site` at "/". Limits and timeouts come
// from `options`. The handlers keep references to `ctx` and `options`: both must outlive `server`.
void SetUpServer(const cli::Context& ctx, const cli::ServeOptions& options, const std::string& site,
                 httplib::Server* server);

}  // namespace arbiter::serve
