// Fuzz target: a scenario file through the loader (scenario/loader.h), the runner and the trace
// renderers, as `arbiter run` does. Checks: any text ends in a scenario or diagnostics (no
// exception, crash, hang or sanitizer report); a scenario that loads runs; its JSON trace is valid
// JSON.
#include <cstdio>
#include <cstdlib>

#include "fuzz_support.h"
#include "render/trace_render.h"
#include "scenario/game_table.h"
#include "scenario/loader.h"
#include "scenario/runner.h"
#include "util/diagnostics.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 1 << 16) return -1;
  const std::string text(reinterpret_cast<const char*>(data), size);
  arbiter::Diagnostics diags;
  static const std::string kRulesDb = std::string(ARBITER_SOURCE_DIR) + "/rules-db";
  auto sc = arbiter::scenario::ParseScenario("fuzz.json", text, kRulesDb, &diags);
  (void)diags.Render();
  if (!sc || diags.HasErrors()) return 0;
  const auto* module = arbiter::scenario::FindGame(sc->game);
  if (module == nullptr) return 0;
  const auto result = arbiter::scenario::RunScenario(*sc);
  (void)arbiter::render::TraceText(*sc, result, module->Rules());
  (void)arbiter::render::TraceMarkdown(*sc, result, module->Rules());
  arbiter::fuzz::RequireJson(arbiter::render::TraceJson(*sc, result, module->Rules()),
                             "the JSON trace");
  return 0;
}
