// Predict (436, v1.4): look at the top X cards of the Main Deck (X is 1 when omitted, 436.3.a;
// fewer when fewer remain, 436.4, and no Burn Out for it, 436.4.a), Recycle any number of them
// (416) and put the rest back on top in any order (436.1.a). Vision is "When this is played,
// predict" (817.1.b): DoVision (actions.cc) is Predict 1 with Vision's own choice per instance.
#include <algorithm>

#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {

void DoPredict(Engine& e, const Action& a, Ctx ctx) {
  GameState& s = e.state();
  PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  const int x = HasArg(a, "count") ? ArgInt(a, "count") : 1;  // 436.3.a
  ZoneId deck = Deck(s, p);
  const auto& cards = s.zone(deck).objects;
  const int n = std::min<int>(x, static_cast<int>(cards.size()));
  if (n < x) {
    e.Note(ctx.parent, {"436.4", "436.4.a"},
           PlayerName(s, p) + " is to Predict " + std::to_string(x) + " but has " +
               std::to_string(cards.size()) +
               " card(s) in the Main Deck: they Predict as many as possible, and do not Burn Out");
  }
  if (n == 0) return;
  std::vector<std::string> rules = {"436.1"};
  if (n > 1) rules.push_back("436.1.a");
  if (!HasArg(a, "count")) rules.push_back("436.3.a");
  std::vector<ObjectId> seen(cards.begin(), cards.begin() + n);
  std::vector<std::string> names, keys;
  for (ObjectId id : seen) {
    names.push_back(Name(s, id));
    keys.push_back(Key(s, id));
  }
  int entry = e.Note(ctx.parent, rules,
                     PlayerName(s, p) + " Predicts " + std::to_string(n) + ": looks at " +
                         Join(names, ", ") + " (the top of the Main Deck)");
  std::vector<ObjectId> recycled, kept;
  if (n == 1) {
    engine::ChoiceRequest req;
    req.kind = "recycle";
    req.player = p;
    req.options = {"yes", "no"};
    req.rule = "436.1";
    req.prompt = PlayerName(s, p) + " decides whether to recycle " + names[0];
    auto ans = e.Choose(req, entry);
    (ans.picks.size() == 1 && ans.picks[0] == "yes" ? recycled : kept).push_back(seen[0]);
  } else {
    engine::ChoiceRequest req;
    req.kind = "predict";
    req.player = p;
    req.options = keys;
    req.min = 0;
    req.max = n;
    req.rule = "436.1.a";
    req.prompt =
        PlayerName(s, p) + " chooses which of " + Join(names, ", ") + " to Recycle (any number)";
    auto ans = e.Choose(req, entry);
    for (ObjectId id : seen) {
      bool r = std::find(ans.picks.begin(), ans.picks.end(), Key(s, id)) != ans.picks.end();
      (r ? recycled : kept).push_back(id);
    }
  }
  for (ObjectId id : recycled) {
    s.MoveObject(id, deck, /*at_bottom=*/true);
    e.Note(entry, {"416"}, Name(s, id) + " is recycled to the bottom of the Main Deck",
           {{Key(s, id), "deck position", "top", "bottom"}});
  }
  CollectRecycleTriggers(e, p, static_cast<int>(recycled.size()), entry);  // player_triggers.cc
  if (kept.size() > 1) {
    engine::ChoiceRequest req;
    req.kind = "predict-order";
    req.player = p;
    req.ordered = true;
    req.min = req.max = static_cast<int>(kept.size());
    for (ObjectId id : kept) req.options.push_back(Key(s, id));
    req.rule = "436.1.a";
    req.prompt = PlayerName(s, p) +
                 " puts the cards not recycled back on top in any order (first "
                 "listed on top)";
    auto ans = e.Choose(req, entry);
    std::vector<ObjectId> order;
    for (const auto& k : ans.picks) order.push_back(s.FindKey(k));
    for (size_t i = 0; i < order.size(); ++i) s.Reorder(order[i], i);
    std::vector<std::string> on_top;
    for (ObjectId id : order) on_top.push_back(Name(s, id));
    e.Note(entry, {"436.1.a"},
           "back on top of the Main Deck, in this order: " + Join(on_top, ", "));
  } else if (kept.size() == 1) {
    e.Note(entry, {"436.1"}, Name(s, kept[0]) + " stays on top");
  }
}

}  // namespace arbiter::games::riftbound
