// Passive abilities and "enters ready" (session 24): conditional "I enter ready" (enters_ready.h),
// other cards that make units enter ready (enters_ready_group.h), conditional Might and keywords
// (passive_conditions.h) and auras with filters (aura_filters.h), compiled from real cards' lines
// and read on a board.
#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "games/riftbound/characteristics.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/enters_ready.h"
#include "games/riftbound/enters_ready_group.h"
#include "games/riftbound/riftbound.h"
#include "games/riftbound/scenario_board.h"

namespace arbiter::games::riftbound {
namespace {

// The scenario text of a board: A and B, battlefield-1 controlled by CONTROLLER ("" none), OBJECTS
// (JSON object entries).
std::string Board(const std::string& objects, const std::string& controller = "",
                  const std::string& players = R"(["A", "B"])") {
  return R"({"title": "t", "game": "riftbound", "rules_version": "1.4", "question": "q",
    "ruling": "r", "setup": {"players": )" +
         players +
         (controller.empty() ? ""
                             : R"(, "battlefields": {"battlefield-1": ")" + controller + "\"}") +
         R"(, "objects": [)" + objects + R"(]}, "steps": [], "expect": {"cites": []}})";
}

std::string Obj(const std::string& id, const std::string& card, const std::string& owner,
                const std::string& zone, const std::string& extra = "") {
  return R"({"id": ")" + id + R"(", "card": )" + card + R"(, "owner": ")" + owner +
         R"(", "zone": ")" + zone + "\"" + extra + "}";
}

std::string Real(const std::string& name) { return "\"" + name + "\""; }

}  // namespace

TEST_CASE("conditional I enter ready lines compile", "[riftbound][cards][enters]") {
  struct Row {
    const char* line;  // a real card's line
    const char* condition;
    const char* code;
  };
  const std::vector<Row> rows = {
      {"If an opponent controls a battlefield, I enter ready.", "code",
       "opponent-controls-battlefield"},  // Vayne, Hunter (364.3.a's example)
      {"If your score is not within 3 points of the Victory Score, I enter ready.", "code",
       "self-not-within:3"},  // Corrupted Dragon
      {"If you have two or fewer cards in your hand, I enter ready.", "code", "hand-le:2"},
      {"If a unit died this turn, I enter ready.", "code", "died-this-turn"},
      {"I enter ready if a friendly unit or gear died this turn.", "code",
       "friendly-unit-or-gear-died"},  // Lingering Animus
      {"If an opponent's score is within 3 points of the Victory Score, I enter ready.", "code",
       "opponent-within:3"},  // Leona, Zealot
      {"If you play me to a battlefield, I enter ready.", "played-to-battlefield", ""},  // Shadow
      {"[Level 3][>] I enter ready.", "code", "dependent-level:3"},  // Bandle Soldier
  };
  for (const Row& r : rows) {
    INFO(r.line);
    const engine::Card c = Compiled("Unit", r.line);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    REQUIRE(Verbs(c.abilities[0].effect) == "enters_ready");
    CHECK(Arg(c.abilities[0].effect[0], "condition") == r.condition);
    CHECK(Arg(c.abilities[0].effect[0], "code") == r.code);
    CHECK(EntersAs(c) == "ready-if");
  }
  // Scorchclaw: a grant and the enters-ready, both while [Level 3] is Active.
  const engine::Card scorch = Compiled("Unit", "[Level 3][>] I have +1 [S] and enter ready.");
  REQUIRE(scorch.abilities.size() == 1);
  CHECK(Verbs(scorch.abilities[0].effect) == "while_grants enters_ready");
  CHECK(Arg(scorch.abilities[0].effect[0], "level") == "3");
  CHECK(Arg(scorch.abilities[0].effect[1], "code") == "dependent-level:3");
  CHECK(EntersAs(scorch) == "ready-if");
  // Monch: the discount and the enters-ready on one condition.
  const engine::Card monch =
      Compiled("Unit", "If an opponent controls a stunned unit, I cost [2] less and enter ready.");
  REQUIRE(monch.abilities.size() == 1);
  CHECK(monch.abilities[0].not_modelled.empty());
  CHECK(Verbs(monch.abilities[0].effect) == "discount enters_ready");
  CHECK(Arg(monch.abilities[0].effect[1], "code") == "opponent-stunned-unit");
  CHECK(EntersAs(monch) == "ready-if");
  // Words the module does not read stay named.
  const engine::Card watcher = Compiled(
      "Unit", "If a friendly unit died during your Beginning Phase this turn, I enter ready.");
  CHECK_FALSE(watcher.abilities[0].not_modelled.empty());
  CHECK(EntersAs(watcher).empty());
}

