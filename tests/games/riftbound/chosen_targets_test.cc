// Objects named once and referred to later in the same text, as card_text.h compiles them:
// "Choose a unit. ..." names a target (355.5, 355.7) that "it", "its controller", "they ... to each
// other" refer to; a text's targets are numbered in the order it names them, each with its own
// requirement (355.9.b); a reference with nothing named before it does not compile.
#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

// "requirement: verb(object words) ..." of the card's first ability, or "not modelled".
std::string Program(const std::string& type, const std::string& line) {
  const engine::Card c = Compiled(type, line);
  if (c.abilities.empty() || !c.abilities[0].not_modelled.empty()) return "not modelled";
  const auto& ab = c.abilities[0];
  std::string out = ab.target + ":";
  for (const auto& a : ab.effect) {
    std::string words;
    for (const auto& [name, value] : a.args) {
      if (auto* s = std::get_if<std::string>(&value); s && StartsWith(*s, "$"))
        words += (words.empty() ? "" : ",") + *s;
    }
    out += " " + a.verb + "(" + words + ")";
  }
  return out;
}

}  // namespace

TEST_CASE("a chosen object is referred to by the instructions after it",
          "[riftbound][cards][choose]") {
  struct Row {
    const char* type;
    const char* line;  // a real card's line, or a variation of one
    const char* want;
  };
  const std::vector<Row> rows = {
      // Challenge, Clash of Giants, Marching Orders: one requirement per target, in order
      {"Spell",
       "Choose a friendly unit and an enemy unit. They deal damage equal to their Mights to each "
       "other.",
       "friendly-unit+enemy-unit: deal_each_other($target,$target2)"},
      {"Spell", "Choose two units. They deal damage equal to their Mights to each other.",
       "unit*2: deal_each_other($target,$target2)"},
      {"Spell",
       "Choose a friendly unit anywhere and an enemy unit at a battlefield. They deal damage equal "
       "to their Mights to each other.",
       "friendly-unit+enemy-unit-at-battlefield: deal_each_other($target,$target2)"},
      // Gentlemen's Duel: a target named by an instruction, then one by "choose"
      {"Spell",
       "Give a friendly unit +3 [S] this turn. Then choose an enemy unit. They deal damage equal "
       "to their Mights to each other.",
       "friendly-unit+enemy-unit: give($target) deal_each_other($target,$target2)"},
      // Carnivorous Snapvine: "we" are the source and the one chosen
      {"Unit",
       "When you play me, choose an enemy unit at a battlefield. We deal damage equal to our "
       "Mights to each other.",
       "enemy-unit-at-battlefield: deal_each_other($self,$target)"},
      // Hidden Blade, Detonate: the controller is found, not targeted (355.10.d)
      {"Spell", "Kill a unit at a battlefield. Its controller draws 2.",
       "unit-at-battlefield: kill($target) draw($target)"},
      {"Spell", "Kill a gear. Its controller draws 2.", "gear: kill($target) draw($target)"},
      // Possession
      {"Spell", "Choose an enemy unit at a battlefield. Take control of it and recall it.",
       "enemy-unit-at-battlefield: take_control($target) recall($target)"},
      // "it" is the last object named
      {"Spell", "Choose a unit. Give it +2 [S] this turn.", "unit: give($target)"},
      {"Spell", "Choose a friendly unit. Deal 2 to it. Ready it.",
       "friendly-unit: deal($target) ready($target)"},
      {"Spell", "Deal 2 to a unit at a battlefield. Buff a friendly unit. Ready it.",
       "unit-at-battlefield+friendly-unit: deal($target) buff($target2) ready($target2)"},
      // back to the owner's hand (056.2): a target, me, or the object named earlier
      {"Spell", "Return a unit at a battlefield with 3 [S] or less to its owner's hand.",
       "unit-at-battlefield-might-le-3: return_to_hand($target)"},
      {"Unit", "When you play me, return another unit at a battlefield to its owner's hand.",
       "other-unit-at-battlefield: return_to_hand($target)"},
      {"Unit", "When I hold, return me to my owner's hand.", ": return_to_hand($self)"},
      {"Spell", "Choose a unit. Return it to its owner's hand.", "unit: return_to_hand($target)"},
      {"Spell", "Return a non-Dragon unit to its owner's hand.", "not modelled"},
      // a Move by an effect to the unit's base (420.1): Fight or Flight, Sinister Poro's effect
      {"Spell", "Move a unit from a battlefield to its base.",
       "unit-at-battlefield: move_to_base($target)"},
      {"Unit", "When I attack, move an enemy unit here to its base.",
       "enemy-unit-here: move_to_base($target)"},
      {"Spell", "Choose a unit. Move it to its base.", "unit: move_to_base($target)"},
      // the object-phrase grammar (target_phrase.cc) reads "an attacking unit"; a battlefield's
      // controller in the phrase is not a word it knows
      {"Spell", "Move an attacking unit to its base.", "attacking-unit: move_to_base($target)"},
      {"Spell", "Move a unit at a battlefield you control to its base.", "not modelled"},
      // The Syren: "your base" only for a unit you control
      {"Gear", "[1], [E]: Move a friendly unit at a battlefield to your base.",
       "friendly-unit-at-battlefield: move_to_base($target)"},
      {"Spell", "Move a unit from a battlefield to your base.", "not modelled"},
      // a spell on the chain as a target (355.9.a.2, 425): Wind Wall, Abandon
      {"Spell", "Counter a spell.", "spell: counter($target)"},
      {"Spell",
       "Counter a spell. Return it to its owner's hand instead of putting it in their trash.",
       "spell: counter($target)"},
      {"Spell", "Return it to its owner's hand instead of putting it in their trash.",
       "not modelled"},
      {"Spell", "Counter a spell that costs no more than [4] and no more than [A].",
       "spell-cost-le-4-1: counter($target)"},
      {"Spell", "Counter a spell that costs [4] or more.", "not modelled"},
      // a battlefield chosen, then the units there (Siphon Power, For Demacia!)
      {"Spell",
       "Choose a battlefield. Give friendly units there +1 [S] this turn and enemy units there -1 "
       "[S] this turn, to a minimum of 1 [S].",
       "battlefield: give_each($target) give_each($target)"},
      {"Spell", "Choose a battlefield. Give friendly units there [Shield 2] this turn.",
       "battlefield: give_each($target)"},
      {"Spell", "Give friendly units there [Shield 2] this turn.", "not modelled"},
      // a battlefield or a spell chosen as a triggered ability goes on the chain: not offered
      {"Unit", "When you play me, choose a battlefield. Give enemy units there -1 [S] this turn.",
       "not modelled"},
      {"Unit", "When you play me, counter a spell.", "not modelled"},
      // the base Might of the unit named, assigned this turn (477.1.a.1): Dragon Form, Herald
      {"Spell", "Choose a unit. Its base Might becomes 5 this turn.",
       "unit: set_base_might($target)"},
      {"Unit", "When you play me, choose a friendly unit. Its base Might becomes 5 this turn.",
       "friendly-unit: set_base_might($target)"},
      {"Spell", "Its base Might becomes 5 this turn.", "not modelled"},
      // two targets chosen as a triggered ability goes on the chain (module.cc, 355.5.b)
      {"Unit",
       "When you play me, choose a friendly unit and an enemy unit. They deal damage equal to "
       "their Mights to each other.",
       "friendly-unit+enemy-unit: deal_each_other($target,$target2)"},
      // named, not modelled: a reference to nothing, a second sentence no template compiles,
      // "each other" with one named
      {"Spell", "Its controller draws 2.", "not modelled"},
      {"Spell", "Kill it.", "not modelled"},
      {"Spell", "Choose a unit. Kill it the next time it takes damage this turn.", "not modelled"},
      {"Spell", "Choose a unit.", "not modelled"},
      {"Spell", "Choose a unit. They deal damage equal to their Mights to each other.",
       "not modelled"},
      // a chosen player whose instruction no template compiles (draw and discard do: below)
      {"Spell", "Choose an opponent. They reveal their hand.", "not modelled"},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    CHECK(Program(r.type, r.line) == r.want);
  }
}

}  // namespace arbiter::games::riftbound

