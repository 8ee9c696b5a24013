// Looking at and revealing the top of the Main Deck as card_text.h compiles it: the sentences
// that say what happens to those cards compile together into one look_at_top instruction
// (128.4, 424.1, 383.3.a.3, 413.1, 416.1); the forms that do not compile stay named.
#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {
namespace {

// "count filter optional reveal into rest min_energy" of the card's first ability's first
// instruction, or "not modelled".
std::string Look(const std::string& type, const std::string& line) {
  const engine::Card c = Compiled(type, line);
  if (c.abilities.empty() || !c.abilities[0].not_modelled.empty()) return "not modelled";
  const auto& ab = c.abilities[0];
  if (ab.effect.empty() || ab.effect[0].verb != "look_at_top") return Verbs(ab.effect);
  const auto& a = ab.effect[0];
  auto arg = [&](const std::string& k, const std::string& dflt) -> std::string {
    auto it = a.args.find(k);
    if (it == a.args.end()) return dflt;
    if (auto* s = std::get_if<std::string>(&it->second)) return *s;
    if (auto* i = std::get_if<int64_t>(&it->second)) return std::to_string(*i);
    if (auto* b = std::get_if<bool>(&it->second)) return *b ? "yes" : "no";
    return "?";
  };
  return arg("count", "?") + " " + arg("filter", "card") + " " + arg("optional", "no") + " " +
         arg("reveal", "no") + " " + arg("into", "draw") + " " + arg("rest", "recycle") + " " +
         arg("min_energy", "-") + (ab.effect.size() > 1 ? " +" + Verbs(ab.effect) : "");
}

}  // namespace

TEST_CASE("look at / reveal the top of the Main Deck compiles", "[riftbound][cards][look]") {
  struct Row {
    const char* type;
    const char* line;  // a real card's line
    const char* want;
  };
  const std::vector<Row> rows = {
      // Double Trouble
      {"Spell",
       "Look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw "
       "it. Recycle the rest.",
       "3 unit yes no draw recycle -"},
      // Ornn, Blacksmith (a trigger on two events)
      {"Unit",
       "When you play me or when I hold, look at the top 4 cards of your Main Deck. You may reveal "
       "a gear from among them and draw it. Then recycle the rest.",
       "4 gear yes no draw recycle -"},
      // Fate Weaver
      {"Unit",
       "When you play me, look at the top 4 cards of your Main Deck. You may reveal a spell with "
       "Energy cost [4] or more from among them and draw it. Recycle the rest.",
       "4 spell yes no draw recycle 4"},
      // Lightning Rush
      {"Spell",
       "Look at the top 3 cards of your Main Deck. You may choose a card from among them and draw "
       "it. Put the rest into your trash.",
       "3 card yes no draw trash -"},
      // Called Shot, Stacked Deck
      {"Spell", "Look at the top 2 cards of your Main Deck. Draw one and recycle the other.",
       "2 card no no draw recycle -"},
      {"Spell",
       "Look at the top 3 cards of your Main Deck. Put 1 into your hand and recycle the rest.",
       "3 card no no hand recycle -"},
      // Apprentice Smith, Ravenbloom Conservatory
      {"Unit",
       "When I move, reveal the top card of your Main Deck. If it's a gear, draw it. Otherwise, "
       "recycle it.",
       "1 gear no yes draw recycle -"},
      {"Battlefield",
       "When you defend here, reveal the top card of your Main Deck. If it's a spell, put it in "
       "your hand. Otherwise, recycle it.",
       "1 spell no yes hand recycle -"},
      // then played (look_and_play.cc): the "into" is not read
      {"Spell",
       "Look at the top 5 cards of your Main Deck. You may banish a unit from among them, then "
       "play it, reducing its cost by [5]. Recycle the remaining cards.",
       "5 unit yes no draw recycle -"},
      // named, not modelled
      {"Unit",
       "When I move, reveal the top card of your Main Deck. If it's a unit, draw it. Otherwise, "
       "put it in your trash and give me +2 [S] this turn.",
       "not modelled"},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    CHECK(Look(r.type, r.line) == r.want);
  }
}

}  // namespace arbiter::games::riftbound
