// Riftbound card text as abilities (games/riftbound/card_text.h): each printed line becomes a
// keyword, a compiled ability, or a not-modelled ability with the kind and trigger that say when
// it could matter; inline abilities cover the lines whose words they repeat.
#include "games/riftbound/card_text.h"

#include <catch2/catch.hpp>

namespace arbiter::games::riftbound {
namespace {

engine::Card Compiled(const std::string& type, const std::string& text,
                      const std::string& effect_text = "") {
  engine::Card c;
  c.name = "Test";
  c.type = type;
  c.rules_text = text;
  c.effect_text = effect_text;
  CompileCardText(&c);
  return c;
}

}  // namespace

TEST_CASE("printed lines compile, or are named with their kind and trigger", "[riftbound][cards]") {
  struct Row {
    std::string type, text, kind, trigger, first_verb;  // first_verb "" = not modelled
  };
  const std::vector<Row> rows = {
      {"Spell", "Give a unit [Assault 3] this turn. (+3 [S] while it's an attacker.)", "spell", "",
       "give"},
      {"Spell", "Play a 2 [S] Sand Soldier unit token.", "spell", "", "play_token"},
      {"Unit", "[Deathknell] \xE2\x80\x94 Draw 1. (When I die, get the effect.)", "triggered",
       "deathknell", "draw"},
      {"Unit", "When you play me, give a unit -2 [S] this turn, to a minimum of 1 [S].",
       "triggered", "play", "give"},
      {"Unit", "Your spells and abilities deal 1 Bonus Damage. (Each instance ...)", "static", "",
       "bonus_damage"},
      {"Unit", "When I conquer, draw 1.", "triggered", "conquer", "draw"},        // 446.1, 448.2.a
      {"Unit", "When I die in combat, draw 1.", "triggered", "die", "draw"},      // 740.2.c (s24)
      {"Unit", "When a player plays a unit here, draw 1.", "triggered", "", ""},  // no such event
      {"Unit", "When I attack, deal 5 damage split among any number of enemy units here.",
       "triggered", "attack", "deal_split"},  // 355.14 (session 25)
      {"Spell", "Deal 5 damage split among any number of enemy units at battlefields.", "spell", "",
       ""},  // a spell's split targets: not chosen with 355.14.c's cap (split_damage.cc)
      {"Unit", "Other friendly units here have [Assault].", "static", "", "aura"},  // 364.1
      {"Unit", "Your token units have [Tank].", "static", "", "aura"},
      {"Unit", "While I'm buffed, I have [Ganking].", "static", "", "while_grants"},  // 364.3.a
      {"Unit", "While I'm buffed, I have an additional +1 [S].", "static", "", "while_grants"},
      {"Unit", "While you have another unit here, I have +1 [S].", "static", "", "while_grants"},
      {"Unit", "While I'm at a battlefield, your other units here have [Deflect].", "static", "",
       "aura"},
      {"Unit", "While I'm in combat, I have +1 [S].", "static", "", ""},  // no such condition
      {"Spell", "Draw 1 for each of your [Mighty] units.", "spell", "", "draw"},
      {"Spell", "Deal 2 to all units in bases.", "spell", "", "deal_each"},
      {"Unit", "[2][C]: Double my Might this turn.", "activated", "", "give"},  // 432.1
      {"Unit", "Spend 2 XP: [Buff] me.", "activated", "", "buff"},              // 426.1
      {"Spell", "Deal 2 to all enemy units in combat.", "spell", "", "deal_each"},
      {"Spell", "Play a Gold gear token exhausted.", "spell", "", "play_gear_token"},  // 185.2.a
      {"Unit", "When I attack, deal damage equal to my Might to an enemy unit here.", "triggered",
       "attack", "deal"},  // the deal's might_of
      {"Unit", "When you play me, play a ready 3 [S] Sprite unit token with [Temporary] here.",
       "triggered", "play", "play_token_here"},  // 184.1, 184.3
      {"Unit", "When I hold, play two Gold gear tokens exhausted.", "triggered", "hold",
       "play_gear_token"},
      {"Spell", "Give two friendly units each +2 [S] this turn.", "spell", "", "give"},
      // two targets, chosen as it goes on the chain (module.cc ChooseTriggerTargets, 355.5.b)
      {"Unit", "When you play me, give two friendly units each +1 [S] this turn.", "triggered",
       "play", "give"},
      {"Unit", "When you discard one or more cards, ready me and give me +1 [S] this turn.",
       "triggered", "you-discard", "ready"},
      {"Unit", "When you play a card from face down, deal 2 to an enemy unit.", "triggered",
       "you-play-face-down", "deal"},
      {"Unit", "When you play a card from [Hidden], give me +2 [S] this turn.", "triggered",
       "you-play-face-down", "give"},
      {"Unit", "When you hide a card, ready me.", "triggered", "you-hide", "ready"},
      {"Unit", "When you play a token unit, give me +1 [S] this turn.", "triggered",
       "you-play-token-unit", "give"},
      {"Unit", "Champion units here have +1 [S].", "static", "", ""},
      {"Gear", "[T]: Buff an exhausted friendly unit.", "activated", "", "buff"},
      {"Gear", "[T]: Buff up to two other friendly units.", "activated", "", ""},
      {"Unit", "As you play me, you may kill any number of friendly units as an additional cost.",
       "cost", "", ""},
      {"Spell", "Counter a spell.", "spell", "", "counter"},
      {"Spell", "Counter a spell if an opponent has played another spell this turn.", "spell", "",
       ""},
      {"Spell", "Deal 3 to a unit at a battlefield.", "spell", "", "deal"},
      {"Spell", "Kill an enemy unit.", "spell", "", "kill"},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    engine::Card c = Compiled(r.type, r.text);
    REQUIRE(c.abilities.size() == 1);
    const engine::Ability& a = c.abilities[0];
    CHECK(a.kind == r.kind);
    CHECK(a.trigger == r.trigger);
    REQUIRE_FALSE(a.effect.empty());
    if (r.first_verb.empty()) {
      CHECK_FALSE(a.not_modelled.empty());
      CHECK(a.effect[0].verb == "not-modelled");
    } else {
      CHECK(a.not_modelled.empty());
      CHECK(a.effect[0].verb == r.first_verb);
    }
  }
}

TEST_CASE("a spell's target words become its target requirement (352.8.b)", "[riftbound][cards]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"Deal 3 to a unit at a battlefield.", "unit-at-battlefield"},
      {"Kill an enemy unit.", "enemy-unit"},
      {"Give a friendly unit +2 [S] this turn.", "friendly-unit"},
      {"Give a unit [Assault 3] this turn.", "unit"},
      {"Kill a unit at a battlefield with 3 [S] or less.", "unit-at-battlefield-might-le-3"},
      {"Kill a gear.", "gear"},
      {"Buff an exhausted friendly unit.", "exhausted-friendly-unit"},
      {"Give two friendly units each +1 [S] this turn.", "friendly-unit*2"},
      {"Draw 2.", ""},
  };
  for (const auto& [text, requirement] : rows) {
    INFO(text);
    engine::Card c = Compiled("Spell", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].target == requirement);
  }
}