namespace arbiter::games::riftbound {

TEST_CASE("a spell's modes compile into one ability, each instruction marked with its mode",
          "[riftbound][cards][modes]") {
  // "target | verb:mode ..." of the card's abilities, or "not modelled: <why>".
  auto modes = [](const std::string& type, const std::string& text) {
    const engine::Card c = Compiled(type, text);
    std::string out;
    for (const auto& ab : c.abilities) {
      if (!ab.not_modelled.empty()) {
        out += "[not modelled]";
        continue;
      }
      out += "[" + ab.target + " |";
      for (const auto& a : ab.effect) {
        auto it = a.args.find("mode");
        out += " " + a.verb + ":" +
               (it == a.args.end() ? "-" : std::to_string(std::get<int64_t>(it->second)));
      }
      out += "]";
    }
    return out;
  };
  // Rocket Barrage
  CHECK(modes("Spell", "Choose one —\n- Deal 4 to a unit in a base.\n- Kill a gear.") ==
        "[modes:unit-in-base;gear | deal:1 kill:2]");
  // a mode without a target, and one with two instructions
  CHECK(modes("Spell", "Choose one —\n- Draw 1.\n- Deal 2 to a unit at a battlefield. Draw 1.") ==
        "[modes:;unit-at-battlefield | draw:1 deal:2 draw:2]");
  // Mesmerize
  CHECK(modes("Spell",
              "Choose one —\n- Return a friendly unit to its owner's hand.\n- Give an enemy unit "
              "-2 [S] this turn.") == "[modes:friendly-unit;enemy-unit | return_to_hand:1 give:2]");
  // Sanction: a mode no template compiles makes the whole ability not modelled
  CHECK(modes("Spell",
              "Choose one —\n- Empower a unit. Disempower it at end of turn.\n- Disempower a unit "
              "that's [Empowered]. Empower it at end of turn.") == "[not modelled]");
  // not a spell's rules text: each line is its own ability, named as not modelled
  CHECK(modes("Unit", "Choose one —\n- Draw 1.\n- Kill a gear.") ==
        "[not modelled][not modelled][not modelled]");
  // a header with no modes after it
  CHECK(modes("Spell", "Choose one —") == "[not modelled]");
}

}  // namespace arbiter::games::riftbound

