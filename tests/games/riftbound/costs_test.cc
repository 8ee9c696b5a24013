// Cost lines of Riftbound card text as card_text.h compiles them: optional additional costs
// (356.2.b.1) and their "If you do" (a passive ability modifying the cost only when paid),
// mandatory additional costs (356.2.a.1), and the card's own discounts (356.4.a, 356.4.b) with
// what they count or depend on; the forms that do not compile stay named.
#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {
namespace {

std::string Str(const engine::Action& a, const std::string& k) {
  auto it = a.args.find(k);
  if (it == a.args.end()) return "";
  if (auto* s = std::get_if<std::string>(&it->second)) return *s;
  if (auto* i = std::get_if<int64_t>(&it->second)) return std::to_string(*i);
  return "?";
}

// "kind: cost verbs | effect verbs", one per ability, "; "-separated; "not modelled" for one that
// is not.
std::string Shape(const engine::Card& c) {
  std::string out;
  for (const auto& ab : c.abilities) {
    if (!out.empty()) out += "; ";
    if (!ab.not_modelled.empty()) {
      out += "not modelled";
      continue;
    }
    out += ab.kind + ": " + Verbs(ab.cost) + " | " + Verbs(ab.effect);
  }
  return out;
}

}  // namespace

TEST_CASE("additional costs and the card's own discounts compile", "[riftbound][cards][costs]") {
  struct Row {
    const char* type;
    const char* line;  // a real card's line
    const char* shape;
  };
  const std::vector<Row> rows = {
      // Brazen Buccaneer
      {"Unit",
       "As you play me, you may discard 1 as an additional cost. If you do, reduce my cost by "
       "[2].",
       "optional-cost: discard | ; static:  | discount"},
      // Shimmering Swimmer, Zaun Punk
      {"Unit", "You may kill a friendly unit or gear as an additional cost to play me.",
       "optional-cost: pay_with | "},
      {"Unit", "You may kill a friendly gear as an additional cost to play me.",
       "optional-cost: pay_with | "},
      // Dune Devourer, Poppy, Defender of the Meek
      {"Unit",
       "You may kill a friendly unit as an additional cost to play me. If you do, I cost [2] "
       "less.",
       "optional-cost: pay_with | ; static:  | discount"},
      {"Unit", "You may spend 3 XP as an additional cost to play me. If you do, I cost [3] less.",
       "optional-cost: spend_xp | ; static:  | discount"},
      // Call to Glory, Wallop
      {"Spell",
       "As you play this, you may spend a buff as an additional cost. If you do, ignore this "
       "spell's cost.",
       "optional-cost: pay_with | ; static:  | ignore_cost"},
      // Cruel Patron, Sacrifice (mandatory)
      {"Unit", "As an additional cost to play me, kill a friendly unit.",
       "additional-cost: pay_with | "},
      {"Spell", "As an additional cost to play this, kill a friendly [Mighty] unit.",
       "additional-cost: pay_with | "},
      // Meditation, Ruthless Strike
      {"Spell", "As an additional cost to play this, you may exhaust a friendly unit.",
       "optional-cost: pay_with | "},
      {"Spell", "As an additional cost to play this, you may discard 1.",
       "optional-cost: discard | "},
      // discounts printed on the card
      {"Unit", "I cost [2] less to play from anywhere other than your hand.",
       "static:  | discount"},
      {"Unit", "I cost [1] less for each gear you control.", "static:  | discount"},
      {"Unit", "I cost [1] less for each card you've played this turn, to a minimum of [1].",
       "static:  | discount"},
      {"Spell", "This costs [2] less if you control a Mech.", "static:  | discount"},
      {"Unit", "[Legion] \u2014 I cost [2] less.", "static:  | discount"},
      // Clockwork Keeper: what paying gives is a play effect on that condition (356.2.b.1)
      {"Unit", "As you play me, you may pay [C] as an additional cost. If you do, draw 1.",
       "optional-cost: pay | ; triggered:  | draw"},
      // Commander Ledros, Kraken Hunter: any number, a discount for each (355.1.a, 356.4.b)
      {"Unit",
       "As you play me, you may kill any number of friendly units as an additional cost. Reduce "
       "my cost by [C] for each killed this way.",
       "optional-cost: pay_with | ; static:  | discount"},
      {"Unit",
       "As you play me, you may spend any number of buffs as an additional cost. Reduce my cost "
       "by [C] for each buff you spend.",
       "optional-cost: pay_with | ; static:  | discount"},
      // Ekko, Ingenious; Spoils of War (cost_modifiers_test.cc)
      {"Unit", "As an additional cost to play me, return a friendly unit to its owner's hand.",
       "additional-cost: pay_with | "},
      {"Spell", "If an enemy unit has died this turn, this costs [2] less.", "static:  | discount"},
      // named, not modelled
      {"Unit", "As you play me, you may pay [C] as an additional cost. If you do, draw 1 twice.",
       "not modelled"},
      {"Unit",
       "As you play me, you may exhaust any number of friendly units as an additional cost. "
       "Reduce my cost by [C] for each killed this way.",
       "not modelled"},
      {"Unit", "As an additional cost to play me, return an enemy unit to its owner's hand.",
       "not modelled"},
      {"Spell", "If an enemy unit is stunned, this costs [2] less.", "not modelled"},
      {"Unit", "I cost [2] less for each point you scored from holding this turn.",
       "static:  | discount"},  // Needlessly Large Yordle (history.cc's hold points)
      {"Unit", "I cost [2] less for each point you scored from conquering this turn.",
       "not modelled"},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    CHECK(Shape(Compiled(r.type, r.line)) == r.shape);
  }
}

