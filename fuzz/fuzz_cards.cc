// Fuzz target: a card database file through one game's card reader (engine/module.h
// ParseCardFile), named at compile time by ARBITER_FUZZ_GAME (fuzz_cards_riftbound,
// fuzz_cards_mtg). `arbiter import` hands any JSON file to these readers (a document of kind
// "cards", format card-database), and the build, `arbiter card` and the scenarios read the copy
// again; the reader also compiles each card's text (Riftbound card_text.h, MTG's oracle templates).
// Checks: any text is read or refused with a Status, never an exception, a crash, a hang or a
// sanitizer report; the row the build stores for each card (build_database.cc CardDatabase) can be
// made from it.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "scenario/game_table.h"
#include "util/strings.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 1 << 18) return -1;
  static const arbiter::engine::GameModule* module = arbiter::scenario::FindGame(ARBITER_FUZZ_GAME);
  if (module == nullptr) {
    std::fprintf(stderr, "fuzz: no game '%s'\n", ARBITER_FUZZ_GAME);
    std::abort();
  }
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto cards = module->ParseCardFile(text, "fuzz.json");
  if (!cards.ok()) {
    if (cards.status().message().empty()) {
      std::fprintf(stderr, "fuzz: a refused card file without a message\n");
      std::abort();
    }
    return 0;
  }
  size_t total = 0;
  for (const arbiter::engine::Card& c : *cards) {
    // What the build stores for the card (type line, stats, keywords).
    std::vector<std::string> type = {c.type};
    type.insert(type.end(), c.subtypes.begin(), c.subtypes.end());
    total += arbiter::CollapseSpaces(arbiter::Join(type, " ")).size();
    for (const auto& [stat, value] : c.stats) total += (stat + std::to_string(value)).size();
    for (const auto& k : c.keywords) total += k.name.size();
  }
  (void)total;
  return 0;
}
