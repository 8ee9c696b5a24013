// Keywords on cards in the trash: the sentence, the grant_keyword_in_trash verb, and what play.cc
// and characteristics.cc read (trash_keywords.h).
#include "games/riftbound/trash_keywords.h"

#include <algorithm>
#include <regex>

#include "games/riftbound/internal.h"
#include "games/riftbound/target_phrase.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

// The card's printed cost (206; 204.1.a: its Energy and Power), as a cost text ("[3][C]").
std::string PrintedCost(const engine::Card& card) {
  Cost c;
  if (auto en = card.stats.find("energy"); en != card.stats.end()) c.energy = en->second;
  if (auto pw = card.stats.find("power"); pw != card.stats.end()) c.domain_power = pw->second;
  return CostText(c);
}

bool InATrash(const GameState& s, ObjectId id) {
  const auto& z = s.zone(s.obj(id).zone);
  return z.name == "trash";
}

void RunGrantKeywordInTrash(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const ObjectId id = ArgObject(e, a, "object", ctx);
  const std::string keyword = ArgStr(a, "keyword");
  // A target no longer in the trash is no longer legal: the instruction cannot be followed
  // (359.3.e.5; a card that left the trash is a new object, 124).
  if (id == engine::kNoObject || s.obj(id).zone != Trash(s, ctx.controller)) {
    e.Note(ctx.parent, {"359.3.e.5", "124"},
           (id == engine::kNoObject ? std::string("nothing") : Name(s, id)) + " is not in " +
               PlayerName(s, ctx.controller) + "'s trash: it is not given [" + keyword + "]");
    return;
  }
  const std::string cost = PrintedCost(s.obj(id).card);
  const std::string source = ctx.source == engine::kNoObject ? std::string("an effect")
                                                             : Name(s, ctx.source) + "'s ability";
  engine::Effect eff;
  eff.id = s.next_effect_id++;
  eff.kind = kTrashKeywordEffect;
  eff.source = ctx.source;
  if (ctx.source != engine::kNoObject) eff.source_incarnation = s.obj(ctx.source).incarnation;
  eff.target = id;
  eff.target_incarnation = s.obj(id).incarnation;
  eff.keyword = keyword;
  eff.duration = engine::Duration::kThisTurn;
  eff.created_turn = s.turn;
  eff.rule = "801.3.a";
  eff.reason = "[" + keyword + "] " + cost + " given by " + source + " this turn";
  s.effects.push_back(eff);
  e.Note(ctx.parent, {"801.3.a", "801.3.a.2", "829.1.c", "206", "124.1"},
         Name(s, id) + ", in " + PlayerName(s, ctx.controller) + "'s trash, has [" + keyword +
             "] " + cost + " this turn: a cost equal to its cost is its printed cost (206); " +
             "it lasts while the card stays in the trash (124.1)",
         {{Key(s, id), "keywords", "", "[" + keyword + "] " + cost}});
}

}  // namespace

bool CompileTrashKeywordSentence(const std::string& sentence, std::vector<engine::Action>* out,
                                 std::string* targets) {
  // Flow is the keyword whose cost card text sets "equal to its cost" (829.1.c: "Flow [Cost]").
  static const std::regex kGive(
      R"(^Give (an? [a-z]+) in your trash \[(Flow)\] equal to its cost this turn$)");
  std::smatch m;
  if (!std::regex_match(sentence, m, kGive)) return false;
  const std::string kind = TrashCardRequirement(m[1].str());
  // Flow is present on spells (829.1.a): the card must be one.
  if (kind != "spell") return false;
  *targets = "trash-" + kind;
  engine::Action a;
  a.verb = "grant_keyword_in_trash";
  a.args["object"] = std::string("$target");
  a.args["keyword"] = m[2].str();
  out->push_back(a);
  return true;
}

std::vector<TrashGrant> TrashGrants(const GameState& s, ObjectId id) {
  std::vector<TrashGrant> out;
  if (!InATrash(s, id)) return out;
  const auto& o = s.obj(id);
  for (const auto& f : s.effects) {
    if (f.kind != kTrashKeywordEffect || f.target != id || f.target_incarnation != o.incarnation)
      continue;
    TrashGrant g;
    g.keyword.name = f.keyword;
    g.keyword.cost = PrintedCost(o.card);
    g.from = f.reason;
    g.source = f.source;
    g.effect_id = f.id;
    out.push_back(g);
  }
  return out;
}

std::vector<FlowInstance> FlowInstances(const GameState& s, ObjectId id) {
  std::vector<FlowInstance> out;
  const auto& card = s.obj(id).card;
  for (const auto& k : card.keywords)
    if (k.name == "Flow") out.push_back({k, "printed", 0});
  for (const TrashGrant& g : TrashGrants(s, id))
    if (g.keyword.name == "Flow") out.push_back({g.keyword, g.from, g.effect_id});
  return out;
}

void EndTrashGrants(Engine& e, ObjectId id, int was, int parent) {
  GameState& s = e.state();
  std::vector<std::string> ended;
  s.effects.erase(std::remove_if(s.effects.begin(), s.effects.end(),
                                 [&](const engine::Effect& f) {
                                   if (f.kind != kTrashKeywordEffect || f.target != id ||
                                       f.target_incarnation != was)
                                     return false;
                                   ended.push_back(f.reason);
                                   return true;
                                 }),
                  s.effects.end());
  if (ended.empty()) return;
  e.Note(parent, {"124", "124.1"},
         Name(s, id) +
             " left the trash: it is a new object, and what it was given there is no "
             "longer granted (" +
             Join(ended, "; ") + ")");
}

void KeepTrashGrants(GameState& s, ObjectId id, int was) {
  for (auto& f : s.effects) {
    if (f.kind == kTrashKeywordEffect && f.target == id && f.target_incarnation == was)
      f.target_incarnation = s.obj(id).incarnation;
  }
}

std::vector<VerbRow> TrashKeywordVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"grant_keyword_in_trash",
        "OBJECT, a card in its controller's trash, has KEYWORD this turn while it stays there, its "
        "cost the card's printed cost (801.3.a, 206, 124.1)",
        {{"object", T::kObject}, {"keyword", T::kString, true, {"Flow"}}},
        {"801.3.a", "801.3.a.2", "206", "829.1.c", "124", "124.1", "359.3.e.5"}},
       RunGrantKeywordInTrash},
  };
}

}  // namespace arbiter::games::riftbound