TEST_CASE("a conditional enters-ready is checked as the unit enters", "[riftbound][enters]") {
  struct Row {
    const char* card;
    const char* controller;  // of battlefield-1
    const char* players;
    bool ready;
  };
  const std::vector<Row> rows = {
      {"Vayne, Hunter", "B", R"(["A", "B"])", true},
      {"Vayne, Hunter", "A", R"(["A", "B"])", false},
      {"Corrupted Dragon", "", R"([{"name": "A", "points": 4}, "B"])", true},
      {"Corrupted Dragon", "", R"([{"name": "A", "points": 5}, "B"])", false},
      {"Monch", "", R"(["A", "B"])", false},
  };
  for (const Row& r : rows) {
    INFO(r.card << " / " << r.controller << " / " << r.players);
    engine::GameState s =
        BoardFrom(Board(Obj("u", Real(r.card), "A", "base"), r.controller, r.players));
    engine::Trace trace;
    engine::Engine e(Module(), s, {}, &trace);
    std::string found;
    CHECK(EntersReadyIfHolds(e, e.state().FindKey("u"), &found) == r.ready);
    CHECK_FALSE(found.empty());
  }
  // Monch, with B's unit stunned.
  engine::GameState s =
      BoardFrom(Board(Obj("u", Real("Monch"), "A", "base") + ", " +
                      Obj("b", R"({"name": "B1", "type": "Unit", "might": 2})", "B", "base")));
  s.obj(s.FindKey("b")).status.insert("stunned");
  engine::Trace trace;
  engine::Engine e(Module(), s, {}, &trace);
  std::string found;
  CHECK(EntersReadyIfHolds(e, e.state().FindKey("u"), &found));
  CHECK(found.find("B1") != std::string::npos);
}

TEST_CASE("other cards make units enter ready", "[riftbound][cards][enters]") {
  struct Row {
    const char* line;
    const char* who;
  };
  for (const Row& r : std::vector<Row>{{"Other friendly units enter ready.", "other-friendly"},
                                       {"Your tokens enter ready.", "friendly-token"}}) {
    const engine::Card c = Compiled("Unit", r.line);
    REQUIRE(Verbs(c.abilities.at(0).effect) == "enters_ready_others");
    CHECK(Arg(c.abilities[0].effect[0], "who") == r.who);
  }
  const engine::Card wuju = Compiled("Legend", "[Level 11][>] Your units enter ready.");
  CHECK(Arg(wuju.abilities.at(0).effect.at(0), "condition") == "dependent-level:11");
  const engine::Card confront = Compiled("Spell", "Units you play this turn enter ready. Draw 1.");
  CHECK(Verbs(confront.abilities.at(0).effect) == "enter_ready_this_turn draw");

  // Magma Wurm makes another friendly unit enter ready, not an enemy's, and not itself.
  engine::GameState s = BoardFrom(
      Board(Obj("wurm", Real("Magma Wurm"), "A", "base") + ", " +
            Obj("mine", R"({"name": "M", "type": "Unit", "might": 1})", "A", "base") + ", " +
            Obj("theirs", R"({"name": "T", "type": "Unit", "might": 1})", "B", "base")));
  std::string why;
  CHECK(EntersReadyByOthers(s, s.FindKey("mine"), &why));
  CHECK(why.find("Magma Wurm") != std::string::npos);
  CHECK_FALSE(EntersReadyByOthers(s, s.FindKey("theirs"), &why));
  CHECK_FALSE(EntersReadyByOthers(s, s.FindKey("wurm"), &why));
}

TEST_CASE("passive abilities on a condition compile", "[riftbound][cards][passives]") {
  struct Row {
    const char* line;  // a real card's line
    const char* condition;
    const char* might;
    const char* keywords;
  };
  const std::vector<Row> rows = {
      {"I have +2 [S] while I'm attacking with another unit.", "attacking-with-another", "2", ""},
      {"While I'm attacking or defending alone, I have +2 [S].", "attacking-or-defending-alone",
       "2", ""},
      {"While you have 8+ runes, I have +4 [S].", "runes-ge:8", "4", ""},
      {"While there's a stunned enemy unit here, I have +2 [S].", "stunned-enemy-here", "2", ""},
      {"I have [Shield 3] while I'm at a battlefield with exactly one other unit you control.",
       "one-other-friendly-at-battlefield", "0", "Shield 3"},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    const engine::Card c = Compiled("Unit", r.line);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    REQUIRE(Verbs(c.abilities[0].effect) == "while_grants");
    CHECK(Arg(c.abilities[0].effect[0], "condition") == r.condition);
    CHECK(Arg(c.abilities[0].effect[0], "might") == r.might);
    CHECK(Arg(c.abilities[0].effect[0], "keywords") == r.keywords);
  }
}

