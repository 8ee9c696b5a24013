// A Dimensional Rift field as geometry only: the grid, the cards on it (position, printed arrows,
// orientation, face-up or down) and the monuments beside it. Connections and connection chains
// (seed 002, Targeting > Connected / Connection Chain) are computed from this; the game module
// builds one from the engine state, and tests and benches build them directly.
//
//   targeting.connected.1        A is connected to B when A's arrows reach B's zone (what A could
//                                target); face-down cards have no properties, so no arrows
//   targeting.4                  monuments are outside the grid: never connected either way
//   targeting.connection-chain.1 a sequence of cards, each connected to the next
//   targeting.connection-chain.4 a chain over every non-monument card on the field (at least 4)
//                                exists when some ordering has each card connected to the next
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "games/dimrift/arrows.h"
#include "util/status.h"

namespace arbiter::dimrift {

struct FieldCard {
  std::string key;      // the scenario's handle
  Cell cell;            // ignored for monuments
  Arrows arrows{};      // as printed
  int orientation = 0;  // quarter turns clockwise
  bool face_down = false;
  bool monument = false;
};

struct Field {
  int rows = 0;
  int cols = 0;
  std::vector<FieldCard> cards;

  // Index of the card in `cell` (monuments excluded), or -1.
  int CardAt(Cell cell) const;
  // The arrows as they point now: none for monuments and face-down cards, else rotated.
  Arrows EffectiveArrows(int index) const;
};

// Checks a field: size >= 1x1, cells inside the grid, one card per zone, arrows valid, monuments
// upright and face-up (targeting.4). The message names the card.
Status ValidateField(const Field& field);

// Indices of the cards that card `from` is connected to (cards in the zones it reaches), in card
// order. A monument is connected to nothing and nothing is connected to it.
std::vector<int> ConnectedFrom(const Field& field, int from);

// Adjacency as bitmasks over non-monument cards: out[i] has bit j when card i connects to card j.
// `members[i]` is the card index of graph vertex i.
struct ConnectionGraph {
  std::vector<int> members;
  std::vector<uint64_t> out;
  std::vector<uint64_t> in;
};
ConnectionGraph BuildGraph(const Field& field);

// The largest number of non-monument cards the exact chain search accepts. The subset search
// keeps one 32-bit word per subset (2^n words: 16 MiB at 22) and, when no chain exists on a
// dense field, visits most subsets: about 1 s at 22 cards, 4.5 s at 24 (bench/dimrift.sh). Larger
// fields are refused with an error rather than left to run for seconds.
inline constexpr int kMaxChainCards = 22;

struct ChainResult {
  bool exists = false;
  std::vector<int> chain;            // card indices in chain order, when it exists
  std::vector<std::string> reasons;  // why none exists, most telling first
  std::vector<int> longest;          // when none exists: a longest chain found
  int cards = 0;                     // non-monument cards considered
  uint64_t subsets_visited = 0;      // work done: DFS steps plus DP subsets (for the bench)
};

// Decides exactly whether a Connection Chain through every non-monument card exists (a
// Hamiltonian path in the directed connection graph). In order: cheap necessary checks that
// explain a "no" (fewer than `minimum` cards, a card with no connection either way, several cards
// nothing connects to, several that connect to nothing, the field in separate groups); a
// depth-first search on a budget that can only prove "yes" (fast on dense fields); dynamic
// programming over subsets, which decides every remaining case exactly and reports a longest
// chain when there is none. Deterministic: the same field always gives the same chain.
// `quick_search` false skips the depth-first search (tests use it to check the exact search).
// InvalidArgument when the field has more than kMaxChainCards non-monument cards.
Result<ChainResult> FindConnectionChain(const Field& field, int minimum = 4,
                                        bool quick_search = true);

// "a -> b -> c" with the cards' keys.
std::string ChainToString(const Field& field, const std::vector<int>& chain);

}  // namespace arbiter::dimrift
