// The HTTP server of `arbiter serve` (the arbiter-serve executable): a local HTTP server for rules
// bots and for browsing. It serves the offline reference site (exported at start, or --site DIR)
// and a JSON API with exactly the shapes of the command line's --json, because each API request
// runs the same subcommand in-process:
//   GET  /api/rule/<id>   /api/refs/<id>   /api/search?q=&game=&doc=&limit=&all_versions=1&raw=1
//   GET  /api/define?term=&game=&doc=   /api/rulings?q=<id or card>   /api/card?name=
//   GET  /api/docs   /api/version
//   POST /api/run   a scenario file as the body; its trace as "arbiter.trace/1"
// Status: 200 answered, 404 the answer is "no", 400 bad input, 413 too large; errors are
// {"schema": "arbiter.error/1", "error": ..., "help": ...}. It binds to 127.0.0.1 unless --host
// says otherwise, reads the database only, and bounds request size, time and scenario size.
#include "serve/http_server.h"

#include <httplib.h>
#include <unistd.h>

#include <atomic>
#include <csignal>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/cli.h"
#include "cli/commands.h"
#include "cli/query_common.h"
#include "render/lookup_render.h"
#include "render/trace_render.h"
#include "scenario/game_table.h"
#include "scenario/loader.h"
#include "scenario/runner.h"
#include "serve/server_setup.h"
#include "site/export.h"
#include "util/files.h"
#include "util/paths.h"
#include "util/strings.h"

