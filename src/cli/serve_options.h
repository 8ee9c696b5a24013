// The options of `arbiter serve`, and who runs them. The command line parses them in every
// arbiter; the server itself is the arbiter-serve executable (serve/http_server.h), which installs
// its handler before parsing. An arbiter without one re-executes the same command line as the
// arbiter-serve beside it.
#pragma once

#include <cstddef>
#include <string>

#include "cli/context.h"

namespace arbiter::cli {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;
  std::string site;  // an exported site to serve; "" exports one at start
  size_t max_body = 256 * 1024;
  int max_steps = 500;  // of a posted scenario
  int max_objects = 2000;
  int threads = 8;
};

using ServeHandler = int (*)(Context& ctx, const ServeOptions& options);

// Called by arbiter-serve's main before Main(); `serve` then runs `handler` in this process.
void SetServeHandler(ServeHandler handler);

}  // namespace arbiter::cli
