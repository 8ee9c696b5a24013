// `arbiter export html DIR`: the offline reference site (site/export.h) from the database, with a
// page per scenario of the bundled (or --scenarios) folder. `arbiter export packet LIST`: a
// printable ruling packet (site/packet.h), and its PDF through headless Chromium.
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "site/export.h"
#include "site/packet.h"
#include "util/files.h"
#include "util/paths.h"

namespace arbiter::cli {
namespace {

struct ExportCommandOptions {
  std::string dir;
  std::string scenarios;
  bool no_scenarios = false;
  // export packet
  std::string list;
  std::string out;
  std::string pdf;
};

// Chromium prints the packet to PDF when it is installed.
Status PrintToPdf(const std::string& html, const std::string& pdf) {
  const char* chromium = nullptr;
  for (const char* c : {"/usr/bin/chromium", "/usr/bin/chromium-browser"}) {
    if (FileExists(c)) chromium = c;
  }
  if (chromium == nullptr) {
    return Status::InvalidArgument("--pdf needs Chromium, which is not installed");
  }
  char profile[] = "/tmp/arbiter-pdf-XXXXXX";
  if (mkdtemp(profile) == nullptr) return Status::IoError("cannot create a temp dir");
  const std::string url = "file://" + std::filesystem::absolute(html).string();
  const std::string tmp = pdf + ".tmp";
  std::vector<std::string> args = {chromium,
                                   "--headless",
                                   "--no-sandbox",
                                   "--disable-gpu",
                                   "--no-first-run",
                                   "--disable-background-networking",
                                   "--disable-component-update",
                                   "--disable-sync",
                                   "--no-pdf-header-footer",
                                   std::string("--user-data-dir=") + profile,
                                   "--print-to-pdf=" + tmp,
                                   url};
  const pid_t pid = fork();
  if (pid < 0) return Status::IoError("cannot start Chromium");
  if (pid == 0) {
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    const int null = open("/dev/null", O_WRONLY);
    dup2(null, STDOUT_FILENO);
    dup2(null, STDERR_FILENO);
    execv(chromium, argv.data());
    _exit(127);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  std::error_code ec;
  std::filesystem::remove_all(profile, ec);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || !FileExists(tmp)) {
    std::remove(tmp.c_str());
    return Status::IoError("Chromium could not print " + html + " to PDF");
  }
  if (std::rename(tmp.c_str(), pdf.c_str()) != 0) return Status::IoError("cannot write " + pdf);
  return Status::Ok();
}

int RunExportPacket(Context& ctx, const ExportCommandOptions& o) {
  auto text = ReadFile(o.list);
  if (!text.ok()) return ctx.Fail(text.status());
  auto list = site::ParsePacketList(*text, o.list);
  if (!list.ok()) {
    return ctx.Fail(list.status(), "lines are 'title: ...', 'rule: 718.5.b' or 'scenario: FILE'");
  }
  int code = 0;
  auto store = OpenStoreOrFail(ctx, &code);
  if (!store) return code;
  const std::string base = DirName(o.list).empty() ? "." : DirName(o.list);
  auto html = site::PacketHtml(&*store, *list, o.list, base, ctx.rules_db_dir);
  if (!html.ok()) return ctx.Fail(html.status());
  std::string out = o.out;
  if (out.empty()) {
    out = o.list;
    const size_t dot = out.rfind('.');
    if (dot != std::string::npos && out.find('/', dot) == std::string::npos) out.resize(dot);
    out += ".html";
  }
  Status s = WriteFileAtomic(out, *html);
  if (!s.ok()) return ctx.Fail(s);
  *ctx.out << "wrote " << out << " (" << list->items.size() << " items, " << html->size() / 1024
           << " KiB)\n";
  if (!o.pdf.empty()) {
    s = PrintToPdf(out, o.pdf);
    if (!s.ok()) return ctx.Fail(s, "the HTML prints from any browser; or install chromium");
    *ctx.out << "wrote " << o.pdf << "\n";
  }
  return 0;
}

int RunExportHtml(Context& ctx, const ExportCommandOptions& o) {
  if (FileExists(o.dir) && !std::filesystem::is_directory(o.dir)) {
    return ctx.Fail(Status::InvalidArgument(o.dir + " exists and is not a directory"),
                    "give a directory (it is created when missing)");
  }
  int code = 0;
  auto store = OpenStoreOrFail(ctx, &code);
  if (!store) return code;
  site::ExportOptions opt;
  opt.dir = o.dir;
  opt.rules_db_dir = ctx.rules_db_dir;
  opt.scenarios_dir =
      o.no_scenarios ? "" : (o.scenarios.empty() ? DefaultScenarioDir() : o.scenarios);
  if (!opt.scenarios_dir.empty() && !FileExists(opt.scenarios_dir)) {
    return ctx.Fail(Status::InvalidArgument("no scenario folder " + opt.scenarios_dir),
                    "pass --scenarios DIR or --no-scenarios");
  }
  auto stats = site::ExportHtml(&*store, opt);
  if (!stats.ok()) return ctx.Fail(stats.status());
  if (ctx.json) {
    nlohmann::ordered_json j;
    j["schema"] = "arbiter.export/1";
    j["dir"] = o.dir;
    j["pages"] = stats->pages;
    j["rules"] = stats->rules;
    j["scenarios"] = stats->scenarios;
    j["scenario_failures"] = stats->scenario_failures;
    j["version_pages"] = stats->version_pages;
    j["bytes"] = stats->bytes;
    j["seconds"] = stats->seconds;
    *ctx.out << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    return 0;
  }
  char secs[32];
  std::snprintf(secs, sizeof(secs), "%.2f", stats->seconds);
  *ctx.out << "exported " << stats->pages << " pages (" << stats->rules << " rules, "
           << stats->scenarios << " scenarios, " << stats->version_pages << " version diffs; "
           << stats->bytes / 1024 << " KiB) to " << o.dir << " in " << secs << " s; open "
           << JoinPath(o.dir, "index.html") << "\n";
  if (stats->scenario_failures > 0) {
    *ctx.err << "arbiter: warning: " << stats->scenario_failures
             << " scenarios did not load or did not pass (see `arbiter test`)\n";
  }
  return 0;
}

}  // namespace

void SetupExport(CLI::App* app, RunFn* run) {
  CLI::App* sub = app->add_subcommand("export", "write reference material for judges");
  sub->require_subcommand(1);
  auto o = std::make_shared<ExportCommandOptions>();
  CLI::App* html = sub->add_subcommand(
      "html", "an offline, hyperlinked reference site: every document, scenario and version diff");
  html->add_option("dir", o->dir, "the folder to write (created when missing)")->required();
  html->add_option("--scenarios", o->scenarios, "scenario folder (default: the bundled one)");
  html->add_flag("--no-scenarios", o->no_scenarios, "no scenario pages");
  html->callback([o, run] { *run = [o](Context& ctx) { return RunExportHtml(ctx, *o); }; });
  CLI::App* packet = sub->add_subcommand(
      "packet", "a printable ruling packet from a list of rules and scenarios (site/packet.h)");
  packet->add_option("list", o->list, "the list: 'title: ...', 'rule: ID', 'scenario: FILE' lines")
      ->required();
  packet->add_option("-o,--output", o->out, "the HTML file (default: the list's name, .html)");
  packet->add_option("--pdf", o->pdf, "also print it to this PDF (needs Chromium)");
  packet->callback([o, run] { *run = [o](Context& ctx) { return RunExportPacket(ctx, *o); }; });
}

}  // namespace arbiter::cli