TEST_CASE("a cost within a triggered ability's first instruction is its cost",
          "[riftbound][cards][costs]") {
  struct Row {
    const char* line;  // a real card's line
    const char* cost;
    const char* effect;
  };
  const std::vector<Row> rows = {
      {"When you play a unit, you may pay [1] to gain 1 XP.", "pay", "gain_xp"},  // Blood Rose
      {"When you play me, you may spend a buff to buff me and ready me.", "pay_with",
       "buff ready"},  // Wildclaw Shaman
      {"When you conquer here, you may spend a buff to draw 1.", "pay_with", "draw"},
      {"When I conquer, you may kill a gear. If you do, buff me.", "pay_with", "buff"},
      {"When I attack, you may pay [C] to give me [Assault 2] this turn.", "pay", "give"},
      {"When you play me, draw 1.", "", "draw"},
      {"When I conquer, you may pay [1] to return me to my owner's hand.", "pay",
       "return_to_hand"},  // Vayne, Hunter
  };
  for (const Row& r : rows) {
    INFO(r.line);
    const engine::Card c = Compiled("Unit", r.line);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].kind == "triggered");
    CHECK(Verbs(c.abilities[0].cost) == r.cost);
    CHECK(Verbs(c.abilities[0].effect) == r.effect);
  }
  // A cost the module does not pay leaves the line named.
  CHECK_FALSE(Compiled("Unit", "When I conquer, you may recycle a rune to draw 1.")
                  .abilities[0]
                  .not_modelled.empty());
}

TEST_CASE("what a cost or discount compiles to carries its words", "[riftbound][cards][costs]") {
  SECTION("the object a cost is paid with") {
    const engine::Card c =
        Compiled("Unit", "As an additional cost to play me, kill a friendly unit.");
    REQUIRE(c.abilities.size() == 1);
    CHECK(Str(c.abilities[0].cost[0], "act") == "kill");
    CHECK(Str(c.abilities[0].cost[0], "requirement") == "friendly-unit");
    const engine::Card buff = Compiled(
        "Spell",
        "As you play this, you may spend a buff as an additional cost. If you do, ignore this "
        "spell's cost.");
    CHECK(Str(buff.abilities[0].cost[0], "act") == "spend_buff");
    CHECK(Str(buff.abilities[0].cost[0], "requirement") == "buffed-friendly-unit");
    CHECK(Str(buff.abilities[1].effect[0], "condition") == "paid-additional");
    const engine::Card any = Compiled(
        "Unit",
        "As you play me, you may spend any number of buffs as an additional cost. Reduce my cost "
        "by [C] for each buff you spend.");
    REQUIRE(any.abilities.size() == 2);
    CHECK(Str(any.abilities[0].cost[0], "act") == "spend_buff");
    CHECK(Str(any.abilities[0].cost[0], "requirement") == "buffed-friendly-unit");
    CHECK(any.abilities[0].cost[0].args.count("any_number") == 1);
    CHECK(Str(any.abilities[1].effect[0], "cost") == "[C]");
    CHECK(Str(any.abilities[1].effect[0], "per") == "paid-count");
    CHECK(Str(any.abilities[1].effect[0], "condition") == "paid-additional");
    const engine::Card exhaust =
        Compiled("Spell", "As an additional cost to play this, you may exhaust a friendly unit.");
    CHECK(Str(exhaust.abilities[0].cost[0], "requirement") == "ready-friendly-unit");
  }
  SECTION("discounts: cost, what is counted, the condition, the minimum") {
    struct Row {
      const char* line;
      const char* cost;
      const char* per;
      const char* condition;
      const char* minimum;
    };
    const std::vector<Row> rows = {
        {"I cost [1] less for each card in your trash.", "[1]", "card-in-trash", "", ""},
        {"I cost [2] less for each card with my name in your trash.", "[2]", "same-name-in-trash",
         "", ""},
        {"I cost [2] less for each of your [Mighty] units.", "[2]", "mighty-friendly-unit", "", ""},
        {"I cost [1] less for each card you've played this turn, to a minimum of [1].", "[1]",
         "played-this-turn", "", "1"},
        {"This costs [2] less if you control something that's [Empowered].", "[2]", "",
         "control-empowered", ""},
        {"This costs [2] less if you control a Mech.", "[2]", "", "control-tag", ""},
        {"I cost [2] less to play from anywhere other than your hand.", "[2]", "", "not-from-hand",
         ""},
        {"[Legion] - I cost [2] less.", "[2]", "", "legion", ""},
    };
    for (const Row& r : rows) {
      INFO(r.line);
      const engine::Card c = Compiled("Unit", r.line);
      REQUIRE(c.abilities.size() == 1);
      REQUIRE(c.abilities[0].effect.size() == 1);
      const engine::Action& d = c.abilities[0].effect[0];
      CHECK(d.verb == "discount");
      CHECK(Str(d, "cost") == r.cost);
      CHECK(Str(d, "per") == r.per);
      CHECK(Str(d, "condition") == r.condition);
      CHECK(Str(d, "minimum") == r.minimum);
    }
  }
}

}  // namespace arbiter::games::riftbound