namespace arbiter::games::riftbound {

TEST_CASE("a chosen player is referred to as they", "[riftbound][cards][choose][player]") {
  struct Row {
    const char* type;
    const char* line;
    const char* want;
  };
  const std::vector<Row> rows = {
      // Bewitching Spirit: a triggered ability's player, chosen as it goes on the chain
      {"Unit", "When you play me, choose a player. They discard 1.",
       "player: discard($chosen_player)"},
      {"Spell", "Choose an opponent. They draw 2.", "opponent: draw($chosen_player)"},
      // "they" with no player chosen before it, two players chosen, or a player beside an object
      // target: not a form the module chooses
      {"Spell", "They draw 2.", "not modelled"},
      {"Spell", "Choose an opponent. Choose a player. They draw 1.", "not modelled"},
      {"Spell", "Choose an opponent. Kill a unit. They draw 1.", "not modelled"},
      // a player chosen and never referred to
      {"Spell", "Choose an opponent. Draw 1.", "not modelled"},
      // "They score 1 point." (Draven, Audacious: its trigger is read since session 24)
      {"Unit", "When I die in combat, choose an opponent. They score 1 point.",
       "opponent: gain_points($chosen_player)"},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    const engine::Card c = Compiled(r.type, r.line);
    REQUIRE_FALSE(c.abilities.empty());
    const auto& ab = c.abilities[0];
    if (!ab.not_modelled.empty()) {
      CHECK(std::string("not modelled") == r.want);
      continue;
    }
    std::string got = ab.target + ":";
    for (const auto& a : ab.effect) {
      const auto it = a.args.find("player");
      got += " " + a.verb + "(" +
             (it == a.args.end() ? std::string() : std::get<std::string>(it->second)) + ")";
    }
    CHECK(got == r.want);
  }
}

}  // namespace arbiter::games::riftbound

namespace arbiter::games::riftbound {

TEST_CASE("a card returned from your trash is a target there",
          "[riftbound][cards][choose][trash]") {
  struct Row {
    const char* type;
    const char* line;
    const char* target;  // "" when not modelled
  };
  const std::vector<Row> rows = {
      {"Spell", "Return a unit from your trash to your hand.", "trash-unit"},  // Morbid Return
      {"Unit", "When you play me, return a gear from your trash to your hand.", "trash-gear"},
      {"Unit", "When you play me, return a spell from your trash to your hand.", "trash-spell"},
      // tags, any one of them (target_phrase.cc TrashCardRequirement)
      {"Unit", "When you play me, return a Bird, Cat, Dog, or Poro from your trash to your hand.",
       "trash-is_Bird|Cat|Dog|Poro-card"},
      // two types, "up to two": not templates the module has
      {"Unit", "When I hold, you may return a unit or gear from your trash to your hand.", ""},
      {"Spell", "Return a unit from an opponent's trash to your hand.", ""},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    const engine::Card c = Compiled(r.type, r.line);
    REQUIRE_FALSE(c.abilities.empty());
    const auto& ab = c.abilities[0];
    CHECK(ab.not_modelled.empty() == (std::string(r.target) != ""));
    if (!ab.not_modelled.empty()) continue;
    CHECK(ab.target == r.target);
    REQUIRE(ab.effect.size() == 1);
    CHECK(ab.effect[0].verb == "return_from_trash");
  }
}

}  // namespace arbiter::games::riftbound