TEST_CASE("Stand United: a buff, then buffs give more this turn (703)", "[riftbound][cards]") {
  engine::Card c = Compiled(
      "Spell",
      "Buff a friendly unit. Buffs give an additional +1 [S] to friendly units this turn.");
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].not_modelled.empty());
  CHECK(c.abilities[0].target == "friendly-unit");
  REQUIRE(c.abilities[0].effect.size() == 2);
  CHECK(c.abilities[0].effect[0].verb == "buff");
  CHECK(c.abilities[0].effect[1].verb == "buffs_give");
  CHECK(std::get<int64_t>(c.abilities[0].effect[1].args.at("amount")) == 1);
  // Only "friendly units" and "this turn" are read as that verb.
  CHECK_FALSE(Compiled("Spell", "Buffs give an additional +1 [S] to enemy units this turn.")
                  .abilities[0]
                  .not_modelled.empty());
}

TEST_CASE("'You may choose a unit.' names an optional target for the one instruction after it",
          "[riftbound][cards]") {
  engine::Card c = Compiled("Unit",
                            "When you play me, you may choose a friendly unit. Move me to its "
                            "location and it to my original location.");
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].not_modelled.empty());
  CHECK(c.abilities[0].target == "friendly-unit");
  REQUIRE(c.abilities[0].effect.size() == 1);
  const engine::Action& swap = c.abilities[0].effect[0];
  CHECK(swap.verb == "swap_locations");
  CHECK(std::get<std::string>(swap.args.at("object")) == "$self");
  CHECK(std::get<std::string>(swap.args.at("with")) == "$target");
  CHECK(swap.args.count("you_may") == 1);
  // Nothing after the choice: not a form the module runs.
  CHECK_FALSE(
      Compiled("Spell", "You may choose a friendly unit.").abilities[0].not_modelled.empty());
  // Only the instruction on the chosen unit is optional; the next one always runs.
  engine::Card both = Compiled("Spell", "You may choose a unit. Ready it. Draw 1.");
  REQUIRE(both.abilities[0].effect.size() == 2);
  CHECK(both.abilities[0].effect[0].args.count("you_may") == 1);
  CHECK(both.abilities[0].effect[1].args.count("you_may") == 0);
}

