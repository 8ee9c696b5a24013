// Costs paid with cards chosen from a zone (357.2) and activated-ability costs paid with a chosen
// object on the board. A cost must be payable in full to be paid at all: recycling (416.3),
// discarding (422.3); activate.cc checks PayWithCardsOptions before paying anything.
#include "games/riftbound/card_costs.h"

#include <algorithm>
#include <regex>

#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

Action Act(const std::string& verb, std::map<std::string, engine::Value> args) {
  return Action{verb, std::move(args), 0};
}

// "a unit" / "3" / "2 cards" / "a unit or gear" as (count, filter); false for other words.
bool CountAndFilter(const std::string& words, int64_t* count, std::string* filter) {
  static const std::regex kWords(
      R"(^(a|an|\d+)(?: (card|cards|unit|units|gear|spell|spells|unit or gear))?$)");
  std::smatch m;
  if (!std::regex_match(words, m, kWords)) return false;
  const std::string n = m[1].str();
  *count = n == "a" || n == "an" ? 1 : std::stoi(n);
  std::string kind = m[2].matched ? m[2].str() : "card";
  if (kind == "cards") kind = "card";
  if (kind == "units") kind = "unit";
  if (kind == "spells") kind = "spell";
  if (kind == "unit or gear") kind = "unit-or-gear";
  // "a" needs a kind ("Recycle a from your trash" is not English); a number alone means cards.
  if (!m[2].matched && (n == "a" || n == "an")) return false;
  *filter = kind;
  return true;
}

bool MatchesFilter(const engine::Card& c, const std::string& filter) {
  const std::string type = ToLowerAscii(c.type);
  if (filter == "card") return true;
  if (filter == "unit-or-gear") return type == "unit" || type == "gear";
  return type == filter;
}

}  // namespace

std::string CardCostWords(const Action& a) {
  const int n = ArgInt(a, "count", 1);
  const std::string filter = ArgStr(a, "filter", "card");
  std::string what = std::to_string(n) + " " + (filter == "unit-or-gear" ? "unit or gear" : filter);
  if (n != 1 && filter != "unit-or-gear") what += filter == "gear" ? "" : "s";
  return ArgStr(a, "act") + " " + what + " from " +
         (ArgStr(a, "from") == "hand" ? "hand" : "trash");
}

namespace {

// Pays cost A (act recycle / banish / discard, from trash or hand, COUNT cards of FILTER): P
// chooses which (kind "cost"; not asked when exactly COUNT qualify), then they are recycled to
// the bottom of their owner's Main Deck (416.1.a, 416.1.c), banished (427.1, 427.2) or discarded
// (422.1, with the discard's triggers). Fewer than COUNT: refused, nothing is paid (416.3, 422.3).
void RunPayWithCards(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  const std::string act = ArgStr(a, "act");
  const int count = ArgInt(a, "count", 1);
  const std::vector<std::string> options = PayWithCardsOptions(s, a, p);
  const std::string cost_rule = act == "recycle" ? "416.3" : act == "discard" ? "422.3" : "357.2";
  if (static_cast<int>(options.size()) < count) {
    e.Refuse(ctx.parent, {cost_rule, "357.2"},
             PlayerName(s, p) + " has " + std::to_string(options.size()) +
                 " card(s) that qualify: the cost \"" + CardCostWords(a) + "\" cannot be paid");
    return;
  }
  engine::ChoiceRequest req;
  req.kind = "cost";
  req.player = p;
  req.options = options;
  req.min = req.max = count;
  req.rule = act == "recycle" ? "416.6" : act == "discard" ? "422.1.a" : "357.2";
  req.prompt = PlayerName(s, p) + " chooses what to pay the cost \"" + CardCostWords(a) + "\" with";
  const std::vector<std::string> picks = e.ChooseIfMore(req, ctx.parent);
  std::vector<ObjectId> chosen;
  for (const std::string& k : picks) chosen.push_back(s.FindKey(k));
  const int entry =
      e.Note(ctx.parent, {"357.2"}, PlayerName(s, p) + " pays the cost: " + CardCostWords(a));
  if (act == "discard") {
    DiscardChosen(e, p, chosen, entry);  // 422.1 and the discard triggers (422.1.b)
    return;
  }
  if (act == "recycle" && chosen.size() > 1)
    e.Note(entry, {"416.5"},
           "two or more cards recycled at once go to the bottom in a random order; the trace "
           "keeps the order they were chosen in");
  for (ObjectId id : chosen) {
    const PlayerId owner = s.obj(id).owner;
    const std::string from = ZoneLabel(s, s.obj(id).zone);
    if (act == "recycle") {  // to their owner's Main Deck, whoever recycles them (416.1.c)
      const ZoneId to = Deck(s, owner);
      s.MoveObject(id, to, /*at_bottom=*/true);
      e.Note(
          entry, {"416.1", "416.1.a", "416.1.c"},
          PlayerName(s, p) + " recycles " + Name(s, id) + " to the bottom of " + ZoneLabel(s, to),
          {{Key(s, id), "zone", from, ZoneLabel(s, to)}});
    } else {
      const ZoneId to = s.FindZone("banishment", owner);
      s.MoveObject(id, to);
      e.Note(entry, {"427.1", "427.2"}, PlayerName(s, p) + " banishes " + Name(s, id),
             {{Key(s, id), "zone", from, ZoneLabel(s, to)}});
    }
  }
  if (act == "recycle") {
    CollectRecycleTriggers(e, p, static_cast<int>(chosen.size()), entry);  // player_triggers.cc
  }
}

}  // namespace

