// A spell's delayed triggered ability (delayed.h, 390.2): the line compiles to the spell, whose
// last instruction creates the delayed trigger about its target, and the "delayed" ability.
#include "games/riftbound/delayed.h"

#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {

TEST_CASE("a spell's delayed trigger compiles beside the spell (390.2)",
          "[riftbound][cards][delayed]") {
  struct Row {
    const char* text;  // a real card's text
    const char* event;
    const char* spell_verbs;
    const char* delayed_verbs;
  };
  const std::vector<Row> rows = {
      // Deadly Flourish, Grim Resolve
      {"Deal 3 to an enemy unit. When it dies this turn, play a Gold gear token exhausted.", "die",
       "deal delay", "play_gear_token"},
      {"Give a friendly unit +3 [S] this turn. When it wins a combat this turn, gain 2 XP.",
       "win-combat", "give delay", "gain_xp"},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    const engine::Card c = Compiled("Spell", r.text);
    REQUIRE(c.abilities.size() == 2);
    CHECK(c.abilities[0].kind == "spell");
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(Verbs(c.abilities[0].effect) == r.spell_verbs);
    CHECK(Arg(c.abilities[0].effect.back(), "object") == "$target");
    CHECK(Arg(c.abilities[0].effect.back(), "on") == r.event);
    CHECK(c.abilities[1].kind == "delayed");
    CHECK(c.abilities[1].trigger == r.event);
    CHECK(Verbs(c.abilities[1].effect) == r.delayed_verbs);
    CHECK(Arg(c.abilities[0].effect.back(), "text") == c.abilities[1].text);
  }
  // Not split: no delayed trigger; a spell with no target for "it" stays named.
  std::string first, event, effect, sentence;
  CHECK_FALSE(SplitDelayedTrigger("Draw 1.", &first, &event, &effect, &sentence));
  const engine::Card none =
      Compiled("Spell", "Draw 1. When it dies this turn, play a Gold gear token exhausted.");
  REQUIRE(none.abilities.size() == 1);
  CHECK_FALSE(none.abilities[0].not_modelled.empty());
}

}  // namespace arbiter::games::riftbound