namespace arbiter::serve {
namespace {

using cli::Context;
using cli::MainWith;
using cli::OpenStoreOrFail;
using cli::ServeOptions;

httplib::Server* g_server = nullptr;

void StopOnSignal(int) {
  if (g_server != nullptr) g_server->stop();
}

std::string ErrorJson(const std::string& error, const std::string& help) {
  nlohmann::ordered_json j;
  j["schema"] = "arbiter.error/1";
  j["error"] = ToValidUtf8(error);
  if (!help.empty()) j["help"] = ToValidUtf8(help);
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

int HttpStatus(int exit_code) { return exit_code == 0 ? 200 : exit_code == 1 ? 404 : 400; }

// Runs one subcommand with --json against the server's data and answers with its output.
class Api {
 public:
  Api(std::string db, std::string rules_db) : db_(std::move(db)), rules_db_(std::move(rules_db)) {}

  void Answer(const std::vector<std::string>& command, httplib::Response& res) const {
    std::vector<std::string> args = {"arbiter", "--db", db_, "--rules-db", rules_db_, "--json"};
    args.insert(args.end(), command.begin(), command.end());
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    std::ostringstream out, err;
    const int code = MainWith(static_cast<int>(argv.size()), argv.data(), out, err, false);
    std::string body = out.str();
    std::string error, help;
    for (const std::string& line : SplitLines(err.str())) {
      if (StartsWith(line, "arbiter: error: ")) error = line.substr(16);
      if (StartsWith(line, "help: ")) help = line.substr(6);
    }
    if (body.empty()) {
      body = ErrorJson(error.empty() ? "no answer" : error, help);
    } else if (!error.empty()) {
      // A "no" with its JSON (an empty list): the message and the "did you mean" go with it.
      auto j = nlohmann::ordered_json::parse(body, nullptr, false);
      if (j.is_object()) {
        j["error"] = ToValidUtf8(error);
        if (!help.empty()) j["help"] = ToValidUtf8(help);
        body = j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
      }
    }
    res.status = HttpStatus(code);
    res.set_content(body, "application/json");
  }

  const std::string& rules_db() const { return rules_db_; }

 private:
  std::string db_, rules_db_;
};

// Query parameters as subcommand options: name=value -> --name value, flags when "1".
void AddParams(const httplib::Request& req, const std::vector<std::string>& options,
               const std::vector<std::string>& flags, std::vector<std::string>* args) {
  for (const std::string& o : options) {
    if (req.has_param(o)) {
      args->push_back("--" + o);
      args->push_back(req.get_param_value(o));
    }
  }
  for (const std::string& f : flags) {
    if (req.get_param_value(f) == "1" || req.get_param_value(f) == "true") {
      std::string name = f;
      std::replace(name.begin(), name.end(), '_', '-');
      args->push_back("--" + name);
    }
  }
}

void Missing(httplib::Response& res, const std::string& what) {
  res.status = 400;
  res.set_content(ErrorJson("missing parameter '" + what + "'", ""), "application/json");
}

void RunPosted(const Api& api, const ServeOptions& o, const httplib::Request& req,
               httplib::Response& res) {
  Diagnostics diags;
  auto sc = scenario::ParseScenario("request.json", req.body, api.rules_db(), &diags);
  if (!sc) {
    res.status = 400;
    auto j = nlohmann::ordered_json::parse(ErrorJson("malformed scenario", ""));
    j["diagnostics"] = ToValidUtf8(diags.Render());
    res.set_content(j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n",
                    "application/json");
    return;
  }
  if (static_cast<int>(sc->steps.size()) > o.max_steps ||
      static_cast<int>(sc->objects.size()) > o.max_objects) {
    res.status = 413;
    res.set_content(
        ErrorJson("the scenario has " + std::to_string(sc->steps.size()) + " steps and " +
                      std::to_string(sc->objects.size()) + " objects; this server runs at most " +
                      std::to_string(o.max_steps) + " and " + std::to_string(o.max_objects),
                  "run it with `arbiter run FILE` instead"),
        "application/json");
    return;
  }
  const engine::GameModule* module = scenario::FindGame(sc->game);
  scenario::RunResult r = scenario::RunScenario(*sc);
  if (!r.setup_error.empty()) {
    res.status = 400;
    res.set_content(ErrorJson("impossible setup: " + r.setup_error, ""), "application/json");
    return;
  }
  res.status = 200;
  res.set_content(render::TraceJson(*sc, r, module->Rules()), "application/json");
}

// The API routes under `prefix` ("/api", or "" for the short names). The handlers share `api` and
// keep references to `o` and `ctx`, which outlive the server.
void RegisterApi(httplib::Server* server, const std::string& prefix,
                 const std::shared_ptr<const Api>& shared, const ServeOptions& o,
                 const Context& ctx) {
  server->Get(prefix + R"(/rule/(.+))",
              [api = shared](const httplib::Request& req, httplib::Response& res) {
                api->Answer({"rule", "--", req.matches[1].str()}, res);
              });
  server->Get(prefix + R"(/refs/(.+))",
              [api = shared](const httplib::Request& req, httplib::Response& res) {
                api->Answer({"refs", "--", req.matches[1].str()}, res);
              });
  server->Get(
      prefix + "/search", [api = shared](const httplib::Request& req, httplib::Response& res) {
        if (req.get_param_value("q").empty()) return Missing(res, "q");
        std::vector<std::string> args = {"search"};
        AddParams(req, {"game", "doc", "kind", "limit"}, {"all_versions", "raw", "all"}, &args);
        args.push_back("--");
        args.push_back(req.get_param_value("q"));
        api->Answer(args, res);
      });
  server->Get(prefix + "/define",
              [api = shared](const httplib::Request& req, httplib::Response& res) {
                if (req.get_param_value("term").empty()) return Missing(res, "term");
                std::vector<std::string> args = {"define"};
                AddParams(req, {"game", "doc"}, {"all_versions"}, &args);
                args.push_back("--");
                args.push_back(req.get_param_value("term"));
                api->Answer(args, res);
              });
  server->Get(prefix + "/rulings",
              [api = shared](const httplib::Request& req, httplib::Response& res) {
                if (req.get_param_value("q").empty()) return Missing(res, "q");
                api->Answer({"rulings", "--", req.get_param_value("q")}, res);
              });
  server->Get(prefix + "/card",
              [api = shared](const httplib::Request& req, httplib::Response& res) {
                if (req.get_param_value("name").empty()) return Missing(res, "name");
                std::vector<std::string> args = {"card"};
                AddParams(req, {"game"}, {}, &args);
                args.push_back("--");
                args.push_back(req.get_param_value("name"));
                api->Answer(args, res);
              });
  server->Get(prefix + "/docs", [&ctx](const httplib::Request&, httplib::Response& res) {
    auto st = store::Store::OpenReadOnly(ctx.db_path);
    auto docs = st.ok() ? st->Documents() : Result<std::vector<store::DocumentRecord>>(st.status());
    if (!docs.ok()) {
      res.status = 500;
      res.set_content(ErrorJson(docs.status().message(), ""), "application/json");
      return;
    }
    res.set_content(render::DocumentsJson(*docs), "application/json");
  });
  server->Get(prefix + "/version", [&ctx](const httplib::Request&, httplib::Response& res) {
    nlohmann::ordered_json j;
    j["schema"] = "arbiter.version/1";
    j["database"] = ctx.db_path;
    j["rules_db"] = ctx.rules_db_dir;
    res.set_content(j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n",
                    "application/json");
  });
  server->Post(prefix + "/run",
               [api = shared, &o](const httplib::Request& req, httplib::Response& res) {
                 RunPosted(*api, o, req, res);
               });
}

}  // namespace

void SetUpServer(const Context& ctx, const ServeOptions& o, const std::string& site,
                 httplib::Server* server) {
  const auto api = std::make_shared<const Api>(ctx.db_path, ctx.rules_db_dir);
  server->new_task_queue = [n = o.threads] { return new httplib::ThreadPool(n); };
  server->set_payload_max_length(o.max_body);
  server->set_read_timeout(5, 0);
  server->set_write_timeout(5, 0);
  server->set_tcp_nodelay(true);  // small answers: no 40 ms Nagle delay per response
  // A keep-alive connection holds a worker: recycle it after a few requests so that many clients
  // share the workers fairly (bench/serve.sh: p99 at 64 clients).
  server->set_keep_alive_max_count(8);
  server->set_keep_alive_timeout(5);
  server->set_mount_point("/", site);
  server->set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
        res.status = 500;
        res.set_content(ErrorJson("internal error", ""), "application/json");
      });
  server->set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return;
    const std::string what = res.status == 413   ? "request too large"
                             : res.status == 404 ? "no page " + req.path
                                                 : "bad request";
    res.set_content(ErrorJson(what, res.status == 404 ? "the API is under /api/" : ""),
                    "application/json");
  });
  // Every API route answers at /api/<name> and at /<name> (/rule/718.5.b, /search?q=...).
  for (const std::string prefix : {"/api", ""}) {
    RegisterApi(server, prefix, api, o, ctx);
  }
}

