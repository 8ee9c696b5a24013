// Channel (430) as card text compiles it (games/riftbound/runes.h): the sentence forms of 430.5,
// in a whole card's text, and the "channel" row of the module's verb table.
#include "games/riftbound/runes.h"

#include <catch2/catch.hpp>

#include "engine/value.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {

TEST_CASE("channel sentences compile to the channel verb", "[riftbound][cards][runes]") {
  struct Row {
    std::string sentence;
    bool compiles;
    int count;
    bool exhausted, each;
  };
  const std::vector<Row> rows = {
      {"Channel 1 rune exhausted", true, 1, true, false},
      {"Channel 2 runes exhausted", true, 2, true, false},
      {"Channel 1 rune", true, 1, false, false},
      {"Each player channels 1 rune exhausted", true, 1, true, true},
      {"Channel a rune", false, 0, false, false},
      {"Its owner channels 1 rune exhausted", false, 0, false, false},
      {"Channel 1 rune exhausted. If you can't, draw 1", false, 0, false, false},
  };
  for (const Row& r : rows) {
    INFO(r.sentence);
    std::vector<engine::Action> out;
    REQUIRE(CompileRuneSentence(r.sentence, &out) == r.compiles);
    if (!r.compiles) {
      CHECK(out.empty());
      continue;
    }
    REQUIRE(out.size() == 1);
    CHECK(out[0].verb == "channel");
    CHECK(engine::ValueToString(out[0].args.at("count")) == std::to_string(r.count));
    CHECK(out[0].args.count("exhausted") == (r.exhausted ? 1u : 0u));
    CHECK(out[0].args.count("each_player") == (r.each ? 1u : 0u));
  }
}