TEST_CASE("passive abilities on a condition follow the board", "[riftbound][passives]") {
  // Crimson Pigeons (3): +2 while attacking with another unit; Wielder of Water (2): +2 while
  // attacking or defending alone (740.2.a).
  engine::GameState s =
      BoardFrom(Board(Obj("pigeons", Real("Crimson Pigeons"), "A", "battlefield-1") + ", " +
                      Obj("wielder", Real("Wielder of Water"), "A", "battlefield-1") + ", " +
                      Obj("lone", Real("Wielder of Water"), "B", "battlefield-1")));
  const auto pigeons = s.FindKey("pigeons"), wielder = s.FindKey("wielder"),
             lone = s.FindKey("lone");
  CHECK(MightValue(s, pigeons) == 3);
  s.obj(pigeons).status.insert("attacker");
  CHECK(MightValue(s, pigeons) == 3);  // the only attacker
  s.obj(wielder).status.insert("attacker");
  CHECK(MightValue(s, pigeons) == 5);
  CHECK(MightValue(s, wielder) == 2);  // attacking, not alone
  s.obj(lone).status.insert("defender");
  CHECK(MightValue(s, lone) == 4);  // defending alone
}

TEST_CASE("auras with filters compile and apply", "[riftbound][cards][passives]") {
  struct Row {
    const char* line;
    const char* arg;
    const char* value;
  };
  const std::vector<Row> rows = {
      {"Other buffed friendly units at my battlefield have +2 [S].", "state", "buffed"},
      {"Stunned enemy units here have -8 [S], to a minimum of 1 [S].", "minimum", "1"},
      {"Units here with [Tank] have +1 [S].", "with_keyword", "Tank"},
      {"Units here with [Temporary] have [Shield].", "with_keyword", "Temporary"},
      {"Friendly buffed units have [Deflect] if they didn't already.", "unless_has", "Deflect"},
      {"Your units have +1 [S]. If I'm [Empowered], they have +2 [S] instead.", "empowered_might",
       "2"},
      {"While a friendly unit defends alone, it gets +2 [S].", "state", "defending-alone"},
      {"While a unit here is defending alone, it has -2 [S].", "might", "-2"},
      {"[Level 6][>] Your units have +1 [S].", "condition", "dependent-level:6"},
      {"[Empowered][>] Your units that are [Empowered] have +2 [S].", "state", "empowered"},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    const engine::Card c = Compiled("Unit", r.line);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    REQUIRE(Verbs(c.abilities[0].effect) == "aura");
    CHECK(Arg(c.abilities[0].effect[0], r.arg) == r.value);
  }

  SECTION("a keyword filter reads keywords without the auras filtered by a keyword (479.2)") {
    // Kinkou Temple gives Horns of the Dragon ([Tank], 6) +1; a unit without Tank gets nothing;
    // Black Flame Altar gives a [Temporary] unit [Shield], and its Might reads keywords without
    // recursing through the auras that read them.
    engine::GameState s = BoardFrom(Board(
        Obj("temple", Real("Kinkou Temple"), "B", "battlefield-1") + ", " +
        Obj("altar", Real("Black Flame Altar"), "B", "battlefield-2") + ", " +
        Obj("horns", Real("Horns of the Dragon"), "A", "battlefield-1") + ", " +
        Obj("plain", R"({"name": "P", "type": "Unit", "might": 2})", "A", "battlefield-1") + ", " +
        Obj("temp", R"({"name": "T", "type": "Unit", "might": 2, "keywords": ["Temporary"]})", "A",
            "battlefield-2")));
    CHECK(MightValue(s, s.FindKey("horns")) == 7);
    CHECK(MightValue(s, s.FindKey("plain")) == 2);
    CHECK(HasKeyword(s, s.FindKey("temp"), "Shield"));
    CHECK_FALSE(HasKeyword(s, s.FindKey("plain"), "Shield"));
    s.obj(s.FindKey("temp")).status.insert("defender");
    CHECK(MightValue(s, s.FindKey("temp")) == 3);  // Shield 1 while a defender (814.1.c)
  }
  SECTION("a decrease to a minimum (Leona, Zealot) and an instead while Empowered") {
    engine::GameState s = BoardFrom(Board(
        Obj("leona", Real("Leona, Zealot"), "A", "battlefield-1") + ", " +
        Obj("amp", Real("Rage Amplifier"), "A", "base") + ", " +
        Obj("big", R"({"name": "Big", "type": "Unit", "might": 5})", "B", "battlefield-1") + ", " +
        Obj("free", R"({"name": "Free", "type": "Unit", "might": 5})", "B", "battlefield-1")));
    CHECK(MightValue(s, s.FindKey("big")) == 5);
    s.obj(s.FindKey("big")).status.insert("stunned");
    CHECK(MightValue(s, s.FindKey("big")) == 1);  // -8, stops at 1: -4 applied
    CHECK(MightValue(s, s.FindKey("free")) == 5);
    CHECK(MightValue(s, s.FindKey("leona")) == 7);  // Rage Amplifier: +1
    s.obj(s.FindKey("amp")).status.insert("empowered");
    CHECK(MightValue(s, s.FindKey("leona")) == 8);  // +2 instead
  }
}

