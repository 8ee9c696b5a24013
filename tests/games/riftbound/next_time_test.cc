// "The next time it would die / be dealt damage this turn, ... instead" and "If it would die this
// turn, banish it instead" (games/riftbound/next_time.h): the sentences compile to replace_next
// with the event, what happens instead and whether it is used up; other words do not compile.
#include "games/riftbound/next_time.h"

#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {

TEST_CASE("next-time replacement sentences compile to replace_next",
          "[riftbound][cards][replacement]") {
  struct Row {
    std::string sentence, event, instead;
    bool next;
  };
  const std::vector<Row> rows = {
      {"The next time it dies this turn, recall it exhausted instead", "die", "recall-exhausted",
       true},
      {"The next time it would die this turn, heal it, exhaust it, and recall it instead", "die",
       "heal-exhaust-recall", true},
      {"If it would die this turn, banish it instead", "die", "banish", false},
      {"The next time that unit would be dealt damage this turn, prevent it", "damage", "prevent",
       true},
  };
  for (const Row& r : rows) {
    INFO(r.sentence);
    std::vector<engine::Action> out;
    REQUIRE(CompileNextTimeSentence(r.sentence, &out));
    REQUIRE(out.size() == 1);
    CHECK(out[0].verb == "replace_next");
    CHECK(Arg(out[0], "object") == "$ref");
    CHECK(Arg(out[0], "event") == r.event);
    CHECK(Arg(out[0], "instead") == r.instead);
    CHECK(std::get<bool>(out[0].args.at("next")) == r.next);
  }
  for (const std::string other :
       {"The next time it dies this turn, you may pay [C] to recall it exhausted instead",
        "The next time a friendly unit would die, kill this instead",
        "If it would die, banish it instead"}) {
    INFO(other);
    std::vector<engine::Action> out;
    CHECK_FALSE(CompileNextTimeSentence(other, &out));
    CHECK(out.empty());
  }
}

TEST_CASE("a spell naming a unit, then its replacement effect, is modelled",
          "[riftbound][cards][replacement]") {
  const engine::Card c =
      Compiled("Spell",
               "Choose a friendly unit. The next time it dies this turn, recall it exhausted "
               "instead.");
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].not_modelled.empty());
  CHECK(c.abilities[0].target == "friendly-unit");
  CHECK(Verbs(c.abilities[0].effect) == "replace_next");
  CHECK(Arg(c.abilities[0].effect[0], "object") == "$target");
}

}  // namespace arbiter::games::riftbound
