// `arbiter bench-engine` (hidden): scenario throughput (steps per second, with and without the
// trace) and a growth test: a board of N units, each buffed and with a gear attached, built
// through the engine, then every unit leaves play in one step. Reports time and memory (VmRSS)
// for N = 1,000, 10,000, 100,000 (or --sizes). bench/engine.sh runs it.
#include <CLI/CLI.hpp>
#include <chrono>
#include <fstream>
#include <memory>

#include "cli/commands.h"
#include "cli/scenario_common.h"
#include "engine/engine.h"
#include "games/riftbound/riftbound.h"
#include "scenario/card_catalog.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::cli {
namespace {

struct BenchOptions {
  std::vector<int> sizes = {1000, 10000, 100000};
  int repeat = 20;
};

long RssKb() {
  std::ifstream f("/proc/self/status");
  std::string line;
  while (std::getline(f, line)) {
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  }
  return 0;
}

double Seconds(std::chrono::steady_clock::time_point a) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - a).count();
}

int RunBench(Context& ctx, const BenchOptions& o) {
  // 1. Throughput over the scenario corpus.
  auto files = scenario::FindScenarioFiles(DefaultScenarioDir() + "/riftbound");
  std::vector<scenario::Scenario> all;
  for (const auto& f : files) {
    Diagnostics d;
    if (auto sc = scenario::LoadScenario(f, ctx.rules_db_dir, &d)) all.push_back(*sc);
  }
  long steps = 0, events = 0;
  for (const auto& sc : all) steps += static_cast<long>(sc.steps.size());
  for (const auto& sc : all) scenario::RunScenario(sc, true);  // warm-up (card data, regexes)
  for (bool record : {false, true}) {
    auto t0 = std::chrono::steady_clock::now();
    long ev = 0;
    for (int i = 0; i < o.repeat; ++i) {
      for (const auto& sc : all) ev += scenario::RunScenario(sc, record).events;
    }
    double s = Seconds(t0);
    events = ev;
    *ctx.out << "throughput (" << (record ? "with trace" : "no trace") << "): " << all.size()
             << " scenarios x " << o.repeat << " = " << steps * o.repeat << " steps, " << ev
             << " events in " << s * 1000 << " ms: " << static_cast<long>(steps * o.repeat / s)
             << " steps/s, " << static_cast<long>(ev / s) << " events/s\n";
  }
  (void)events;
  // 2. Growth.
  const auto& module = games::riftbound::Module();
  *ctx.out
      << "\ngrowth: N units, each buffed and equipped (2N steps), then all leave play (1 step)\n";
  *ctx.out << "       N   build ms  leave ms   us/unit  RSS before KB  RSS peak KB  KB/unit\n";
  for (int n : o.sizes) {
    long rss0 = RssKb();
    engine::GameState s;
    s.players.resize(2);
    s.players[0].name = "A";
    s.players[1].name = "B";
    if (!module.Setup(&s).ok()) return 2;
    engine::ZoneId base = s.FindZone("base", 0);
    auto catalog = scenario::CardCatalog::For("riftbound", module, ctx.rules_db_dir);
    if (!catalog.ok()) return ctx.Fail(catalog.status());
    const engine::Card* unit = (*catalog)->Find("Petty Officer");
    const engine::Card* gear = (*catalog)->Find("Long Sword");
    if (unit == nullptr || gear == nullptr) {
      return ctx.Fail(
          Status::NotFound("the bench's cards (Petty Officer, Long Sword) are missing"));
    }
    std::vector<std::string> keys;
    for (int i = 0; i < n; ++i) {
      engine::Object u, g;
      u.key = "u" + std::to_string(i);
      u.card = *unit;
      g.key = "g" + std::to_string(i);
      g.card = *gear;
      u.owner = u.controller = g.owner = g.controller = 0;
      s.AddObject(std::move(u), base);
      s.AddObject(std::move(g), base);
      keys.push_back("u" + std::to_string(i));
    }
    s.dirty.clear();
    engine::Limits limits;
    limits.max_events_per_step = 10L * n + 1000;
    engine::Engine e(module, std::move(s), {}, nullptr, limits);
    auto t0 = std::chrono::steady_clock::now();
    int step = 0;
    for (int i = 0; i < n; ++i) {
      e.Run(engine::Action{"buff", {{"object", keys[static_cast<size_t>(i)]}}, 0}, ++step);
      e.Run(engine::Action{"attach",
                           {{"object", "g" + std::to_string(i)},
                            {"to", keys[static_cast<size_t>(i)]}},
                           0},
            ++step);
    }
    double build = Seconds(t0);
    long rss_peak = RssKb();
    auto t1 = std::chrono::steady_clock::now();
    bool ok = e.Run(engine::Action{"kill", {{"objects", keys}}, 0}, ++step);
    double leave = Seconds(t1);
    rss_peak = std::max(rss_peak, RssKb());
    long in_trash =
        static_cast<long>(e.state().zone(e.state().FindZone("trash", 0)).objects.size());
    if (!ok || in_trash != n) {
      *ctx.err << "arbiter: error: growth run for " << n << " failed: " << e.stop().message << "\n";
      return 1;
    }
    char line[200];
    std::snprintf(line, sizeof line, "%8d %10.1f %9.1f %9.2f %14ld %12ld %8.2f\n", n, build * 1000,
                  leave * 1000, (build + leave) * 1e6 / n, rss0, rss_peak,
                  static_cast<double>(rss_peak - rss0) / n);
    *ctx.out << line;
  }
  return 0;
}

}  // namespace

void SetupBenchEngine(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<BenchOptions>();
  CLI::App* sub =
      app->add_subcommand("bench-engine", "engine benchmarks (scenario throughput, growth)");
  sub->group("");  // hidden from --help
  sub->add_option("--sizes", o->sizes, "board sizes for the growth test");
  sub->add_option("--repeat", o->repeat, "times to run the scenario corpus");
  sub->callback([o, run] { *run = [o](Context& ctx) { return RunBench(ctx, *o); }; });
}

}  // namespace arbiter::cli
