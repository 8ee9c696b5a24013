#include "games/riftbound/history.h"

#include <algorithm>

#include "games/riftbound/internal.h"
#include "games/riftbound/trigger_events.h"

namespace arbiter::games::riftbound {
namespace {

constexpr const char* kPrefix = "history:";

void Add(engine::GameState& s, const std::string& what, int n) { s.vars[kPrefix + what] += n; }

std::string Player(engine::PlayerId p) { return std::to_string(p); }

// Runs RECORD, noting the Might of units that changes with it (a passive on this turn's history).
template <typename F>
void Watched(engine::Engine& e, int parent, F record) {
  MightWatch w = WatchAllMight(e.state());
  record(e.state());
  ReportMight(e, w, parent);
}

}  // namespace

void RecordDeath(engine::Engine& e, engine::ObjectId id, int parent) {
  Watched(e, parent, [&](engine::GameState& s) {
    const auto& o = s.obj(id);
    if (o.card.type == "Unit") {
      Add(s, "died:unit", 1);
      Add(s, "died:unit:" + Player(o.controller), 1);
    } else if (o.card.type == "Gear") {
      Add(s, "died:gear:" + Player(o.controller), 1);
    }
  });
}

void RecordPlayed(engine::Engine& e, engine::PlayerId p, engine::ObjectId card, int energy,
                  int power, int parent) {
  Watched(e, parent, [&](engine::GameState& s) {
    auto& o = s.obj(card);
    std::string type = o.card.type;
    std::transform(type.begin(), type.end(), type.begin(), ::tolower);
    Add(s, "played:" + type + ":" + Player(p), 1);
    Add(s, "played:card:" + Player(p), 1);
    if (!o.card.token) Add(s, "played:" + type + "-nontoken:" + Player(p), 1);
    if (type == "spell") {
      int64_t& most = s.vars[std::string(kPrefix) + "spell-spent-max:" + Player(p)];
      most = std::max<int64_t>(most, energy);
    }
    Add(s, "power-spent:" + Player(p), power);
    o.stack.choices["spent_energy"] = static_cast<int64_t>(energy);
  });
}

void RecordPlayedToBattlefield(engine::GameState& s, engine::PlayerId p) {
  Add(s, "played-to-battlefield:" + Player(p), 1);
}

void RecordHoldPoint(engine::GameState& s, engine::PlayerId p) {
  Add(s, "hold-points:" + Player(p), 1);
}

void RecordDiscard(engine::Engine& e, engine::PlayerId p, int n, int parent) {
  Watched(e, parent, [&](engine::GameState& s) { Add(s, "discarded:" + Player(p), n); });
}
void RecordXpGained(engine::Engine& e, engine::PlayerId p, int n, int parent) {
  if (n <= 0) return;
  Watched(e, parent, [&](engine::GameState& s) { Add(s, "xp:" + Player(p), n); });
}
void RecordDrawn(engine::Engine& e, engine::PlayerId p, int parent) {
  Add(e.state(), "drawn:" + Player(p), 1);
  FireEvent(e, GameEvent{"draw", engine::kNoObject, p, engine::kNoZone}, parent);
}

void RecordDamaged(engine::GameState& s, engine::ObjectId id) {
  Add(s, "damaged:" + s.obj(id).key, 1);
}
void RecordConquered(engine::GameState& s, engine::ObjectId unit) {
  Add(s, "conquered:" + s.obj(unit).key, 1);
}
void RecordMoved(engine::GameState& s, engine::ObjectId id) { Add(s, "moved:" + s.obj(id).key, 1); }
void RecordWonCombat(engine::GameState& s, engine::ObjectId unit) {
  Add(s, "won-combat:" + s.obj(unit).key, 1);
}

bool ChangedSince(const engine::GameState& s, const MightWatch& w) {
  std::vector<ObjectId> ids;
  for (const auto& [id, might] : w.before) ids.push_back(id);
  const MightWatch now = WatchMight(s, ids);
  if (now.before.size() != w.before.size()) return true;
  for (size_t i = 0; i < now.before.size(); ++i) {
    if (now.before[i] != w.before[i] || now.keywords[i] != w.keywords[i]) return true;
  }
  return false;
}

bool ClearHistory(engine::GameState& s) {
  bool any = false;
  for (auto it = s.vars.lower_bound(kPrefix);
       it != s.vars.end() && it->first.compare(0, 8, kPrefix) == 0;) {
    it = s.vars.erase(it);
    any = true;
  }
  return any;
}

int HistoryCount(const engine::GameState& s, const std::string& what) {
  auto it = s.vars.find(kPrefix + what);
  return it == s.vars.end() ? 0 : static_cast<int>(it->second);
}

}  // namespace arbiter::games::riftbound
