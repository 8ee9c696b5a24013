#include "games/dimrift/field.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <set>

#include "util/strings.h"

namespace arbiter::dimrift {
namespace {

std::string Keys(const Field& field, const ConnectionGraph& g, uint64_t vertices) {
  std::vector<std::string> keys;
  for (size_t i = 0; i < g.members.size(); ++i) {
    if (vertices >> i & 1) keys.push_back(field.cards[g.members[i]].key);
  }
  return Join(keys, ", ");
}

// Rebuilds a path over exactly `mask` ending anywhere in reach[mask], walking back through the
// table. Precondition: reach[mask] != 0.
std::vector<int> Backtrack(const std::vector<uint32_t>& reach, const ConnectionGraph& g,
                           uint32_t mask) {
  std::vector<int> reversed;
  uint32_t ends = reach[mask];
  int v = std::countr_zero(ends);
  while (true) {
    reversed.push_back(v);
    uint32_t prev = mask & ~(1u << v);
    if (!prev) break;
    uint32_t candidates = reach[prev] & static_cast<uint32_t>(g.in[v]);
    v = std::countr_zero(candidates);  // nonempty: reach[mask] had v because of such a u
    mask = prev;
  }
  std::vector<int> out(reversed.rbegin(), reversed.rend());
  for (int& i : out) i = g.members[i];
  return out;
}

}  // namespace

int Field::CardAt(Cell cell) const {
  for (size_t i = 0; i < cards.size(); ++i) {
    if (!cards[i].monument && cards[i].cell == cell) return static_cast<int>(i);
  }
  return -1;
}

Arrows Field::EffectiveArrows(int index) const {
  const FieldCard& c = cards[index];
  // targeting.4: monuments have no arrows; costs.material-sacrificial-cost.1: face-down cards have
  // no properties beyond being a card, so no arrows.
  if (c.monument || c.face_down) return Arrows{};
  return Rotate(c.arrows, c.orientation);
}

Status ValidateField(const Field& field) {
  if (field.rows < 1 || field.cols < 1) {
    return Status::InvalidArgument("the field grid must be at least 1x1, not " +
                                   std::to_string(field.rows) + "x" + std::to_string(field.cols));
  }
  std::set<Cell> used;
  std::set<std::string> keys;
  for (const FieldCard& c : field.cards) {
    if (!keys.insert(c.key).second) return Status::InvalidArgument("card \"" + c.key + "\" twice");
    Status s = ValidateArrows(c.arrows);
    if (!s.ok()) return s.WithContext(c.key);
    if (c.monument) {
      if (c.face_down || c.orientation != 0) {
        return Status::InvalidArgument(c.key +
                                       ": monuments are never face-down and always upright "
                                       "(dimrift:targeting.4)");
      }
      if (c.arrows != Arrows{}) {
        return Status::InvalidArgument(c.key +
                                       ": monuments cannot have arrows "
                                       "(dimrift:targeting.4)");
      }
      continue;
    }
    if (c.orientation < 0 || c.orientation > 3) {
      return Status::InvalidArgument(c.key + ": orientation must be 0..3 quarter turns");
    }
    if (c.cell.row < 0 || c.cell.col < 0 || c.cell.row >= field.rows || c.cell.col >= field.cols) {
      return Status::InvalidArgument(c.key + ": zone " + CellName(c.cell) + " is outside the " +
                                     std::to_string(field.rows) + "x" + std::to_string(field.cols) +
                                     " grid");
    }
    if (!used.insert(c.cell).second) {
      return Status::InvalidArgument(c.key + ": zone " + CellName(c.cell) +
                                     " already holds a card");
    }
  }
  return Status::Ok();
}

std::vector<int> ConnectedFrom(const Field& field, int from) {
  std::vector<int> out;
  const FieldCard& src = field.cards[from];
  if (src.monument) return out;
  Arrows arrows = field.EffectiveArrows(from);
  for (size_t j = 0; j < field.cards.size(); ++j) {
    const FieldCard& c = field.cards[j];
    if (static_cast<int>(j) == from || c.monument) continue;
    if (Reaches(arrows, src.cell, c.cell, field.rows, field.cols))
      out.push_back(static_cast<int>(j));
  }
  return out;
}

ConnectionGraph BuildGraph(const Field& field) {
  ConnectionGraph g;
  std::vector<int> vertex(field.cards.size(), -1);
  for (size_t i = 0; i < field.cards.size(); ++i) {
    if (field.cards[i].monument) continue;
    vertex[i] = static_cast<int>(g.members.size());
    g.members.push_back(static_cast<int>(i));
  }
  g.out.assign(g.members.size(), 0);
  g.in.assign(g.members.size(), 0);
  if (g.members.size() > 64) return g;  // callers check the bound first
  for (size_t v = 0; v < g.members.size(); ++v) {
    for (int j : ConnectedFrom(field, g.members[v])) {
      g.out[v] |= uint64_t{1} << vertex[j];
      g.in[vertex[j]] |= uint64_t{1} << v;
    }
  }
  return g;
}

Result<ChainResult> FindConnectionChain(const Field& field, int minimum, bool quick_search) {
  ChainResult r;
  int n = 0;
  for (const FieldCard& c : field.cards) n += c.monument ? 0 : 1;
  r.cards = n;
  if (n > kMaxChainCards) {
    return Status::InvalidArgument("the field has " + std::to_string(n) +
                                   " non-monument cards; the exact connection-chain "
                                   "search handles at most " +
                                   std::to_string(kMaxChainCards) +
                                   " (it keeps one word per subset of cards: 2^n)");
  }
  ConnectionGraph g = BuildGraph(field);
  // targeting.connection-chain.4: "every non-monument card on the field (at least 4)".
  if (n < minimum) {
    r.reasons.push_back("only " + std::to_string(n) + " non-monument card" + (n == 1 ? "" : "s") +
                        " on the field; a connection chain needs at least " +
                        std::to_string(minimum));
    return r;
  }
  const uint64_t all = n == 64 ? ~uint64_t{0} : (uint64_t{1} << n) - 1;
  uint64_t isolated = 0, no_in = 0, no_out = 0;
  for (int v = 0; v < n; ++v) {
    if (!g.in[v] && !g.out[v]) isolated |= uint64_t{1} << v;
    if (!g.in[v]) no_in |= uint64_t{1} << v;
    if (!g.out[v]) no_out |= uint64_t{1} << v;
  }
  if (isolated) {
    r.reasons.push_back(Keys(field, g, isolated) +
                        (std::popcount(isolated) > 1 ? " have" : " has") +
                        " no connection in or out, so no chain can include every card");
  } else {
    if (std::popcount(no_in) > 1) {
      r.reasons.push_back("no card connects to " + Keys(field, g, no_in) +
                          "; only the first card of a chain may lack an incoming connection");
    }
    if (std::popcount(no_out) > 1) {
      r.reasons.push_back(Keys(field, g, no_out) +
                          " connect to no card; only the last card of a "
                          "chain may lack an outgoing connection");
    }
  }
  // Groups with no connection between them, in either direction.
  std::vector<uint64_t> groups;
  uint64_t seen = 0;
  for (int v = 0; v < n; ++v) {
    if (seen >> v & 1) continue;
    uint64_t group = uint64_t{1} << v, frontier = group;
    while (frontier) {
      int u = std::countr_zero(frontier);
      frontier &= frontier - 1;
      uint64_t next = (g.out[u] | g.in[u]) & ~group;
      group |= next;
      frontier |= next;
    }
    seen |= group;
    groups.push_back(group);
  }
  if (groups.size() > 1 && !isolated) {
    std::vector<std::string> parts;
    for (uint64_t grp : groups) parts.push_back("{" + Keys(field, g, grp) + "}");
    r.reasons.push_back("the cards form " + std::to_string(groups.size()) +
                        " groups with no connection between them: " + Join(parts, " "));
  }
  if (!r.reasons.empty()) return r;

  // First a depth-first search that prefers the card with the fewest onward choices (Warnsdorff),
  // on a budget: on dense fields it finds a chain at once. It only ever answers "yes" (with a
  // chain that is checked by construction); when the budget runs out the exact search decides.
  if (quick_search) {
    uint64_t budget = 200000;
    std::vector<int> path;
    std::function<bool(int, uint64_t)> dfs = [&](int v, uint64_t visited) -> bool {
      path.push_back(v);
      if (visited == all) return true;
      if (budget == 0) return false;
      --budget;
      ++r.subsets_visited;
      uint64_t next = g.out[v] & ~visited;
      std::vector<std::pair<int, int>> order;  // (onward choices, vertex)
      while (next) {
        int u = std::countr_zero(next);
        next &= next - 1;
        order.push_back({std::popcount(g.out[u] & ~visited & ~(uint64_t{1} << u)), u});
      }
      std::sort(order.begin(), order.end());
      for (const auto& [degree, u] : order) {
        if (dfs(u, visited | (uint64_t{1} << u))) return true;
        if (budget == 0) break;
      }
      path.pop_back();
      return false;
    };
    std::vector<int> starts_order;
    for (int v = 0; v < n; ++v) {
      if (std::popcount(no_in) != 1 || (no_in >> v & 1)) starts_order.push_back(v);
    }
    std::stable_sort(starts_order.begin(), starts_order.end(),
                     [&](int a, int b) { return std::popcount(g.in[a]) < std::popcount(g.in[b]); });
    for (int v : starts_order) {
      path.clear();
      if (dfs(v, uint64_t{1} << v)) {
        r.exists = true;
        for (int i : path) r.chain.push_back(g.members[i]);
        return r;
      }
      if (budget == 0) break;
    }
  }

  // Exact search: reach[mask] = the cards a chain through exactly `mask` can end on.
  const uint32_t full = static_cast<uint32_t>(all);
  std::vector<uint32_t> reach(size_t{1} << n, 0);
  uint64_t starts = std::popcount(no_in) == 1 ? no_in : all;  // a card nothing reaches must start
  for (int v = 0; v < n; ++v) {
    if (starts >> v & 1) reach[1u << v] = 1u << v;
  }
  uint32_t best = 0;
  for (uint32_t mask = 1; mask <= full; ++mask) {
    uint32_t ends = reach[mask];
    if (!ends) continue;
    ++r.subsets_visited;
    if (std::popcount(mask) > std::popcount(best)) best = mask;
    while (ends) {
      int v = std::countr_zero(ends);
      ends &= ends - 1;
      uint32_t next = static_cast<uint32_t>(g.out[v]) & ~mask;
      while (next) {
        int u = std::countr_zero(next);
        next &= next - 1;
        reach[mask | (1u << u)] |= 1u << u;
      }
    }
    if (mask == full) break;
  }
  if (reach[full]) {
    r.exists = true;
    r.chain = Backtrack(reach, g, full);
    return r;
  }
  r.longest = Backtrack(reach, g, best);
  r.reasons.push_back("no ordering of the " + std::to_string(n) +
                      " cards has each connected to the next (all " +
                      std::to_string(r.subsets_visited) +
                      " reachable subsets searched); the longest chain covers " +
                      std::to_string(r.longest.size()) + ": " + ChainToString(field, r.longest));
  return r;
}

std::string ChainToString(const Field& field, const std::vector<int>& chain) {
  std::vector<std::string> keys;
  for (int i : chain) keys.push_back(field.cards[i].key);
  return Join(keys, " -> ");
}

}  // namespace arbiter::dimrift
