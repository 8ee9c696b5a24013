// Damage split among several targets (split_damage.h): 355.14's targets and division, Bonus
// Damage on the amount split (715.3).
#include "games/riftbound/split_damage.h"

#include <algorithm>
#include <map>
#include <regex>

#include "engine/unmodelled.h"
#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/target_phrase.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

constexpr const char* kVerb = "deal_split";

// The Bonus Damage of CONTROLLER's spells and abilities now, summed (714); 0 when negative
// (714.2).
int BonusNow(const GameState& s, PlayerId controller) {
  int bonus = 0;
  for (const auto& [id, n] : BonusDamageSources(s, controller)) bonus += n;
  return std::max(bonus, 0);
}

// Checks a scripted split of TOTAL among the targets KEYS (355.14.e-355.14.h.1); false with
// *why for an invalid one.
bool ValidSplit(const std::vector<std::string>& keys, int total,
                const std::vector<std::string>& picks, std::string* why) {
  const int n = static_cast<int>(keys.size());
  std::map<std::string, int> shares;
  int sum = 0;
  for (const std::string& p : picks) {
    std::string key;
    int amount = 0;
    if (!engine::ReadAmountAnswer(p, &key, &amount)) {
      *why = "'" + p + "' names no amount: write <target>=<amount>, e.g. '" + keys[0] + "=" +
             std::to_string(total) + "'";
      return false;
    }
    if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
      *why = "'" + key + "' is not one of the targets";
      return false;
    }
    if (amount < 1) {
      *why = "'" + p + "': each target must receive at least 1 damage (355.14.f, 355.14.g)";
      return false;
    }
    if (!shares.emplace(key, amount).second) {
      *why = "'" + key + "' is given an amount twice";
      return false;
    }
    sum += amount;
  }
  if (sum != total) {
    *why = "the amounts add up to " + std::to_string(sum) + ", not the " + std::to_string(total) +
           " damage to split (355.14.e)";
    return false;
  }
  if (n <= total) {
    for (const std::string& k : keys) {
      if (!shares.count(k)) {
        *why = "'" + k + "' is a target and must receive damage (355.14.f)";
        return false;
      }
    }
  } else if (static_cast<int>(shares.size()) != total) {
    *why = "with " + std::to_string(n) + " targets and " + std::to_string(total) +
           " damage, exactly " + std::to_string(total) +
           " targets stay targets, 1 damage each (355.14.h, 355.14.h.1)";
    return false;
  }
  return true;
}

// "Deal N damage split among ... " as it resolves: the targets still legal (359.3.e.2; the
// others are unaffected, 359.3.e.8), then one Deal of the amount split among them.
void RunDealSplit(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const std::vector<ObjectId> chosen = ArgObjects(e, a, "to", ctx);
  const std::string req = ArgStr(a, "units");
  if (chosen.empty()) {
    e.Note(ctx.parent, {"355.13"}, "no target was chosen: no damage is dealt");
    return;
  }
  const bool here = EndsWith(req, "-here"), other = StartsWith(req, "other-");
  if (here && !s.OnBoard(ctx.source)) {
    e.Unmodelled(ctx.parent, ctx.source, ArgStr(a, "text"),
                 "its source has left the board: whether its targets are still \"here\" "
                 "(359.3.e.2, 359.3.e.12) is not modelled");
    return;
  }
  std::vector<std::string> keys;
  for (ObjectId id : chosen) {
    std::string why;
    if (!s.OnBoard(id)) {
      why = "is no longer on the board";
    } else if (here && s.obj(id).zone != s.obj(ctx.source).zone) {
      why = "is no longer here (at " + ZoneLabel(s, s.obj(ctx.source).zone) + ")";
    } else if (other && id == ctx.source) {
      why = "is the source";
    } else if (!MeetsRequirement(s, id, req, ctx.controller, &why, ctx.source)) {
      why = "no longer meets \"" + req + "\": " + why;
    }
    if (!why.empty()) {
      e.Note(ctx.parent, {"359.3.e.2", "359.3.e.8"},
             Name(s, id) + " " + why + ": it is an illegal target, unaffected");
      continue;
    }
    keys.push_back(Key(s, id));
  }
  if (keys.empty()) {
    e.Note(ctx.parent, {"359.3.e.7"}, "none of its targets is still legal: no damage is dealt");
    return;
  }
  Action deal;
  deal.verb = "deal";
  deal.args = {
      {"to", keys}, {"amount", static_cast<int64_t>(ArgInt(a, "amount"))}, {"split", true}};
  Exec(e, deal, ctx);
}

}  // namespace

bool CompileSplitDamageSentence(const std::string& sentence, std::vector<engine::Action>* out,
                                std::string* targets) {
  static const std::regex kSplit(R"(^Deal (\d{1,2}) damage split among any number of (.+)$)");
  std::smatch m;
  if (!std::regex_match(sentence, m, kSplit)) return false;
  // "any number of enemy units here": the objects the plural phrase names, each one chosen
  // (355.14.a); units only (damage is marked on units, 142.3).
  ObjectPhrase p;
  if (!ParseObjectPhrase("all " + m[2].str(), &p) || !p.group || p.at_chosen_battlefield)
    return false;
  if (EndsWith(p.requirement, "gear") || EndsWith(p.requirement, "permanent")) return false;
  const int amount = std::stoi(m[1].str());
  if (amount < 1) return false;
  engine::Action a;
  a.verb = kVerb;
  a.args = {{"to", std::string("$targets")},
            {"amount", static_cast<int64_t>(amount)},
            {"units", p.requirement},
            {"text", sentence + "."}};
  out->push_back(a);
  *targets = p.requirement + "*<=" + std::to_string(amount);
  return true;
}