TEST_CASE("Effect Text passives, counted auras and symbols", "[riftbound][cards][passives]") {
  SECTION("an Equipment's Effect Text passive applies to the unit it is attached to (718.3)") {
    engine::GameState s =
        BoardFrom(Board(Obj("sword", Real("Soul Sword"), "A", "base") + ", " +
                            Obj("u", R"({"name": "U", "type": "Unit", "might": 2})", "A", "base"),
                        "", R"(["A", "B"])"));
    const auto sword = s.FindKey("sword"), u = s.FindKey("u");
    s.obj(sword).attached_to = u;
    s.obj(u).attachments.push_back(sword);
    CHECK(MightValue(s, u) == 3);  // Might Bonus +1
    s.players[0].resources["xp"] = 3;
    CHECK(MightValue(s, u) == 4);      // [Level 3][>] "I have an additional +1 [S]"
    CHECK(MightValue(s, sword) == 0);  // the gear itself gets nothing
  }
  SECTION("Spiderling counts the other units of its name here; Petal Pixie units with a keyword") {
    engine::GameState s = BoardFrom(
        Board(Obj("s1", Real("Spiderling"), "A", "battlefield-1") + ", " +
              Obj("s2", Real("Spiderling"), "A", "battlefield-1") + ", " +
              Obj("s3", Real("Spiderling"), "B", "battlefield-1") + ", " +
              Obj("p1", Real("Petal Pixie"), "A", "battlefield-2") + ", " +
              Obj("p2", Real("Petal Pixie"), "A", "battlefield-2") + ", " +
              Obj("t", R"({"name": "T", "type": "Unit", "might": 1, "keywords": ["Temporary"]})",
                  "A", "battlefield-2")));
    CHECK(MightValue(s, s.FindKey("s1")) == 2);  // 1 + one other friendly Spiderling here
    CHECK(MightValue(s, s.FindKey("s3")) == 1);  // the enemy's is not counted
    CHECK(MightValue(s, s.FindKey("p1")) == 3);  // 2 + T
    // A Pixie given [Temporary] counts for both, itself included; no endless reading.
    s.effects.push_back(engine::Effect{});
    auto& eff = s.effects.back();
    eff.kind = "grant-keyword";
    eff.target = s.FindKey("p2");
    eff.target_incarnation = s.obj(eff.target).incarnation;
    eff.keyword = "Temporary";
    CHECK(MightValue(s, s.FindKey("p1")) == 4);
    CHECK(MightValue(s, s.FindKey("p2")) == 4);
  }
  SECTION("Purifier: each Equipment you control gives the unit [Assault] (807.2: values sum)") {
    engine::GameState s = BoardFrom(Board(
        Obj("purifier", Real("Purifier"), "A", "base") + ", " +
        Obj("g1", R"({"name": "G1", "type": "Gear", "tags": ["Equipment"]})", "A", "base") + ", " +
        Obj("g2", R"({"name": "G2", "type": "Gear", "tags": ["Equipment"]})", "A", "base") + ", " +
        Obj("u", R"({"name": "U", "type": "Unit", "might": 2})", "A", "base")));
    const auto u = s.FindKey("u");
    CHECK(KeywordTotal(s, u, "Assault") == 0);
    for (const char* g : {"g1", "g2"}) {
      s.obj(s.FindKey(g)).attached_to = u;
      s.obj(u).attachments.push_back(s.FindKey(g));
    }
    CHECK(KeywordTotal(s, u, "Assault") == 2);
  }
  SECTION("symbols and deck-building lines") {
    const engine::Card kennen =
        Compiled("Unit", "When you play me or I attack, you may pay [2] to [Stun] a unit.");
    REQUIRE_FALSE(kennen.abilities.empty());
    for (const auto& ab : kennen.abilities) {
      CHECK(ab.not_modelled.empty());
      CHECK(Verbs(ab.cost) == "pay");
      CHECK(Verbs(ab.effect) == "stun");
    }
    const engine::Card shadow =
        Compiled("Unit", "[Action][>] [1][A], [T]: [Stun] an enemy unit attacking here.");
    CHECK(shadow.abilities.at(0).not_modelled.empty());
    CHECK(shadow.abilities[0].target.find("attack") != std::string::npos);
    const engine::Card deck =
        Compiled("Unit", "Your deck can have any number of cards named Spiderling.");
    CHECK(deck.abilities.at(0).kind == "deck-building");
  }
}

}  // namespace arbiter::games::riftbound
