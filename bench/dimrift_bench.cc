// Dimensional Rift geometry bench: arrow targeting on growing grids and the exact Connection
// Chain search on growing fields, printing how the time grows. Built by bench/dimrift.sh (target
// dimrift_bench, not part of the default build). Fixed seeds: the same fields every run.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "games/dimrift/field.h"

using namespace arbiter::dimrift;
using Clock = std::chrono::steady_clock;

namespace {

double Millis(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

// The best of `reps` runs of f(), in milliseconds.
template <typename F>
double Best(int reps, F f) {
  double best = 1e18;
  for (int i = 0; i < reps; ++i) {
    auto t0 = Clock::now();
    f();
    best = std::min(best, Millis(Clock::now() - t0));
  }
  return best;
}

Arrows Dense() {
  Arrows a{};
  for (int d = 0; d < 8; ++d) a[d] = IsDiagonal(d) ? 1 : 2;
  return a;
}

Field FullField(int rows, int cols, int cards, std::mt19937* rng, bool dense) {
  Field f{rows, cols, {}};
  std::vector<Cell> cells;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) cells.push_back({r, c});
  }
  std::shuffle(cells.begin(), cells.end(), *rng);
  for (int i = 0; i < cards; ++i) {
    FieldCard c;
    c.key = "c" + std::to_string(i);
    c.cell = cells[i];
    if (dense) {
      c.arrows = Dense();
    } else {
      for (int d = 0; d < 8; ++d) {
        int roll = static_cast<int>((*rng)() % 6);
        c.arrows[d] = roll < 3 ? 0 : (roll < 5 || IsDiagonal(d)) ? 1 : 2;
      }
      c.orientation = static_cast<int>((*rng)() % 4);
    }
    f.cards.push_back(c);
  }
  return f;
}

}  // namespace