int SplitTargetCap(Engine& e, const std::vector<Action>& program, PlayerId controller, int printed,
                   int parent) {
  const auto split =
      std::find_if(program.begin(), program.end(), [](const Action& a) { return a.verb == kVerb; });
  if (split == program.end()) return printed;
  const int amount = ArgInt(*split, "amount");
  const int bonus = BonusNow(e.state(), controller);
  const int total = amount + bonus;
  if (bonus > 0) {
    e.Note(parent, {"355.14.c", "715.3"},
           std::to_string(amount) + " + " + std::to_string(bonus) +
               " Bonus Damage = " + std::to_string(total) + " damage to split: up to " +
               std::to_string(total) + " targets may be chosen");
  } else {
    e.Note(parent, {"355.14.b", "355.14.c"},
           std::to_string(total) + " damage to split: up to " + std::to_string(total) +
               " targets may be chosen as it goes on the chain");
  }
  return total;
}

void GuardSplitDamage(std::vector<engine::Ability>* abilities) {
  for (engine::Ability& ab : *abilities) {
    if (!ab.not_modelled.empty() || ab.kind == "triggered") continue;
    const bool splits = std::any_of(ab.effect.begin(), ab.effect.end(),
                                    [](const Action& a) { return a.verb == kVerb; });
    if (splits)
      ab = engine::NotModelled(ab,
                               "damage split among targets is chosen only for a triggered "
                               "ability (the cap of 355.14.c with Bonus Damage, 715.3)");
  }
}

void DealSplit(Engine& e, const std::vector<ObjectId>& targets, int amount, int bonus,
               PlayerId dealer, int parent) {
  GameState& s = e.state();
  const int total = amount + bonus;
  const int n = static_cast<int>(targets.size());
  if (bonus > 0) {
    e.Note(parent, {"715.3"},
           std::to_string(amount) + " + " + std::to_string(bonus) +
               " Bonus Damage = " + std::to_string(total) + " damage to split");
  }
  if (n == 0) {
    e.Note(parent, {"355.13"}, "no target: no damage is dealt");
    return;
  }
  if (total < 1) {
    e.Note(parent, {"355.14.g", "417.1.e"}, "no damage to split: nothing is dealt");
    return;
  }
  std::vector<std::string> keys, names;
  for (ObjectId id : targets) {
    keys.push_back(Key(s, id));
    names.push_back(Name(s, id));
  }
  std::vector<int> share(static_cast<size_t>(n), 0);
  if (n == 1) {
    share[0] = total;
    e.Note(parent, {"355.14.e"},
           names[0] + " is the only target: it takes all " + std::to_string(total));
  } else if (n == total) {
    std::fill(share.begin(), share.end(), 1);
    e.Note(parent, {"355.14.f", "355.14.g"},
           std::to_string(total) + " damage among " + std::to_string(n) +
               " targets: 1 each, the only valid split");
  } else {
    const int kept = std::min(n, total);
    engine::ChoiceRequest req;
    req.kind = "split";
    req.player = dealer;
    req.options = keys;
    req.min = req.max = kept;
    req.rule = n > total ? "355.14.h" : "355.14.e";
    req.prompt = PlayerName(s, dealer) + " splits " + std::to_string(total) + " damage among " +
                 Join(names, ", ") + " (<target>=<amount> for each, at least 1 each, " +
                 std::to_string(total) + " in all" +
                 (n > total ? "; " + std::to_string(total) +
                                  " of them stay targets, the others cease being targets"
                            : std::string()) +
                 ")";
    req.check = [keys, total](const std::vector<std::string>& picks, std::string* why) {
      return ValidSplit(keys, total, picks, why);
    };
    for (int i = 0; i < kept; ++i)  // lenient mode: as even as possible, earlier targets first
      req.lenient.push_back(keys[static_cast<size_t>(i)] + "=" +
                            std::to_string(total / kept + (i < total % kept ? 1 : 0)));
    for (const std::string& p : e.Choose(req, parent).picks) {
      std::string key;
      int v = 0;
      engine::ReadAmountAnswer(p, &key, &v);
      share[static_cast<size_t>(std::find(keys.begin(), keys.end(), key) - keys.begin())] = v;
    }
    for (int i = 0; i < n; ++i) {
      if (share[static_cast<size_t>(i)] == 0)
        e.Note(parent, {"355.14.h", "355.14.h.1"},
               names[static_cast<size_t>(i)] + " ceases being a target: " + std::to_string(total) +
                   " damage can reach only " + std::to_string(total) + " targets");
    }
  }
  std::vector<std::string> rules = {"355.14.e", "417.1.d"};
  if (bonus > 0) rules.push_back("715.3");
  for (int i = 0; i < n; ++i) {
    if (share[static_cast<size_t>(i)] == 0) continue;
    engine::Event ev;
    ev.kind = "damage";
    ev.object = targets[static_cast<size_t>(i)];
    ev.amount = share[static_cast<size_t>(i)];
    ev.parent = parent;
    ev.rules = rules;
    e.Perform(ev);
  }
}

std::vector<VerbRow> SplitDamageVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{kVerb,
        "deal AMOUNT split among the targets TO still legal (each still UNITS, 359.3.e.2), "
        "divided as the controller chooses (355.14)",
        {{"to", T::kObjects},
         {"amount", T::kInt},
         {"units", T::kString},
         {"text", T::kString, false, {}, "the printed sentence, named if it cannot be followed"}},
        {"355.13", "359.3.e.2", "359.3.e.7", "359.3.e.8", "359.3.e.12"}},
       RunDealSplit},
  };
}

}  // namespace arbiter::games::riftbound
