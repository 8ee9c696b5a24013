#include "games/dimrift/effect_text.h"

#include <catch2/catch.hpp>

#include "util/strings.h"

namespace arbiter::dimrift {
namespace {

std::string Texts(const std::vector<Clause>& clauses) {
  std::vector<std::string> out;
  for (const Clause& c : clauses) out.push_back(std::to_string(c.column) + ":" + c.text);
  return Join(out, " | ");
}

std::string TargetsOf(const ParsedEffect& e) {
  std::vector<std::string> out;
  for (const Target& t : e.targets) {
    out.push_back((t.in_criteria ? "criteria " : "resolution ") + t.requirement +
                  (t.from.empty() ? "" : " from " + t.from));
  }
  return Join(out, " | ");
}

const char* TimeName(ChoiceTime t) {
  return t == ChoiceTime::kNone         ? "none"
         : t == ChoiceTime::kActivation ? "activation"
                                        : "resolution";
}

}  // namespace

TEST_CASE("effect text: every example on the page", "[dimrift][effect_text]") {
  SECTION("effect-text.4: trigger, cost, either choice at resolution") {
    Result<ParsedEffect> e = ParseEffect(
        "When summoned; consume any two mana: [this] gets either (1) +1 Might or (2) +1 Life.",
        EffectType::kTrigger);
    REQUIRE(e.ok());
    CHECK(Texts(e->criteria) == "1:When summoned | 16:consume any two mana");
    CHECK(Texts(e->resolution) == "38:[this] gets either (1) +1 Might or (2) +1 Life");
    CHECK(e->trigger == "When summoned");
    REQUIRE(e->costs.size() == 1);
    CHECK(e->costs[0].kind == CostKind::kMana);
    CHECK(e->costs[0].amount == 2);
    CHECK(e->costs[0].any_card);
    // effect-text.9: no implicit targeting; the choice is in the resolution part.
    CHECK_FALSE(e->targets_at_activation);
    CHECK(e->targets.empty());
    CHECK(TimeName(e->either) == std::string("resolution"));
    CHECK(e->options == std::vector<std::string>{"+1 Might", "+1 Life"});
  }
  SECTION("implicit-targeting.4 and .6: the same targeting, implicit or declared") {
    Result<ParsedEffect> implicit =
        ParseEffect("When summoned: deal 1 damage to target creature.", EffectType::kTrigger);
    Result<ParsedEffect> declared = ParseEffect(
        "When summoned; target a creature: deal 1 damage to target.", EffectType::kTrigger);
    REQUIRE(implicit.ok());
    REQUIRE(declared.ok());
    CHECK(implicit->targets_at_activation);
    CHECK(declared->targets_at_activation);
    CHECK(TargetsOf(*implicit) == "resolution creature");
    CHECK(TargetsOf(*declared) == "criteria creature");  // "destroy target" refers back to it
    CHECK(Texts(declared->criteria) == "1:When summoned | 16:target a creature");
  }
  SECTION("target-from.3: target from another card, then a mana cost of this card") {
    Result<ParsedEffect> e = ParseEffect(
        "When [equipped] destroys a creature; target an artifact from that creature; consume 1 "
        "mana: destroy target.",
        EffectType::kTrigger);
    REQUIRE(e.ok());
    CHECK(e->trigger == "When [equipped] destroys a creature");
    CHECK(TargetsOf(*e) == "criteria artifact from that creature");
    REQUIRE(e->costs.size() == 1);
    CHECK(e->costs[0].amount == 1);
    CHECK_FALSE(e->costs[0].any_card);
    CHECK(Texts(e->resolution) == "93:destroy target");
  }
  SECTION("connection-chain.3: a state-check trigger with brackets and parentheses") {
    Result<ParsedEffect> e = ParseEffect(
        "When [this] is part of a Connection Chain connecting every non-monument card on the "
        "field (at least 4): [Transform].",
        EffectType::kTrigger);
    REQUIRE(e.ok());
    CHECK(e->criteria.size() == 1);
    CHECK(Texts(e->resolution) == "105:[Transform]");
    CHECK(e->options.empty());
    CHECK_FALSE(e->targets_at_activation);
  }
  SECTION("effect-types.action.1: Action: Strike") {
    Result<ParsedEffect> e = ParseEffect("Strike", EffectType::kAction);
    REQUIRE(e.ok());
    CHECK(Texts(e->resolution) == "1:Strike");
    CHECK(e->criteria.empty());
  }
}

TEST_CASE("effect text: choices, X, costs and replacement triggers", "[dimrift][effect_text]") {
  SECTION("choose either in the criteria: the choice is made at activation") {
    Result<ParsedEffect> e = ParseEffect(
        "Consume 1 mana; choose either (1) +1 Might or (2) +1 Life: [this] gets the chosen "
        "bonus until the end of the turn.",
        EffectType::kActivation);
    REQUIRE(e.ok());
    CHECK(TimeName(e->either) == std::string("activation"));
    CHECK(e->options == std::vector<std::string>{"+1 Might", "+1 Life"});
  }
  SECTION("choose (not either) picks at activation, X is fixed at activation") {
    Result<ParsedEffect> e = ParseEffect("Consume X mana: choose a creature; it gets +X Might.",
                                         EffectType::kActivation);
    REQUIRE(e.ok());
    CHECK(e->chooses);
    CHECK(e->has_x);
    CHECK(e->costs[0].amount == -1);
    CHECK_FALSE(e->targets_at_activation);
  }
  SECTION("summoning cost: every part is a cost") {
    Result<ParsedEffect> e = ParseEffect("consume any 3 mana; sac 1 face-down card; discard a card",
                                         EffectType::kSummoningCost);
    REQUIRE(e.ok());
    REQUIRE(e->costs.size() == 3);
    CHECK(e->costs[1].kind == CostKind::kSacrifice);
    CHECK(e->costs[1].requirement == "face-down card");
    CHECK(e->costs[2].kind == CostKind::kDiscard);
  }
  SECTION("effect-types.trigger.5: a trigger with 'instead' is a replacement") {
    Result<ParsedEffect> e =
        ParseEffect("When [this] would be destroyed: send it to its owner's hand instead.",
                    EffectType::kTrigger);
    REQUIRE(e.ok());
    CHECK(e->replacement);
  }
  SECTION("effect kinds from the icon names") {
    struct Row {
      const char* name;
      EffectType type;
      bool once, optional;
    };
    const Row rows[] = {
        {"Cost", EffectType::kSummoningCost, false, false},
        {"Summoning Cost", EffectType::kSummoningCost, false, false},
        {"Action", EffectType::kAction, false, false},
        {"Continuous", EffectType::kContinuous, false, false},
        {"Mandatory Repeatable Trigger", EffectType::kTrigger, false, false},
        {"Mandatory Once-per-Turn Trigger", EffectType::kTrigger, true, false},
        {"Optional Repeatable Trigger", EffectType::kTrigger, false, true},
        {"Optional Once-per-Turn Trigger", EffectType::kTrigger, true, true},
        {"Repeatable Activation", EffectType::kActivation, false, false},
        {"Once-per-Turn Activation", EffectType::kActivation, true, false},
    };
    for (const Row& row : rows) {
      INFO(row.name);
      EffectType t;
      EffectModifiers m;
      REQUIRE(ParseEffectKind(row.name, &t, &m).ok());
      CHECK(t == row.type);
      CHECK(m.once_per_turn == row.once);
      CHECK(m.optional == row.optional);
    }
  }
}

TEST_CASE("effect text: malformed texts get a message with the column", "[dimrift][effect_text]") {
  struct Row {
    const char* text;
    EffectType type;
    const char* message;
  };
  const Row rows[] = {
      {"", EffectType::kTrigger, "column 1: empty effect text"},
      {"When summoned;; draw a card: x", EffectType::kTrigger,
       "column 15: empty activation criterion"},
      {"When summoned; : x", EffectType::kTrigger, "column 16: empty activation criterion"},
      {"When summoned: a: b", EffectType::kTrigger,
       "column 17: a second ':' (the first is at column 14); an effect has one ':' between its "
       "activation criteria and its resolution instructions"},
      {"When summoned:", EffectType::kTrigger, "column 14: no resolution instructions after ':'"},
      {"When summoned: draw.. draw", EffectType::kTrigger,
       "column 21: empty resolution instruction"},
      {"When summoned (at least 4: x", EffectType::kTrigger, "column 15: '(' is never closed"},
      {"When summoned]: x", EffectType::kTrigger, "column 14: ']' without a matching '['"},
      {"Summoned: draw a card", EffectType::kTrigger,
       "column 1: a trigger starts with the word \"When\" (dimrift:effect-types.trigger.1)"},
      {"When summoned draw a card.", EffectType::kTrigger,
       "column 27: a trigger needs ':' after \"When summoned draw a card\" to start its "
       "resolution instructions"},
      {"When summoned: draw a card.", EffectType::kActivation,
       "column 1: \"When ...\" makes a trigger, but this effect's type is activation"},
      {"Consume 1 mana; when summoned: x", EffectType::kActivation,
       "column 17: \"When ...\" must be the first activation criterion"},
      {"When summoned: [this] gets either (1) +1 Might.", EffectType::kTrigger,
       "column 28: \"either\" needs numbered options (1) and (2) (dimrift:targeting.choosing.3)"},
      {"When summoned: [this] gets (1) +1 Might or (2) +1 Life.", EffectType::kTrigger,
       "column 28: numbered options need \"either\" (or \"choose either\") before them "
       "(dimrift:targeting.choosing.3)"},
      {"When summoned: either (1) a or (2) b or (4) c.", EffectType::kTrigger,
       "column 41: option (4) without option (3)"},
      {"When summoned: either (1) or (2) b.", EffectType::kTrigger,
       "column 23: option (1) is empty"},
      {"When summoned; consume any mana: draw.", EffectType::kTrigger,
       "column 16: \"consume any mana\": a mana cost reads \"consume N mana\" or \"consume any N "
       "mana\""},
      {"When summoned; consume lots of mana: draw.", EffectType::kTrigger,
       "column 16: \"consume lots of mana\": a mana cost reads \"consume N mana\" or \"consume any "
       "N mana\""},
      {"When summoned; sac: draw.", EffectType::kTrigger,
       "column 16: \"sac\": a sacrifice names what to sacrifice (\"sac 1 creature\")"},
      {"When summoned; target a creature from: destroy target.", EffectType::kTrigger,
       "column 16: \"target ... from\" needs the card to target from "
       "(dimrift:targeting.target-from.1)"},
      {"consume 2 mana: draw", EffectType::kSummoningCost,
       "column 15: a summoning cost is only costs; it has no ':' and no resolution"},
      {"Consume 1 mana: [this] gets +1 Might.", EffectType::kContinuous,
       "column 1: a continuous effect never goes to the stack, so it has no activation cost "
       "(dimrift:effect-types.continuous.1)"},
  };
  for (const Row& row : rows) {
    INFO(row.text);
    Result<ParsedEffect> e = ParseEffect(row.text, row.type);
    REQUIRE_FALSE(e.ok());
    CHECK(e.status().message() == row.message);
  }
  SECTION("modifiers the type cannot have") {
    EffectType t;
    EffectModifiers m;
    CHECK(ParseEffectKind("Optional Activation", &t, &m).message() ==
          "\"optional\" applies only to trigger effects, not activation "
          "(dimrift:effect-modifiers.optional.1)");
    CHECK(ParseEffectKind("once-per-turn continuous", &t, &m).message() ==
          "\"once-per-turn\" applies only to trigger and activation effects, not continuous "
          "(dimrift:effect-modifiers.once-per-turn.3)");
    CHECK(ParseEffectKind("trigegr", &t, &m).message() ==
          "unknown effect kind \"trigegr\"; did you mean \"trigger\"?");
    CHECK(ParseEffect("x: y", EffectType::kAction, {true, false}).status().message() ==
          "column 1: only trigger and activation effects can be once-per-turn "
          "(dimrift:effect-modifiers.once-per-turn.3)");
  }
}

TEST_CASE("an absurd count in effect text is a parse error, never an exception",
          "[dimrift][effects][reliability]") {
  // The fuzzer's input (shared/reliability/effect-text-stoi-overflow.bin): std::stoi threw
  // out_of_range on the count.
  EffectType type = EffectType::kActivation;
  EffectModifiers mods;
  REQUIRE(ParseEffectKind("activation", &type, &mods).ok());
  for (const char* text : {"Consume 9999999999999 mana.", "Sacrifice 123456789 creatures: draw 1.",
                           "Consume 99999999999999999999 mana: destroy target creature."}) {
    INFO(text);
    CHECK_NOTHROW(ParseEffect(text, type, mods));
  }
  Result<ParsedEffect> e =
      ParseEffect("Consume 99999999999999999999 mana: destroy target creature.", type, mods);
  REQUIRE_FALSE(e.ok());
  CHECK(e.status().message().find("the amount of mana is not a") != std::string::npos);
  CHECK(ParseEffect("Consume 2 mana: destroy target creature.", type, mods).ok());
}

}  // namespace arbiter::dimrift