bool CompileCardCostPart(const std::string& part, std::vector<Action>* out) {
  static const std::regex kFromTrash(R"(^(Recycle|Banish) (.+) from your trash$)");
  static const std::regex kDiscard(R"(^Discard (a|an) (card|unit|gear|spell)$)");
  std::smatch m;
  int64_t count = 0;
  std::string filter;
  if (std::regex_match(part, m, kFromTrash) && CountAndFilter(m[2].str(), &count, &filter)) {
    out->push_back(Act("pay_with_cards", {{"act", ToLowerAscii(m[1].str())},
                                          {"from", std::string("trash")},
                                          {"count", count},
                                          {"filter", filter}}));
    return true;
  }
  if (std::regex_match(part, m, kDiscard)) {  // "Discard 2" is the discard verb (card_text.cc)
    out->push_back(Act("pay_with_cards", {{"act", std::string("discard")},
                                          {"from", std::string("hand")},
                                          {"count", int64_t{1}},
                                          {"filter", m[2].str()}}));
    return true;
  }
  // An object on the board chosen to pay (357.2; verbs_cards.cc pay_with): exhausting needs a
  // ready one (414.1), killing any friendly one (428.1).
  static const std::vector<std::pair<const char*, std::pair<const char*, const char*>>> kOnBoard = {
      {"Exhaust a friendly unit", {"exhaust", "ready-friendly-unit"}},
      {"Exhaust a unit you control", {"exhaust", "ready-friendly-unit"}},
      {"Exhaust a friendly [Mighty] unit", {"exhaust", "ready-friendly-mighty-unit"}},
      {"Kill a friendly unit", {"kill", "friendly-unit"}},
      {"Kill a unit you control", {"kill", "friendly-unit"}},
      {"Kill a friendly gear", {"kill", "friendly-gear"}},
      {"Kill a friendly unit or gear", {"kill", "friendly-unit-or-gear"}},
  };
  for (const auto& [words, paid] : kOnBoard) {
    if (part != words) continue;
    out->push_back(Act(
        "pay_with", {{"act", std::string(paid.first)}, {"requirement", std::string(paid.second)}}));
    return true;
  }
  return false;
}

std::vector<std::string> PayWithCardsOptions(const GameState& s, const Action& a, PlayerId p) {
  const ZoneId zone = ArgStr(a, "from") == "hand" ? Hand(s, p) : Trash(s, p);
  const std::string filter = ArgStr(a, "filter", "card");
  std::vector<std::string> out;
  for (ObjectId id : s.zone(zone).objects)
    if (MatchesFilter(s.obj(id).card, filter)) out.push_back(Key(s, id));
  return out;
}

std::vector<VerbRow> CardCostVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"pay_with_cards",
        "PLAYER pays a cost by choosing COUNT cards of FILTER in their FROM (trash or hand) and "
        "doing ACT to them: recycle (416.3, 416.6), banish (427.1) or discard (422.3) (357.2)",
        {{"act", T::kString, true, {"recycle", "banish", "discard"}},
         {"from", T::kString, true, {"trash", "hand"}},
         {"count", T::kInt, false},
         {"filter", T::kString, false, {"card", "unit", "gear", "spell", "unit-or-gear"}},
         {"player", T::kPlayer, false}},
        {"357.2", "416.1", "416.1.a", "416.1.c", "416.3", "416.5", "416.6", "422.1", "422.1.a",
         "422.3", "427.1", "427.2"}},
       RunPayWithCards},
  };
}

}  // namespace arbiter::games::riftbound
