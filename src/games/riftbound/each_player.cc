// "Each player ..." sentences and the each_player verb (each_player.h).
#include "games/riftbound/each_player.h"

#include <regex>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

engine::Action Act(std::map<std::string, engine::Value> args) {
  engine::Action a;
  a.verb = "each_player";
  a.args = std::move(args);
  return a;
}

// The players WHO names as seen by CONTROLLER, in turn order from the Turn Player.
std::vector<PlayerId> PlayersInTurnOrder(const GameState& s, PlayerId controller,
                                         const std::string& who) {
  std::vector<PlayerId> out;
  const int n = static_cast<int>(s.players.size());
  for (int i = 0; i < n; ++i) {
    const PlayerId p = static_cast<PlayerId>((s.active + i) % n);
    if (who == "opponents" && p == controller) continue;
    out.push_back(p);
  }
  return out;
}

void RunEachPlayer(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const std::string act = ArgStr(a, "act");
  const std::string who = ArgStr(a, "who", "all");
  const std::vector<PlayerId> players = PlayersInTurnOrder(s, ctx.controller, who);
  std::vector<std::string> names;
  for (PlayerId p : players) names.push_back(PlayerName(s, p));
  const int entry = e.Note(ctx.parent,
                           act == "kill_one" ? std::vector<std::string>{"355.10.e", "411.1"}
                                             : std::vector<std::string>{"411.1"},
                           "each " + std::string(who == "opponents" ? "opponent" : "player") +
                               " performs it, in turn order: " + Join(names, ", "));
  if (act == "kill_one") {
    // Each player chooses one of their own as it resolves (355.10.e), all choices before the
    // kills; each is responsible for their own unit's death (411.1).
    const std::string kind = ArgStr(a, "kind", "unit");
    std::vector<std::pair<PlayerId, ObjectId>> chosen;
    for (PlayerId p : players) {
      std::vector<ObjectId> own;
      for (const auto& o : s.objects) {
        if (o.controller != p || o.face_down || !s.OnBoard(o.id)) continue;
        if (kind == "unit" ? IsUnit(s, o.id) : IsGear(s, o.id)) own.push_back(o.id);
      }
      if (own.empty()) {
        e.Note(entry, {"355.10.e"},
               PlayerName(s, p) + " controls no " + kind + ": nothing to kill");
        continue;
      }
      ObjectId pick = own[0];
      if (own.size() > 1) {
        engine::ChoiceRequest req;
        req.kind = "kill";
        req.player = p;
        for (ObjectId id : own) req.options.push_back(Key(s, id));
        req.rule = "355.10.e";
        req.prompt = PlayerName(s, p) + " chooses one of their " + kind +
                     (kind == "unit" ? "s" : "") + " to kill";
        pick = s.FindKey(e.Choose(req, entry).picks[0]);
      } else {
        e.Note(entry, {"355.10.e"},
               PlayerName(s, p) + " chooses " + Name(s, pick) + ", their only " + kind);
      }
      chosen.emplace_back(p, pick);
    }
    for (const auto& [p, id] : chosen) {
      if (!s.OnBoard(id)) continue;
      engine::Action kill;
      kill.verb = "kill";
      kill.args["objects"] = std::vector<std::string>{Key(s, id)};
      Ctx own = ctx;
      own.controller = p;  // responsible for it (411.1)
      own.parent = entry;
      Exec(e, kill, own);
    }
    return;
  }
  for (PlayerId p : players) {
    Ctx own = ctx;
    own.controller = p;
    own.parent = entry;
    engine::Action step;
    if (act == "discard_hand") {  // all the cards in their hand (422.1)
      const int n = static_cast<int>(s.zone(Hand(s, p)).objects.size());
      if (n == 0) {
        e.Note(entry, {"422.4"}, PlayerName(s, p) + " has no card in hand: nothing to discard");
        continue;
      }
      step.verb = "discard";
      step.args["count"] = static_cast<int64_t>(n);
    } else {
      step.verb = act;  // draw, discard
      step.args["count"] = static_cast<int64_t>(ArgInt(a, "count", 1));
    }
    Exec(e, step, own);
  }
}

}  // namespace

bool CompileEachPlayerSentence(const std::string& sentence, std::vector<engine::Action>* out) {
  static const std::regex kKill(
      R"(^Each (player|opponent) (?:must )?kills? (?:one of their (units|gear)|an? (unit|gear) they control)$)");
  static const std::regex kDrawDiscard(R"(^Each (player|opponent) (draws|discards) (\d+)$)");
  static const std::regex kHand(
      R"(^Each (player|opponent) discards their hand(?:, then draws (\d+))?$)");
  std::smatch m;
  auto who = [&]() { return std::string(m[1].str() == "player" ? "all" : "opponents"); };
  if (std::regex_match(sentence, m, kKill)) {
    const std::string kind = m[2].matched ? m[2].str() : m[3].str();
    out->push_back(Act({{"act", std::string("kill_one")},
                        {"kind", std::string(kind == "units" ? "unit" : kind)},
                        {"who", who()}}));
    return true;
  }
  if (std::regex_match(sentence, m, kDrawDiscard)) {
    out->push_back(Act({{"act", std::string(m[2].str() == "draws" ? "draw" : "discard")},
                        {"count", static_cast<int64_t>(std::stoi(m[3].str()))},
                        {"who", who()}}));
    return true;
  }
  if (std::regex_match(sentence, m, kHand)) {
    out->push_back(Act({{"act", std::string("discard_hand")}, {"who", who()}}));
    if (m[2].matched)
      out->push_back(Act({{"act", std::string("draw")},
                          {"count", static_cast<int64_t>(std::stoi(m[2].str()))},
                          {"who", who()}}));
    return true;
  }
  return false;
}

std::vector<VerbRow> EachPlayerVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"each_player",
        "every player (WHO all) or every opponent (WHO opponents), in turn order from the Turn "
        "Player, performs ACT: kill_one (chooses one of their KIND, unit or gear, as it resolves; "
        "355.10.e), draw COUNT, discard COUNT, or discard_hand",
        {{"act", T::kString, true, {"kill_one", "draw", "discard", "discard_hand"}},
         {"kind", T::kString, false, {"unit", "gear"}},
         {"count", T::kInt, false},
         {"who", T::kString, false, {"all", "opponents"}}},
        {"355.10.e", "411.1", "422.1", "422.4"}},
       RunEachPlayer},
  };
}

}  // namespace arbiter::games::riftbound
