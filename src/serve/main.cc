// arbiter-serve: the arbiter command line with the HTTP server linked in; `arbiter serve` runs it.
#include "cli/cli.h"
#include "cli/serve_options.h"
#include "serve/http_server.h"

int main(int argc, char** argv) {
  arbiter::cli::SetServeHandler(&arbiter::serve::RunServe);
  return arbiter::cli::Main(argc, argv);
}