int RunServe(Context& ctx, const ServeOptions& o) {
  int code = 0;
  auto store = OpenStoreOrFail(ctx, &code);
  if (!store) return code;
  std::string site = o.site;
  std::string scratch;
  if (site.empty()) {
    char tmpl[] = "/tmp/arbiter-site-XXXXXX";
    if (mkdtemp(tmpl) == nullptr) return ctx.Fail(Status::IoError("cannot create a temp dir"));
    scratch = site = tmpl;
    site::ExportOptions opt;
    opt.dir = site;
    opt.rules_db_dir = ctx.rules_db_dir;
    opt.scenarios_dir = FileExists(DefaultScenarioDir()) ? DefaultScenarioDir() : "";
    auto stats = site::ExportHtml(&*store, opt);
    if (!stats.ok()) return ctx.Fail(stats.status());
  } else if (!FileExists(JoinPath(site, "index.html"))) {
    return ctx.Fail(Status::InvalidArgument(site + " holds no exported site (no index.html)"),
                    "make one with `arbiter export html " + site + "`, or leave out --site");
  }

  httplib::Server server;
  SetUpServer(ctx, o, site, &server);

  const int port = o.port == 0 ? server.bind_to_any_port(o.host)
                               : (server.bind_to_port(o.host, o.port) ? o.port : -1);
  if (port < 0) {
    return ctx.Fail(Status::IoError("cannot listen on " + o.host + ":" + std::to_string(o.port)),
                    "pick another --port (0 for any free one)");
  }
  *ctx.out << "serving http://" << o.host << ":" << port << "/ (database " << ctx.db_path
           << "; pages from " << site << "); Ctrl-C stops\n"
           << std::flush;
  g_server = &server;
  std::signal(SIGINT, StopOnSignal);
  std::signal(SIGTERM, StopOnSignal);
  const bool ok = server.listen_after_bind();
  g_server = nullptr;
  if (!scratch.empty()) {
    std::error_code ec;
    std::filesystem::remove_all(scratch, ec);
  }
  return ok ? 0 : ctx.Fail(Status::IoError("the server stopped with an error"));
}

}  // namespace arbiter::serve
