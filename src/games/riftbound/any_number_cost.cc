// Optional additional costs paid with "any number" of objects ("As you play me, you may kill any
// number of friendly units as an additional cost."): which objects is a choice made as the card
// is played (355.1.a), before its total cost is determined (356), so a discount per object paid
// with (356.4.b) can count them.
#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {

int ChooseAnyNumberCost(Engine& e, PlayerId p, Action* part, int parent) {
  GameState& s = e.state();
  const std::vector<std::string> options = PayWithOptions(s, *part, p);
  if (options.empty()) return 0;
  engine::ChoiceRequest req;
  req.kind = "cost";
  req.player = p;
  req.options = options;
  // The player chose to pay the cost (the play step's additional_cost), so at least one
  // (356.2.b.1).
  req.min = 1;
  req.max = static_cast<int>(options.size());
  req.rule = "355.1.a";
  const std::string act = ArgStr(*part, "act");
  req.prompt = PlayerName(s, p) + " chooses any number to " +
               (act == "spend_buff" ? std::string("spend the buff of") : act) +
               " as the optional additional cost (" + ArgStr(*part, "requirement") + ")";
  const engine::ChoiceAnswer ans = e.Choose(req, parent);
  part->args["objects"] = ans.picks;
  return static_cast<int>(ans.picks.size());
}

}  // namespace arbiter::games::riftbound
