// "Choose an opponent. They reveal their hand. Choose a card from it, and they discard that
// card." and its variants: a player reveals their hand (424.1, 424.3.a: the whole zone), the
// ability's controller chooses a card of it as the ability resolves (the hand is not public, so
// the card is not a target: 355.10.a, 355.17), and that card is discarded or recycled while it is
// revealed (424.4.a).
#include <algorithm>

#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

// Whether card C matches the instruction's FILTER ("card", "unit", "gear", "spell", "non-unit")
// and DOMAIN ("Mind": a card of that domain), when given.
bool RevealedMatches(const engine::Card& c, const Action& a) {
  const std::string filter = ArgStr(a, "filter", "card");
  const std::string type = ToLowerAscii(c.type);
  if (filter == "non-unit" && type == "unit") return false;
  if (filter != "card" && filter != "non-unit" && type != filter) return false;
  const std::string domain = ArgStr(a, "domain");
  if (!domain.empty() && std::find(c.domains.begin(), c.domains.end(), domain) == c.domains.end())
    return false;
  return true;
}

std::string Described(const Action& a) {
  const std::string filter = ArgStr(a, "filter", "card");
  const std::string domain = ArgStr(a, "domain");
  return (domain.empty() ? "" : domain + " ") + (filter == "card" ? "card" : filter + " card");
}

}  // namespace

void RunRevealHand(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  const PlayerId chooser = ctx.controller;
  const std::vector<ObjectId> hand(s.zone(Hand(s, p)).objects.begin(),
                                   s.zone(Hand(s, p)).objects.end());
  std::vector<std::string> names, options;
  for (ObjectId id : hand) {
    names.push_back(Name(s, id));
    if (RevealedMatches(s.obj(id).card, a)) options.push_back(Key(s, id));
  }
  const int entry = e.Note(ctx.parent, {"424.1", "424.3.a"},
                           PlayerName(s, p) + " reveals their hand" +
                               (names.empty() ? " (it is empty)" : ": " + Join(names, ", ")) +
                               "; the cards stay in the hand, known to all players while revealed");
  if (options.empty()) {
    e.Note(entry, {"355.17"},
           "no " + Described(a) + " is revealed: " + PlayerName(s, chooser) +
               " chooses nothing, and nothing is " +
               (ArgStr(a, "then") == "discard" ? "discarded" : "recycled"));
    return;
  }
  std::string pick = options[0];
  if (options.size() > 1) {
    engine::ChoiceRequest req;
    req.kind = "reveal";
    req.player = chooser;
    req.options = options;
    req.min = req.max = 1;
    req.rule = "355.17";
    req.prompt = PlayerName(s, chooser) + " chooses a " + Described(a) + " from " +
                 PlayerName(s, p) + "'s revealed hand";
    pick = e.Choose(req, entry).picks[0];
  }
  const ObjectId id = s.FindKey(pick);
  const int chose = e.Note(entry, {"355.10.a", "355.17"},
                           PlayerName(s, chooser) + " chooses " + Name(s, id) +
                               " (a card in a hand is not a target: chosen as it resolves)");
  if (ArgStr(a, "then") == "discard") {
    DiscardChosen(e, p, {id}, chose);
    return;
  }
  // Recycled to its owner's Main Deck, whoever recycles it (416.1.c), while revealed (424.4.a).
  const PlayerId owner = s.obj(id).owner;
  s.MoveObject(id, Deck(s, owner), /*at_bottom=*/true);
  e.Note(chose, {"416.1", "416.1.c", "424.4.a"},
         Name(s, id) + " is recycled to the bottom of " + PlayerName(s, owner) + "'s Main Deck",
         {{pick, "zone", "hand", ZoneLabel(s, Deck(s, owner))}});
  CollectRecycleTriggers(e, p, 1, chose);  // "They recycle that card" (player_triggers.cc)
}

}  // namespace arbiter::games::riftbound
