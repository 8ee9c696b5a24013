// The rest of the Start of Turn after the Beginning Phase, and the start of the Main Phase
// (315.3, 315.4, 316.1-316.4): the Turn Player channels 2 runes (315.3.b, as many as there are,
// 315.3.b.1) and draws 1 (315.4.b); then each player's Rune Pool empties (316.3, 167) and "At the
// start of your Main Phase" abilities trigger (316.4). Also the Beginning Phase's triggers of
// every player's objects: "At the start of each player's [first] Beginning Phase" (315.2.a.1),
// whose "that player" is the Turn Player; an uncontrolled battlefield's such ability is the Turn
// Player's (190.6.b).
//
// A Main Deck with no card at the Draw Phase is a Burn Out (315.4.b.1, 431), which ends in the
// opponent's victory when the trash is empty too (431.3.a). Scenarios describe only the cards a
// question needs, so most have no Main Deck at all: the module draws nothing then and says so in
// the trace instead of burning out. The Energy and Power a scenario gives its players stand for
// runes it does not model as objects (runes' own abilities, 164.2, are not modelled), so only the
// pool's restricted part ("Use only to play spells", rune_pool.cc) is emptied.
#include "games/riftbound/internal.h"
#include "games/riftbound/runes.h"

namespace arbiter::games::riftbound {
namespace {

// The Turn Player's first Beginning Phase: in a two-player game each player's first turn is turn
// 1 or 2 (the turn counter of the game, 317.3).
bool FirstTurnOf(const GameState& s) { return s.turn <= static_cast<int>(s.players.size()); }

void ChannelPhase(Engine& e, int parent) {
  const GameState& s = e.state();
  const int entry = e.Note(
      parent, {"315.3", "315.3.b"},
      "Channel Phase: " + PlayerName(s, s.active) + " channels 2 runes from their Rune Deck");
  ChannelRunes(e, s.active, 2, /*exhausted=*/false, entry);
  e.Settle(entry);
}

void DrawPhase(Engine& e, int parent) {
  GameState& s = e.state();
  const PlayerId p = s.active;
  const int entry =
      e.Note(parent, {"315.4", "315.4.b"}, "Draw Phase: " + PlayerName(s, p) + " draws 1");
  if (s.zone(Deck(s, p)).objects.empty()) {
    e.Note(entry, {"315.4.b.1", "431"},
           PlayerName(s, p) +
               "'s Main Deck holds no card in this scenario: nothing is drawn (a Burn Out, "
               "315.4.b.1, is not applied to a Main Deck the scenario does not describe)");
  } else {
    Action draw;
    draw.verb = "draw";
    draw.args["count"] = static_cast<int64_t>(1);
    Exec(e, draw, Ctx{engine::kNoObject, p, {}, entry});
  }
  e.Settle(entry);
}

void MainPhaseStart(Engine& e, int parent) {
  GameState& s = e.state();
  const int main = e.Note(parent, {"316.1"},
                          "Main Phase: the Start of Turn is complete, " + PlayerName(s, s.active) +
                              "'s Main Phase begins");
  std::vector<engine::Change> emptied;
  bool tracked = false;
  for (auto& pl : s.players) {
    tracked = tracked || pl.resources.count("energy") || pl.resources.count("power");
    for (const char* k : {"energy-spells", "power-spells"}) {
      auto it = pl.resources.find(k);
      if (it == pl.resources.end() || it->second == 0) continue;
      emptied.push_back({pl.name, k, std::to_string(it->second), "0"});
      it->second = 0;
    }
  }
  std::string text = "each player's Rune Pool empties";
  if (!emptied.empty()) text += ": Energy and Power added to be spent only on spells are lost";
  if (tracked)
    text +=
        "; the Energy and Power this scenario gives the players stand for runes it does not "
        "model as objects, and are kept";
  e.Note(main, {"316.3", "167"}, text, emptied);
  const int start = e.Note(main, {"316.4"}, "start-of-Main-Phase effects take place");
  CollectPlayerTriggers(e, s.active, "main-phase", start);  // "At the start of your Main Phase"
  e.Settle(start);
}

}  // namespace

void CollectEachBeginningPhaseTriggers(Engine& e, int parent) {
  GameState& s = e.state();
  std::vector<std::string> events = {"each-beginning-phase"};
  if (FirstTurnOf(s)) events.push_back("each-first-beginning-phase");
  for (const std::string& ev : events) {
    for (PlayerId p : {s.active, Opponent(s, s.active)}) {
      std::vector<ObjectId> ids;
      for (const auto& o : s.objects) {
        if (o.controller == p && s.zone(o.zone).board && !o.face_down &&
            o.card.type != "Battlefield")
          ids.push_back(o.id);
      }
      for (ObjectId id : ids) CollectAbilityTriggers(e, id, ev, parent);
    }
    for (ZoneId z = 0; z < static_cast<ZoneId>(s.zones.size()); ++z) {
      if (!IsBattlefield(s, z)) continue;
      if (s.zone(z).controller != engine::kNoPlayer) {
        CollectBattlefieldTriggers(e, z, s.zone(z).controller, ev, parent);
        continue;
      }
      bool any = false;
      for (ObjectId id : s.zone(z).objects) {
        if (s.obj(id).card.type != "Battlefield") continue;
        for (const auto& ab : s.obj(id).card.abilities) any = any || ab.trigger == ev;
      }
      if (!any) continue;
      // 190.6.b: an uncontrolled battlefield's ability is the Turn Player's to put on the chain.
      const int note =
          e.Note(parent, {"190.6.b"},
                 ZoneLabel(s, z) + " is uncontrolled: the Turn Player, " + PlayerName(s, s.active) +
                     ", puts its ability on the chain and makes its choices");
      CollectBattlefieldTriggers(e, z, s.active, ev, note);
    }
  }
}

void RestOfStartOfTurn(Engine& e, int parent) {
  ChannelPhase(e, parent);
  DrawPhase(e, parent);
  MainPhaseStart(e, parent);
}

}  // namespace arbiter::games::riftbound