int main() {
  std::printf("Dimensional Rift geometry bench (best of several runs; fixed seeds)\n\n");

  std::printf(
      "1. Targeting: Reach() from every zone of an NxN grid, card with every arrow "
      "(double orthogonals)\n");
  std::printf("   %6s %8s %14s %14s %8s\n", "grid", "zones", "total ms", "ns per Reach", "x prev");
  double prev = 0;
  for (int n : {3, 5, 10, 20, 40, 64}) {
    Arrows a = Dense();
    volatile size_t sink = 0;
    const int loops = 2000000 / (n * n) + 1;
    double ms = Best(5, [&] {
      for (int k = 0; k < loops; ++k) {
        for (int r = 0; r < n; ++r) {
          for (int c = 0; c < n; ++c) sink = sink + Reach(a, {r, c}, n, n).size();
        }
      }
    });
    double per = ms * 1e6 / (static_cast<double>(loops) * n * n);
    std::printf("   %3dx%-3d %8d %14.3f %14.1f %8s\n", n, n, n * n, ms, per,
                prev > 0 ? std::to_string(per / prev).substr(0, 4).c_str() : "-");
    prev = per;
  }

  std::printf("\n2. Connections: BuildGraph() for a full field (every zone holds a card)\n");
  std::printf("   %6s %8s %14s %8s\n", "grid", "cards", "ms", "x prev");
  prev = 0;
  for (int n : {3, 4, 5, 6, 7, 8}) {
    std::mt19937 rng(7);
    Field f = FullField(n, n, n * n, &rng, false);
    double ms = Best(5, [&] { BuildGraph(f); });
    std::printf("   %3dx%-3d %8zu %14.3f %8s\n", n, n, f.cards.size(), ms,
                prev > 0 ? std::to_string(ms / prev).substr(0, 4).c_str() : "-");
    prev = ms;
  }

  std::printf("\n3. Connection Chain search (exact: subsets DP, bound %d cards)\n", kMaxChainCards);
  std::printf("   a) dense fields (every card reaches every neighbour; many subsets reachable)\n");
  std::printf(
      "      (ms: whole search; exact-only ms: the subset search alone, i.e. the worst case "
      "when no chain exists)\n");
  std::printf("   %6s %6s %8s %12s %12s %14s %8s\n", "grid", "cards", "chain", "subsets", "ms",
              "exact-only ms", "x prev");
  prev = 0;
  struct Size {
    int rows, cols, cards;
  };
  const Size sizes[] = {{3, 3, 9},  {3, 4, 12}, {4, 4, 14}, {4, 4, 16},
                        {4, 5, 18}, {4, 5, 20}, {4, 6, 22}};
  for (const Size& sz : sizes) {
    std::mt19937 rng(11);
    Field f = FullField(sz.rows, sz.cols, sz.cards, &rng, true);
    ChainResult last;
    double ms = Best(3, [&] { last = *FindConnectionChain(f); });
    double exact = Best(1, [&] { FindConnectionChain(f, 4, /*quick_search=*/false); });
    std::printf("   %3dx%-3d %6d %8s %12llu %12.2f %14.2f %8s\n", sz.rows, sz.cols, sz.cards,
                last.exists ? "yes" : "no", static_cast<unsigned long long>(last.subsets_visited),
                ms, exact, prev > 0 ? std::to_string(exact / prev).substr(0, 4).c_str() : "-");
    prev = exact;
  }
  std::printf(
      "   b) random arrows and orientations (10 fields per size; quick checks often "
      "answer)\n");
  std::printf("   %6s %6s %8s %12s %12s\n", "grid", "cards", "chains", "max subsets", "max ms");
  for (const Size& sz : sizes) {
    std::mt19937 rng(13);
    int found = 0;
    unsigned long long most = 0;
    double worst = 0;
    for (int k = 0; k < 10; ++k) {
      Field f = FullField(sz.rows, sz.cols, sz.cards, &rng, false);
      ChainResult last;
      double ms = Best(1, [&] { last = *FindConnectionChain(f); });
      found += last.exists;
      most = std::max<unsigned long long>(most, last.subsets_visited);
      worst = std::max(worst, ms);
    }
    std::printf("   %3dx%-3d %6d %8d %12llu %12.2f\n", sz.rows, sz.cols, sz.cards, found, most,
                worst);
  }
  std::printf(
      "   c) adversarial \"no\": a dense field plus a hub with three leaves (the leaves "
      "connect only to the hub):\n      the quick checks pass, the depth-first search "
      "gives up, the subset search must decide\n");
  std::printf("   %6s %12s %12s %8s\n", "cards", "subsets", "ms", "x prev");
  prev = 0;
  for (int cards : {10, 12, 14, 16, 18, 20, 22}) {
    std::mt19937 rng(17);
    int dense_cards = cards - 4;
    Field f = FullField(4, 6, dense_cards, &rng, true);
    // Put the dense cards in the top rows so the hub sits apart at the bottom right.
    for (int i = 0; i < dense_cards; ++i) f.cards[i].cell = {i / 6, i % 6};
    Field g{8, 6, f.cards};
    auto add = [&](const char* key, Cell cell, const char* arrows) {
      FieldCard c;
      c.key = key;
      c.cell = cell;
      c.arrows = *ParseArrows(arrows);
      g.cards.push_back(c);
    };
    add("hub", {6, 4}, "n w e s");
    add("leaf1", {5, 4}, "s");
    add("leaf2", {6, 3}, "e");
    add("leaf3", {6, 5}, "w");
    g.cards[0].arrows = Dense();
    // One dense card reaches the hub's column from above: r5c5 is leaf1, so the bridge is the
    // hub's north neighbour's neighbour; connect the dense block to the hub by a double arrow.
    g.cards[dense_cards - 1].arrows[kDown] = 2;
    ChainResult last;
    double ms = Best(1, [&] { last = *FindConnectionChain(g); });
    std::printf("   %6d %12llu %12.2f %8s   %s\n", cards,
                static_cast<unsigned long long>(last.subsets_visited), ms,
                prev > 0 ? std::to_string(ms / prev).substr(0, 4).c_str() : "-",
                last.exists ? "chain (unexpected)" : "no chain");
    prev = ms;
  }
  {
    std::mt19937 rng(19);
    Field f = FullField(5, 5, kMaxChainCards + 1, &rng, true);
    arbiter::Result<ChainResult> refused = FindConnectionChain(f);
    std::printf("\n   %d cards: %s\n", kMaxChainCards + 1,
                refused.ok() ? "searched (unexpected)" : refused.status().message().c_str());
  }
  return 0;
}
