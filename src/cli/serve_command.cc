// `arbiter serve`: a local HTTP server for rules bots and for browsing (serve/http_server.h). The
// options are parsed here; the server runs in arbiter-serve, which this re-executes with the same
// command line when this process has no server linked in (the arbiter binary never has: a lookup
// does not pay for loading the HTTP and TLS libraries).
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstring>
#include <memory>
#include <vector>

#include "cli/commands.h"
#include "cli/serve_options.h"
#include "util/files.h"
#include "util/paths.h"

namespace arbiter::cli {
namespace {

ServeHandler g_handler = nullptr;

constexpr const char* kServerExe = "arbiter-serve";

int ExecServer(Context& ctx) {
  const std::string dir = ExecutableDir();
  const std::string exe = dir.empty() ? "" : JoinPath(dir, kServerExe);
  if (exe.empty() || !FileExists(exe)) {
    return ctx.Fail(Status::IoError("the server program " + std::string(kServerExe) +
                                    " is not beside arbiter" + (dir.empty() ? "" : " in " + dir)),
                    "build it (cmake --build build --target arbiter-serve) or reinstall arbiter");
  }
  std::vector<std::string> args = ctx.args;
  if (args.empty()) args.push_back(exe);
  args[0] = exe;
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  ctx.out->flush();
  ctx.err->flush();
  execv(exe.c_str(), argv.data());
  return ctx.Fail(Status::IoError("cannot run " + exe + ": " + std::strerror(errno)));
}

}  // namespace

void SetServeHandler(ServeHandler handler) { g_handler = handler; }

void SetupServe(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<ServeOptions>();
  CLI::App* sub = app->add_subcommand(
      "serve", "a local HTTP server: the reference site and a JSON API for rules bots");
  sub->add_option("--host", o->host, "address to bind (default 127.0.0.1: this machine only)");
  sub->add_option("--port", o->port, "port (default 8080; 0 picks a free one)")
      ->check(CLI::Range(0, 65535));
  sub->add_option("--site", o->site, "serve this exported site (default: export one at start)");
  sub->add_option("--threads", o->threads, "worker threads (default 8)")->check(CLI::Range(1, 64));
  sub->add_option("--max-body", o->max_body, "largest request body in bytes (default 262144)")
      ->check(CLI::Range(1024, 16 * 1024 * 1024));
  sub->callback([o, run] {
    *run = [o](Context& ctx) { return g_handler ? g_handler(ctx, *o) : ExecServer(ctx); };
  });
}

}  // namespace arbiter::cli
