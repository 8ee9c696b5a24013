// "Choose an opponent. They reveal their hand. Choose a card from it, and ..." as card_text.h
// compiles it: one reveal_hand instruction on the chosen player, with what may be chosen and what
// happens to it; the variants it does not read stay named.
#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {
namespace {

std::string Str(const engine::Action& a, const std::string& k) {
  auto it = a.args.find(k);
  if (it == a.args.end()) return "";
  if (auto* s = std::get_if<std::string>(&it->second)) return *s;
  return "?";
}

}  // namespace

TEST_CASE("they reveal their hand and a card is chosen from it", "[riftbound][cards][reveal]") {
  struct Row {
    const char* type;
    const char* text;  // a real card's text
    const char* filter;
    const char* domain;
    const char* then;
  };
  const std::vector<Row> rows = {
      // Mindsplitter
      {"Unit",
       "When you play me, choose an opponent. They reveal their hand. Choose a card from it, and "
       "they discard that card.",
       "card", "", "discard"},
      // Sabotage
      {"Spell",
       "Choose an opponent. They reveal their hand. Choose a non-unit card from it, and recycle "
       "that card.",
       "non-unit", "", "recycle"},
      // Decree of Strength
      {"Spell",
       "Choose an opponent. They reveal their hand and you choose a Mind card from it. They "
       "recycle that card.",
       "card", "Mind", "recycle"},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    const engine::Card c = Compiled(r.type, r.text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].target == "opponent");
    REQUIRE(Verbs(c.abilities[0].effect) == "reveal_hand");
    const engine::Action& a = c.abilities[0].effect[0];
    CHECK(Str(a, "player") == kChosenPlayer);
    CHECK(Str(a, "filter") == r.filter);
    CHECK(Str(a, "domain") == r.domain);
    CHECK(Str(a, "then") == r.then);
  }
  // Without a player chosen before it, "they" names no one: not modelled.
  CHECK_FALSE(Compiled("Spell",
                       "They reveal their hand. Choose a card from it, and they discard that card.")
                  .abilities[0]
                  .not_modelled.empty());
  // What is done with the card must be one the verb does (Ashe, Focused banishes it).
  CHECK_FALSE(Compiled("Unit",
                       "When you play me, choose an opponent. They reveal their hand. Choose a "
                       "card revealed this way and banish it.")
                  .abilities[0]
                  .not_modelled.empty());
}

}  // namespace arbiter::games::riftbound
