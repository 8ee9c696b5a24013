// Points (194) as a number per player, kept as the player's "points" resource: Scoring gains one
// (471.1; the Final Point of a Conquer, 471.1.b, is scoring.cc's), card text gains them ("Score 1
// point", 194.1.c), and every Cleanup first checks whether a player has won (323.1): at least the
// Victory Score (8, 194.3) and more points than any opponent (194.2; equal totals play on,
// 194.2.b).
#include "games/riftbound/points.h"

#include <regex>

#include "games/riftbound/card_text.h"
#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {
namespace {

constexpr char kCheckVar[] = "victory-check";

std::string PointWord(int n) { return n == 1 ? " point" : " points"; }

// "Score 1 point.": PLAYER (the controller; TURN_PLAYER: the Turn Player, "that player" of a
// Beginning Phase trigger) gains COUNT points (194.1.c).
void RunGainPoints(Engine& e, const Action& a, const Ctx& ctx) {
  const GameState& s = e.state();
  const PlayerId p =
      ArgBool(a, "turn_player") ? s.active : ArgPlayer(e, a, "player", ctx.controller);
  const int n = ArgInt(a, "count", 1);
  if (n < 1) return;
  GainPoints(e, p, n, {"194.1.c"},
             PlayerName(s, p) + " gains " + std::to_string(n) + PointWord(n) +
                 " from a spell's or ability's instruction",
             ctx.parent);
}

}  // namespace

PlayerId Winner(const GameState& s) {
  for (PlayerId p = 0; p < static_cast<PlayerId>(s.players.size()); ++p) {
    if (s.players[static_cast<size_t>(p)].status.count("won")) return p;
  }
  return engine::kNoPlayer;
}

int Points(const GameState& s, PlayerId p) {
  const auto& res = s.players[static_cast<size_t>(p)].resources;
  auto it = res.find("points");
  return it == res.end() ? 0 : std::max(0, it->second);
}

void GainPoints(Engine& e, PlayerId p, int n, const std::vector<std::string>& rules,
                const std::string& text, int parent) {
  GameState& s = e.state();
  const int was = Points(s, p);
  s.players[static_cast<size_t>(p)].resources["points"] = was + n;
  s.vars[kCheckVar] = 1;
  e.Note(parent, rules,
         text + " (" + PlayerName(s, p) + ": " + std::to_string(was) + " -> " +
             std::to_string(was + n) + PointWord(was + n) + ")",
         {{PlayerName(s, p), "points", std::to_string(was), std::to_string(was + n)}});
}

bool CheckVictory(Engine& e, int parent) {
  GameState& s = e.state();
  if (!s.vars.count(kCheckVar)) return false;
  s.vars.erase(kCheckVar);
  if (Winner(s) != engine::kNoPlayer) return false;  // the game is already over
  PlayerId best = engine::kNoPlayer;
  bool tie = false;
  for (PlayerId p = 0; p < static_cast<PlayerId>(s.players.size()); ++p) {
    if (best == engine::kNoPlayer || Points(s, p) > Points(s, best)) {
      best = p;
      tie = false;
    } else if (Points(s, p) == Points(s, best)) {
      tie = true;
    }
  }
  if (best == engine::kNoPlayer || Points(s, best) < kVictoryScore) return false;
  if (tie) {
    e.Note(parent, {"194.2.b"},
           "more than one player has " + std::to_string(Points(s, best)) +
               " points, at least the Victory Score of " + std::to_string(kVictoryScore) +
               ": play continues until one has more points in a Cleanup");
    return false;
  }
  s.players[static_cast<size_t>(best)].status.insert("won");
  e.Note(parent, {"323.1", "194.2", "194.3"},
         PlayerName(s, best) + " has " + std::to_string(Points(s, best)) +
             " points, at least the Victory Score of " + std::to_string(kVictoryScore) +
             ", and more than any opponent: " + PlayerName(s, best) + " wins the game",
         {{PlayerName(s, best), "won", "false", "true"}});
  return true;
}

bool CompilePointsSentence(const std::string& sentence, std::vector<engine::Action>* out) {
  static const std::regex kPoints(
      R"(^(Score|You score|That player gains|They score) (\d{1,2}) points?$)");
  std::smatch m;
  if (!std::regex_match(sentence, m, kPoints)) return false;
  engine::Action a;
  a.verb = "gain_points";
  a.args["count"] = static_cast<int64_t>(std::stoi(m[2].str()));
  if (m[1].str() == "That player gains") a.args["turn_player"] = true;
  if (m[1].str() == "They score") a.args["player"] = std::string(kChosenPlayer);
  out->push_back(a);
  return true;
}

std::vector<VerbRow> PointsVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"gain_points",
        "PLAYER gains COUNT points (TURN_PLAYER: the Turn Player gains them); a player with the "
        "Victory Score and more points than any opponent wins in the next Cleanup (194.1.c, "
        "323.1)",
        {{"count", T::kInt, false},
         {"player", T::kPlayer, false},
         {"turn_player", T::kBool, false}},
        {"194.1.c", "323.1", "194.2", "194.3"}},
       RunGainPoints},
  };
}

}  // namespace arbiter::games::riftbound
