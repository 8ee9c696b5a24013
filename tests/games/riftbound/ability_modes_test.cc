// Modes of triggered and activated abilities (ability_modes.h): real cards' headers and bulleted
// lines compile to one ability whose instructions carry their mode, and the mode is chosen as the
// ability goes on the chain or is activated (355.3, 402.2); "you've not chosen this turn" keeps the
// modes chosen this turn out of the next choice.
#include "games/riftbound/ability_modes.h"

#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"
#include "games/riftbound/scenario_board.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

// The modes of an ability as "mode:verb" for each instruction ("1:each_player 2:each_player").
std::string ModeVerbs(const engine::Ability& ab) {
  std::string out;
  for (const auto& a : ab.effect) out += (out.empty() ? "" : " ") + Arg(a, "mode") + ":" + a.verb;
  return out;
}

// Whether a trace entry's text contains WORDS.
bool TraceSays(const engine::Trace& trace, const std::string& words) {
  for (const auto& entry : trace.entries())
    if (entry.text.find(words) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("an ability's mode header is found at the end of its line", "[riftbound][cards][modes]") {
  std::string prefix, header;
  REQUIRE(AbilityModeHeader("When I move to a battlefield, choose one -", &prefix, &header));
  CHECK(prefix == "When I move to a battlefield, ");
  CHECK(header == "choose one -");
  REQUIRE(AbilityModeHeader("Spend my buff: Choose one you've not chosen this turn -", &prefix,
                            &header));
  CHECK(prefix == "Spend my buff: ");
  CHECK_FALSE(AbilityModeHeader("Choose one -", &prefix, &header));  // a spell's own header
  CHECK_FALSE(AbilityModeHeader("When I attack, choose one of them -", &prefix, &header));
  std::vector<std::string> modes;
  std::string kind;
  REQUIRE(SplitModesEffect(ModesEffect("choose one to give me this turn -", {"[Ganking]"}), &modes,
                           &kind));
  CHECK(modes == std::vector<std::string>{"Give me [Ganking] this turn."});
  CHECK(kind == "modes");
  REQUIRE(SplitModesEffect(
      ModesEffect("choose one that hasn't been chosen this turn -", {"Ready 2 runes.", "Draw 1."}),
      &modes, &kind));
  CHECK(modes.size() == 2);
  CHECK(kind == "modes-once");
  CHECK_FALSE(SplitModesEffect("Draw 1.", &modes, &kind));
  // "X or Y" in one instruction (Qiyana, Victorious), and lines that are not that form
  std::string rewritten;
  REQUIRE(OrModesLine("When I conquer, draw 1 or channel 1 rune exhausted.", &rewritten));
  REQUIRE(
      SplitModesEffect(rewritten.substr(std::string("When I conquer, ").size()), &modes, &kind));
  CHECK(modes == std::vector<std::string>{"Draw 1.", "Channel 1 rune exhausted."});
  CHECK(kind == "modes-or");
  REQUIRE(OrModesLine("When you play me, you may draw 1 or buff me.", &rewritten));
  CHECK(rewritten.find("you may do one of these -") != std::string::npos);
  CHECK_FALSE(OrModesLine("Spend my buff: you may draw 1 or buff me.", &rewritten));
  CHECK_FALSE(OrModesLine("When you play me, ready or exhaust a legend.", &rewritten));
  CHECK_FALSE(OrModesLine("Deal 2 to a unit or gear.", &rewritten));
}

TEST_CASE("real cards' ability modes compile", "[riftbound][cards][modes]") {
  // Minah Swiftfoot: a triggered ability with two modes, neither targeting
  const engine::Card minah = Compiled("Unit",
                                      "When I move to a battlefield, choose one —\n"
                                      "- Each player discards 1.\n"
                                      "- Each player draws 1.");
  REQUIRE(minah.abilities.size() == 1);
  const engine::Ability& m = minah.abilities[0];
  CHECK(m.not_modelled.empty());
  CHECK(m.kind == "triggered");
  CHECK(m.trigger == "move-to-battlefield");
  CHECK(m.target == "modes:;");
  CHECK(ModeVerbs(m) == "1:each_player 2:each_player");
  CHECK(m.text ==
        "When I move to a battlefield, choose one — - Each player discards 1. - Each player "
        "draws 1.");
  // Udyr, Wildman: an activated ability whose modes target, chosen once each turn
  const engine::Card udyr = Compiled("Unit",
                                     "Spend my buff: Choose one you've not chosen this turn —\n"
                                     "- Deal 2 to a unit at a battlefield.\n"
                                     "- Stun a unit at a battlefield.\n"
                                     "- Ready me.\n"
                                     "- Give me [Ganking] this turn.");
  REQUIRE(udyr.abilities.size() == 1);
  const engine::Ability& u = udyr.abilities[0];
  CHECK(u.not_modelled.empty());
  CHECK(u.kind == "activated");
  CHECK(Verbs(u.cost) == "spend_buff");
  CHECK(arbiter::StartsWith(u.target, "modes-once:"));
  CHECK(arbiter::Split(u.target, ';').size() == 4);
  CHECK(ModeVerbs(u).substr(0, 2) == "1:");
  // Jayce, Hammer in Hand: the modes are keywords the ability gives
  const engine::Card jayce = Compiled(
      "Unit",
      "When I become ready, choose one to give me this turn —\n"
      "- [Assault 2] (+2 [Might] while I'm an attacker.)\n"
      "- [Deflect 2] (Opponents must pay [Universal][Universal] to choose me with a spell or "
      "ability.)\n"
      "- [Ganking] (I can move from battlefield to battlefield.)");
  REQUIRE(jayce.abilities.size() == 1);
  CHECK(jayce.abilities[0].not_modelled.empty());
  CHECK(jayce.abilities[0].target == "modes:;;");
  // Qiyana, Victorious: "X or Y" as two modes chosen as it goes on the chain (402.2)
  const engine::Card qiyana = Compiled("Unit",
                                       "[Deflect] (Opponents must pay [Universal] to choose me "
                                       "with a spell or ability.)\n"
                                       "When I conquer, draw 1 or channel 1 rune exhausted.");
  REQUIRE(qiyana.abilities.size() == 1);
  CHECK(qiyana.abilities[0].not_modelled.empty());
  CHECK(qiyana.abilities[0].trigger == "conquer");
  CHECK(qiyana.abilities[0].target == "modes-or:;");
  CHECK(qiyana.abilities[0].text == "When I conquer, draw 1 or channel 1 rune exhausted.");
  CHECK(ModeVerbs(qiyana.abilities[0]).substr(0, 6) == "1:draw");
  // Hwei, Brooding Painter: lines by the discarded card's type, each an "If" on that card
  const engine::Card hwei = Compiled("Unit",
                                     "When I move, draw 1, then discard 1. Then, do the following "
                                     "based on the discarded card's type:\n"
                                     "* Spell — Draw 1.\n"
                                     "* Gear — Ready up to 2 runes.\n"
                                     "* Unit — Give me +3 [S] this turn.");
  REQUIRE(hwei.abilities.size() == 1);
  const engine::Ability& h = hwei.abilities[0];
  INFO(h.not_modelled);
  CHECK(h.not_modelled.empty());
  CHECK(h.trigger == "move");
  REQUIRE(h.effect.size() == 5);
  CHECK(Arg(h.effect[2], "only_if") == "discarded-type:Spell");
  CHECK(Arg(h.effect[3], "only_if") == "discarded-type:Gear");
  CHECK(Arg(h.effect[4], "only_if") == "discarded-type:Unit");
  std::string rewritten;
  CHECK_FALSE(DiscardedTypeLines(
      "When I move, discard 1. Then, do the following based on the discarded card's type:",
      {"Rune - Draw 1."}, &rewritten));
  // Buhru Captain: "you may" decided as it is finalized (383.3.a), for either instruction
  const engine::Card buhru = Compiled("Unit", "When you play me, you may draw 1 or buff me.");
  REQUIRE(buhru.abilities.size() == 1);
  const engine::Ability& b = buhru.abilities[0];
  CHECK(b.not_modelled.empty());
  CHECK(b.target == "modes-or:;");
  CHECK(ModeChosenAfterMay(b));
  CHECK_FALSE(ModeChosenAfterMay(qiyana.abilities[0]));
  for (const auto& a : b.effect) CHECK(Arg(a, "you_may") == "finalized");
  // A mode that does not compile names the whole ability, never runs part of it.
  const engine::Card broken = Compiled("Unit",
                                       "When I attack, choose one —\n"
                                       "- Draw 1.\n"
                                       "- Name a card.");
  REQUIRE(broken.abilities.size() == 1);
  CHECK_FALSE(broken.abilities[0].not_modelled.empty());
}

TEST_CASE("an activated ability's mode is chosen as it is activated, once each turn",
          "[riftbound][modes]") {
  // Udyr, buffed and exhausted at battlefield-1: "Ready me." (mode 3), buffed again, then the
  // same ability again: mode 3 is not offered, "Give me [Ganking] this turn." (mode 4) is chosen.
  const std::string board = R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
    "question": "q", "ruling": "r",
    "setup": {"players": ["A", "B"], "objects": [
      {"id": "udyr", "card": "Udyr, Wildman", "owner": "A", "zone": "battlefield-1",
       "exhausted": true, "buffs": 1}]},
    "steps": [
      {"do": "activate", "object": "udyr", "choose": {"mode": ["3"]}},
      {"do": "buff", "object": "udyr"},
      {"do": "activate", "object": "udyr", "choose": {"mode": ["4"]}}
    ],
    "expect": {"state": [{"object": "udyr", "after_step": 1, "exhausted": false},
                         {"object": "udyr", "keywords": ["Ganking"], "buffed": false}],
               "cites": ["355.3", "402.2"]}})";
  const scenario::RunResult r = scenario::RunScenario(Parse(board));
  for (const auto& c : r.checks) {
    INFO(c.what << " " << c.detail);
    CHECK(c.passed);
  }
  CHECK(std::string(r.Outcome()) == "pass");
  CHECK(TraceSays(r.trace, "chooses mode 3 of Udyr, Wildman's ability: Ready me."));
  CHECK(TraceSays(r.trace, "mode 3 (Ready me.) was chosen this turn"));
  CHECK(TraceSays(r.trace,
                  "chooses mode 4 of Udyr, Wildman's ability: Give me [Ganking] this turn."));
}

}  // namespace arbiter::games::riftbound