TEST_CASE("channel in card text: alone, in a compound, after a keyword",
          "[riftbound][cards][runes]") {
  struct Row {
    std::string type, text, verbs;
  };
  const std::vector<Row> rows = {
      {"Unit", "When you play me, channel 1 rune exhausted.", "channel"},
      {"Spell", "Draw 1 and channel 1 rune exhausted.", "draw channel"},
      {"Unit", "[Deathknell] \xE2\x80\x94 Channel 2 runes exhausted and draw 1.", "channel draw"},
      {"Battlefield", "When you hold here, each player channels 1 rune exhausted.", "channel"},
      {"Unit", "[Deathknell][>] Channel 1 rune exhausted. (When I die, get the effect.)",
       "channel"},
  };
  for (const auto& [type, text, verbs] : rows) {
    INFO(text);
    engine::Card c = Compiled(type, text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(Verbs(c.abilities[0].effect) == verbs);
  }
  const VerbRow* row = FindVerb("channel");
  REQUIRE(row != nullptr);
  CHECK(row->run != nullptr);
  CHECK(std::find(row->spec.rules.begin(), row->spec.rules.end(), "430.3") !=
        row->spec.rules.end());
}

TEST_CASE("channel, or draw when too few were channeled", "[riftbound][cards][runes]") {
  struct Row {
    std::string span, after;  // span "": not this template
    int count, draw;
  };
  const std::vector<Row> rows = {
      {"Channel 1 rune exhausted. If you can't, draw 1.", "", 1, 1},
      {"Channel 2 runes exhausted. If you couldn't channel 2 runes this way, draw 1.", " Buff me.",
       2, 1},
      {"", "Channel 2 runes exhausted. If you couldn't channel 1 rune this way, draw 1.", 0, 0},
      {"", "Channel 1 rune exhausted. Draw 1.", 0, 0},
  };
  for (const Row& r : rows) {
    const std::string text = r.span + r.after;
    INFO(text);
    std::vector<engine::Action> out;
    REQUIRE(CompileRuneSpan(text, &out) == r.span.size());
    if (r.span.empty()) {
      CHECK(out.empty());
      continue;
    }
    REQUIRE(out.size() == 1);
    CHECK(out[0].verb == "channel");
    CHECK(engine::ValueToString(out[0].args.at("count")) == std::to_string(r.count));
    CHECK(engine::ValueToString(out[0].args.at("else_draw")) == std::to_string(r.draw));
  }
  const engine::Card mobilize =
      Compiled("Spell", "Channel 1 rune exhausted. If you can't, draw 1.");
  REQUIRE(mobilize.abilities.size() == 1);
  CHECK(mobilize.abilities[0].not_modelled.empty());
  CHECK(Verbs(mobilize.abilities[0].effect) == "channel");
}

TEST_CASE("ready N runes compiles to ready_runes", "[riftbound][cards][runes]") {
  struct Row {
    std::string sentence;
    bool compiles;
    int count;
    bool up_to;
  };
  const std::vector<Row> rows = {
      {"Ready 2 runes", true, 2, false},
      {"Ready up to 4 runes", true, 4, true},
      {"Ready 1 rune", true, 1, false},
      {"Ready your runes", false, 0, false},
      {"Ready up to 4 friendly runes", true, 4, true},
      {"Ready 2 enemy runes", false, 0, false},
  };
  for (const Row& r : rows) {
    INFO(r.sentence);
    std::vector<engine::Action> out;
    REQUIRE(CompileRuneSentence(r.sentence, &out) == r.compiles);
    if (!r.compiles) continue;
    REQUIRE(out.size() == 1);
    CHECK(out[0].verb == "ready_runes");
    CHECK(engine::ValueToString(out[0].args.at("count")) == std::to_string(r.count));
    CHECK(out[0].args.count("up_to") == (r.up_to ? 1u : 0u));
  }
  REQUIRE(FindVerb("ready_runes") != nullptr);
}

TEST_CASE("recycling runes compiles to recycle_runes", "[riftbound][cards][runes]") {
  struct Row {
    std::string sentence;
    bool compiles;
    std::string count;  // "" for all
  };
  const std::vector<Row> rows = {
      {"Recycle one of your runes", true, "1"},
      {"Recycle two of your runes", true, "2"},
      {"Recycle all your runes", true, ""},
      {"Recycle one of their runes", false, ""},
      {"Recycle me", false, ""},
  };
  for (const Row& r : rows) {
    INFO(r.sentence);
    std::vector<engine::Action> out;
    REQUIRE(CompileRuneSentence(r.sentence, &out) == r.compiles);
    if (!r.compiles) {
      CHECK(out.empty());
      continue;
    }
    REQUIRE(out.size() == 1);
    CHECK(out[0].verb == "recycle_runes");
    if (r.count.empty()) {
      CHECK(out[0].args.count("all") == 1);
      CHECK(out[0].args.count("count") == 0);
    } else {
      CHECK(engine::ValueToString(out[0].args.at("count")) == r.count);
    }
  }
  REQUIRE(FindVerb("recycle_runes") != nullptr);
  // In a whole card's text, after a trigger and before "then".
  const engine::Card c =
      Compiled("Unit", "When I attack, recycle all your runes, then channel 2 runes exhausted.");
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].not_modelled.empty());
  REQUIRE(c.abilities[0].effect.size() == 2);
  CHECK(c.abilities[0].effect[0].verb == "recycle_runes");
  CHECK(c.abilities[0].effect[1].verb == "channel");
}

TEST_CASE("a Basic Rune has the two abilities of 164.2", "[riftbound][cards][runes]") {
  struct Row {
    std::string type, text;
    bool basic;
  };
  const std::vector<Row> rows = {
      {"Rune", "", true},
      {"Rune", "[NO TEXT]", true},
      {"Rune", "When you play me, draw 1.", false},  // printed text of its own
      {"Unit", "", false},
  };
  for (const Row& r : rows) {
    INFO(r.type << ": " << r.text);
    engine::Card c;
    c.name = "Test";
    c.type = r.type;
    c.rules_text = r.text;
    GiveBasicRuneAbilities(&c);
    CompileCardText(&c);
    if (!r.basic) {
      CHECK(c.rules_text == r.text);
      continue;
    }
    REQUIRE(c.abilities.size() == 2);
    for (size_t i = 0; i < 2; ++i) {
      CHECK(c.abilities[i].kind == "activated");
      CHECK(c.abilities[i].trigger == "reaction");  // [Reaction] (813.1.c.2)
      CHECK(c.abilities[i].not_modelled.empty());
      CHECK(c.abilities[i].text == kBasicRuneAbilities[i]);
      CHECK(Verbs(c.abilities[i].effect) == "add");
    }
    CHECK(Verbs(c.abilities[0].cost) == "exhaust");
    CHECK(Verbs(c.abilities[1].cost) == "recycle_me");
  }
}

}  // namespace arbiter::games::riftbound