TEST_CASE("a spell with no instructions to run as it resolves is named, not modelled",
          "[riftbound][cards]") {
  // "At the end of your turn, ..." compiles as a triggered ability, which a spell never has on the
  // board: the spell itself has nothing to do as it resolves (play.cc names it then too).
  const engine::Card delayed = Compiled(
      "Spell", "At the end of your turn, recycle all your runes, then channel 4 runes exhausted.");
  REQUIRE_FALSE(delayed.abilities.empty());
  const engine::Ability& last = delayed.abilities.back();
  CHECK(last.kind == "spell");
  CHECK(last.not_modelled == "no instructions are written for the spell");
  // A spell with an effect, and a unit with the same line, are not.
  const engine::Card spell = Compiled("Spell", "Draw 1.");
  for (const engine::Ability& a : spell.abilities) CHECK(a.not_modelled.empty());
  const engine::Card unit = Compiled(
      "Unit", "At the end of your turn, recycle all your runes, then channel 4 runes exhausted.");
  for (const engine::Ability& a : unit.abilities) CHECK(a.not_modelled.empty());
}

TEST_CASE("keyword lines are keywords, not abilities", "[riftbound][cards]") {
  engine::Card c =
      Compiled("Gear", "[Quick-Draw] (This has [Reaction].)\n[Equip] [C] ([C]: Attach this.)",
               "[Ganking] (I can move from battlefield to battlefield.)");
  CHECK(c.abilities.empty());
  REQUIRE(c.keywords.size() == 2);
  CHECK(c.keywords[1].name == "Equip");
  CHECK(c.keywords[1].cost == "[C]");
}

TEST_CASE("an effect-text line is an ability of the Effect Text box", "[riftbound][cards]") {
  engine::Card c = Compiled("Gear", "[Equip] [C]",
                            "Your spells and abilities deal 3 Bonus Damage (while this is "
                            "attached).\nWhen I conquer, channel 1 rune exhausted.");
  REQUIRE(c.abilities.size() == 2);
  CHECK(c.abilities[0].text_box == "effect");
  CHECK(c.abilities[0].not_modelled.empty());
  CHECK(c.abilities[1].text_box == "effect");
  CHECK(c.abilities[1].not_modelled.empty());  // channel (430; runes.cc)
  REQUIRE(c.abilities[1].effect.size() == 1);
  CHECK(c.abilities[1].effect[0].verb == "channel");
}

TEST_CASE("inline abilities cover only the lines whose words they repeat", "[riftbound][cards]") {
  engine::Card c;
  c.name = "Fae";
  c.type = "Unit";
  c.rules_text = "When you play me, give a unit -2 [S] this turn, to a minimum of 1 [S].";
  engine::Ability paraphrase;
  paraphrase.kind = "triggered";
  paraphrase.trigger = "play";
  paraphrase.text = "When you play me, give a unit -2 Might this turn.";
  paraphrase.effect = {engine::Action{"give", {}, 0}};
  c.abilities = {paraphrase};
  CompileCardText(&c);
  // The paraphrase drops "to a minimum of 1": it does not stand for the printed line, which is
  // compiled on its own.
  REQUIRE(c.abilities.size() == 2);
  CHECK(c.abilities[1].text == c.rules_text);

  engine::Card same = c;
  same.abilities = {paraphrase};
  same.abilities[0].text = c.rules_text;
  CompileCardText(&same);
  CHECK(same.abilities.size() == 1);

  engine::Card empty;
  empty.type = "Unit";
  engine::Ability no_effect;
  no_effect.kind = "triggered";
  no_effect.trigger = "die";
  no_effect.text = "When I die, score 1.";
  empty.abilities = {no_effect};
  CompileCardText(&empty);
  REQUIRE(empty.abilities.size() == 1);
  CHECK(empty.abilities[0].not_modelled == "no instructions are written for it");
}

TEST_CASE("a keyword printed without its brackets is the keyword", "[riftbound][cards]") {
  struct Row {
    const char* text;  // real cards' lines as the card data prints them
    const char* keyword;
    int value;  // 0: none printed
  };
  const std::vector<Row> rows = {
      {"Ganking (I can move from battlefield to battlefield.)", "Ganking", 0},
      {"Hidden (Hide now for [A] to react with later for [0].)", "Hidden", 0},
      {"Assault 2 (+2 [S] while I'm an attacker.)", "Assault", 2},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    engine::Card c;
    c.name = "Test";
    c.type = "Unit";
    c.rules_text = r.text;
    CompileCardText(&c);
    CHECK(c.abilities.empty());  // a keyword line is no ability of its own
    REQUIRE(c.keywords.size() == 1);
    CHECK(c.keywords[0].name == r.keyword);
    CHECK(c.keywords[0].has_value == (r.value > 0));
    if (r.value > 0) CHECK(c.keywords[0].value == r.value);
  }
  // a sentence that starts with a keyword's name is not a keyword line
  engine::Card c;
  c.name = "Test";
  c.type = "Unit";
  c.rules_text = "Ganking units here have +1 [S].";
  CompileCardText(&c);
  CHECK(c.keywords.empty());
  REQUIRE(c.abilities.size() == 1);
  CHECK_FALSE(c.abilities[0].not_modelled.empty());
}

TEST_CASE("token lines: a bracketed Might, 'in your base', four gear tokens",
          "[riftbound][cards]") {
  // "verb(name might to) ..." of the card's first ability
  auto arg = [](const engine::Action& a, const std::string& k) -> std::string {
    auto it = a.args.find(k);
    if (it == a.args.end()) return "";
    if (auto* str = std::get_if<std::string>(&it->second)) return *str;
    if (auto* n = std::get_if<int64_t>(&it->second)) return std::to_string(*n);
    return "?";
  };
  auto shape = [&](const std::string& type, const std::string& text) {
    engine::Card c;
    c.name = "Test";
    c.type = type;
    c.rules_text = text;
    CompileCardText(&c);
    if (c.abilities.empty() || !c.abilities[0].not_modelled.empty())
      return std::string("not modelled");
    std::string out;
    for (const auto& a : c.abilities[0].effect)
      out += a.verb + "(" + arg(a, "name") + " " + arg(a, "might") + " " + arg(a, "to") + ") ";
    return out;
  };
  // Ultrasoft Poro, Altar to Unity, Trove Golem (real cards' lines)
  CHECK(shape("Gear", "[T]: Play two [1] [S] Bird unit tokens with [Deflect].") ==
        "play_token(Bird 1 ) play_token(Bird 1 ) ");
  CHECK(shape("Battlefield", "When you hold here, play a 1 [S] Recruit unit token in your base.") ==
        "play_token(Recruit 1 base) ");
  CHECK(shape("Unit", "When you play me, play four Gold gear tokens exhausted.") ==
        "play_gear_token(Gold  ) play_gear_token(Gold  ) play_gear_token(Gold  ) "
        "play_gear_token(Gold  ) ");
  CHECK(shape("Unit", "When you play me, play four Gold gear token exhausted.") == "not modelled");
}

}  // namespace arbiter::games::riftbound
