// Costs, activation (declaration, costs, targeting, the stack) and resolution for Dimensional
// Rift, each citing the paragraph of seed 002 it implements.
#include <algorithm>
#include <functional>

#include "games/dimrift/internal.h"
#include "util/strings.h"

namespace arbiter::games::dimrift {
namespace {

int ToInt(const Value& v, int fallback) {
  if (auto* i = std::get_if<int64_t>(&v)) return static_cast<int>(*i);
  return fallback;
}

bool MatchesRequirement(const GameState& s, ObjectId id, const std::string& requirement) {
  const engine::Object& o = s.obj(id);
  std::string req = ToLowerAscii(requirement);
  bool face_up_needed = false;
  if (StartsWith(req, "face-up ")) {
    face_up_needed = true;
    req = req.substr(8);
  }
  if (!req.empty() && req.back() == 's' && req != "cards") req.pop_back();
  if (req == "cards") req = "card";
  if (face_up_needed && o.face_down) return false;
  if (req.empty() || req == "card") return true;
  return ToLowerAscii(o.card.type) == req;
}

// Costs.material-sacrificial-cost.1: a requirement that names more than the card type needs a
// face-up card.
bool BareType(const std::string& requirement) {
  std::string r = ToLowerAscii(requirement);
  return r == "card" || r == "cards" || r == "creature" || r == "creatures" || r == "artifact" ||
         r == "artifacts";
}

std::string PartsText(const GameState& s, const std::vector<std::string>& parts) {
  std::vector<std::string> out;
  for (const std::string& p : parts) {
    std::vector<std::string> f = Split(p, ':');
    ObjectId id = s.FindKey(f[1]);
    std::string who = id == engine::kNoObject ? f[1] : Name(s, id);
    if (f[0] == "mana") out.push_back(f[2] + " mana from " + who);
    if (f[0] == "sac") out.push_back("sacrifice " + who);
    if (f[0] == "sac-mana") {
      out.push_back(
          "sacrifice face-down " + who + " for its Mana Stat " +
          std::to_string(s.obj(id).card.stats.count("mana") ? s.obj(id).card.stats.at("mana") : 0));
    }
    if (f[0] == "discard") out.push_back("discard " + who);
  }
  return Join(out, ", ");
}

std::vector<std::string> Sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// The zone a stack item targets, re-checked or first chosen: origin cell and arrows.
struct Origin {
  bool ok = false;
  geo::Cell cell;
  geo::Arrows arrows{};
  std::string who;      // "Lancer" or "Goblin (where it was destroyed)"
  std::string why_not;  // when !ok
};

Origin OriginOf(const GameState& s, ObjectId source, const std::map<std::string, Value>& snap) {
  Origin o;
  if (snap.count("from-row")) {
    // targeting.target-from.1: the position and arrows of another card (as it was).
    o.ok = true;
    o.cell = {ToInt(snap.at("from-row"), 0), ToInt(snap.at("from-col"), 0)};
    Result<geo::Arrows> a = geo::ParseArrows(std::get<std::string>(snap.at("from-arrows")));
    o.arrows = a.ok() ? *a : geo::Arrows{};
    o.who = std::get<std::string>(snap.at("from-name")) + " (as it was at " +
            geo::CellName(o.cell) + ")";
    return o;
  }
  if (!OnField(s, source)) {
    o.why_not = Name(s, source) + " is no longer on the field";
    return o;
  }
  const engine::Object& src = s.obj(source);
  o.ok = true;
  o.cell = {src.position->row, src.position->col};
  o.arrows = src.face_down ? geo::Arrows{} : geo::Rotate(src.card.arrows, src.orientation);
  o.who = Name(s, source);
  return o;
}

// Zones (with a card matching `requirement`) that the origin reaches.
std::vector<std::string> TargetOptions(const GameState& s, const Origin& o,
                                       const std::string& requirement) {
  std::vector<std::string> out;
  const engine::Zone& f = s.zone(FieldZone(s));
  for (const geo::Cell& c : geo::Reach(o.arrows, o.cell, f.rows, f.cols)) {
    ObjectId at = CardAt(s, c);
    if (at != engine::kNoObject && MatchesRequirement(s, at, requirement)) {
      out.push_back(geo::CellName(c));
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

// targeting.choosing.2: cards matching the requirement anywhere on the field, no arrows.
std::vector<std::string> ChooseOptions(const GameState& s, const std::string& requirement) {
  std::vector<std::string> out;
  for (ObjectId id : s.zone(FieldZone(s)).objects) {
    if (OnField(s, id) && MatchesRequirement(s, id, requirement)) out.push_back(Key(s, id));
  }
  return out;
}

std::string Picture(const GameState& s, const Origin& o, ObjectId source,
                    std::optional<geo::Cell> target) {
  std::vector<ObjectId> ids;
  geo::Field field = FieldOf(s, &ids);
  geo::PictureMarks marks;
  for (size_t i = 0; i < ids.size(); ++i) {
    if (ids[i] == source) marks.source = static_cast<int>(i);
  }
  marks.reached = geo::Reach(o.arrows, o.cell, field.rows, field.cols);
  marks.target = target;
  std::string pic = geo::DrawField(field, marks);
  std::string out;
  for (const std::string& line : SplitLines(pic)) out += "\n        " + line;
  return out;
}

// Which arrow rule reaches `to` from the origin: diagonal (arrows.6) or orthogonal (arrows.5).
std::string ArrowRule(const Origin& o, geo::Cell to) {
  bool diagonal = to.row != o.cell.row && to.col != o.cell.col;
  return diagonal ? "targeting.arrows.6" : "targeting.arrows.5";
}

int ChooseInt(Engine& e, const std::string& kind, PlayerId p, std::vector<std::string> options,
              const std::string& rule, const std::string& prompt, int parent) {
  ChoiceRequest req;
  req.kind = kind;
  req.player = p;
  req.options = std::move(options);
  req.rule = rule;
  req.prompt = prompt;
  return std::stoi(e.Choose(req, parent).picks.at(0));
}

void Counter(Engine& e, ObjectId id, const std::string& name, int amount,
             std::vector<std::string> rules, int parent) {
  Event ev;
  ev.kind = "counter";
  ev.object = id;
  ev.amount = amount;
  ev.args["name"] = name;
  ev.rules = std::move(rules);
  ev.parent = parent;
  e.Perform(ev);
}

// "+1 Might" -> counter might +1.
bool ApplyBonus(Engine& e, ObjectId id, const std::string& words, std::vector<std::string> rules,
                int parent) {
  std::vector<std::string> w = Split(CollapseSpaces(ToLowerAscii(words)), ' ');
  if (w.size() != 2 || w[0].size() < 2 || w[0][0] != '+') return false;
  int n = std::atoi(w[0].c_str() + 1);
  if (w[1] != "might" && w[1] != "life") return false;
  Counter(e, id, w[1], n, std::move(rules), parent);
  return true;
}

// Every way to pick `amount` of `cards` (in their order, at most 64 ways), each card written as
// `prefix` + key ("sac:goblin", "discard:card"), appended to `ways`.
void PickCards(const GameState& s, const std::vector<ObjectId>& cards, int amount,
               const std::string& prefix, std::vector<std::vector<std::string>>* ways) {
  std::vector<std::string> cur;
  std::function<void(size_t)> pick = [&](size_t i) {
    if (static_cast<int>(cur.size()) == amount) {
      ways->push_back(cur);
      return;
    }
    if (i == cards.size() || ways->size() >= 64) return;
    cur.push_back(prefix + s.obj(cards[i]).key);
    pick(i + 1);
    cur.pop_back();
    pick(i + 1);
  };
  pick(0);
}

}  // namespace

void GivePriorityToTurnPlayer(GameState& s) {
  // the-stack-and-chains.8: priority starts with the turn's player.
  s.vars["priority"] = s.active;
  s.vars["passes"] = 0;
}

std::vector<std::vector<std::string>> PaymentOptions(const GameState& s, PlayerId controller,
                                                     ObjectId source,
                                                     const geo::ParsedEffect& parsed, int x,
                                                     ObjectId excluded) {
  std::vector<std::vector<std::string>> options = {{}};
  auto mine_on_field = [&](ObjectId id) {
    return id != excluded && s.obj(id).controller == controller &&
           (OnField(s, id) || (IsMonument(s, id) && s.zone(s.obj(id).zone).board));
  };
  std::vector<ObjectId> field_cards;
  for (const engine::Zone& z : s.zones) {
    if (!z.board) continue;
    for (ObjectId id : z.objects) {
      if (mine_on_field(id)) field_cards.push_back(id);
    }
  }
  for (const geo::Cost& cost : parsed.costs) {
    int amount = cost.amount == -1 ? x : cost.amount;
    std::vector<std::vector<std::string>> ways;
    if (cost.kind == geo::CostKind::kMana && !cost.any_card) {
      // costs.mana-cost.1: "consume X mana": mana collected in this card.
      if (amount == 0) {
        ways.push_back({});
      } else if (source != excluded && s.obj(source).Counter("mana") >= amount) {
        ways.push_back({"mana:" + Key(s, source) + ":" + std::to_string(amount)});
      }
    } else if (cost.kind == geo::CostKind::kMana) {
      // costs.mana-cost.1: "consume any X mana": any cards you control, any split; face-down
      // cards with a Mana Stat may be sacrificed for it.
      std::vector<std::string> cur;
      std::function<void(size_t, int)> walk = [&](size_t i, int left) {
        if (ways.size() >= 64) return;
        if (left == 0) {
          ways.push_back(cur);
          return;
        }
        if (i == field_cards.size()) return;
        ObjectId id = field_cards[i];
        const engine::Object& o = s.obj(id);
        if (o.face_down) {
          int stat = o.card.stats.count("mana") ? o.card.stats.at("mana") : 0;
          if (stat > 0 && stat <= left) {
            cur.push_back("sac-mana:" + o.key);
            walk(i + 1, left - stat);
            cur.pop_back();
          }
        } else {
          for (int take = std::min(o.Counter("mana"), left); take >= 1; --take) {
            cur.push_back("mana:" + o.key + ":" + std::to_string(take));
            walk(i + 1, left - take);
            cur.pop_back();
          }
        }
        walk(i + 1, left);
      };
      walk(0, amount);
    } else if (cost.kind == geo::CostKind::kSacrifice) {
      std::vector<ObjectId> eligible;
      for (ObjectId id : field_cards) {
        const engine::Object& o = s.obj(id);
        if (IsMonument(s, id)) continue;
        if (o.face_down && !BareType(cost.requirement)) continue;
        if (!MatchesRequirement(s, id, cost.requirement)) continue;
        eligible.push_back(id);
      }
      PickCards(s, eligible, amount, "sac:", &ways);
    } else if (cost.kind == geo::CostKind::kDiscard) {
      std::vector<ObjectId> hand;
      ZoneId h = s.FindZone("hand", controller);
      for (ObjectId id : s.zone(h).objects) {
        if (id != excluded) hand.push_back(id);
      }
      PickCards(s, hand, amount, "discard:", &ways);
    } else {
      ways.push_back({});  // a cost the module does not model: nothing to pay
    }
    // Combine with the parts so far; a card is used once.
    std::vector<std::vector<std::string>> next;
    for (const auto& a : options) {
      for (const auto& b : ways) {
        std::vector<std::string> merged = a;
        bool clash = false;
        for (const std::string& part : b) {
          std::string card = Split(part, ':')[1];
          for (const std::string& have : merged)
            clash |=
                Split(have, ':')[1] == card && (StartsWith(part, "sac") || StartsWith(have, "sac"));
          merged.push_back(part);
        }
        if (!clash && next.size() < 64) next.push_back(Sorted(merged));
      }
    }
    options.swap(next);
  }
  return options;
}

void PayCosts(Engine& e, PlayerId controller, ObjectId source,
              const std::vector<std::string>& parts, int parent) {
  GameState& s = e.state();
  if (parts.empty()) return;
  // costs.1 + costs.2: declared in full, paid at once, never on the stack.
  int entry = e.Note(parent, {"costs.2", "costs.1"},
                     PlayerName(s, controller) + " declares the payment: " + PartsText(s, parts));
  // costs.2: "When" triggers caused by paying go to the stack together and resolve before the
  // payment is executed.
  std::vector<PendingTrigger> caused;
  for (const std::string& p : parts) {
    std::vector<std::string> f = Split(p, ':');
    if (f[0] != "sac" && f[0] != "sac-mana") continue;
    ObjectId victim = s.FindKey(f[1]);
    std::map<std::string, Value> snap;
    for (auto& t : DestroyTriggers(s, victim, !s.obj(victim).face_down, snap, entry)) {
      caused.push_back(t);
    }
  }
  if (!caused.empty()) {
    int note = e.Note(entry, {"costs.2"},
                      std::to_string(caused.size()) + " trigger" + (caused.size() > 1 ? "s" : "") +
                          " caused by the payment " + (caused.size() > 1 ? "go" : "goes") +
                          " to the stack now and resolves before the payment is executed");
    // Turn player's first (the-stack-and-chains.7); the kernel's order is kept within a player.
    std::stable_sort(caused.begin(), caused.end(),
                     [&](const PendingTrigger& a, const PendingTrigger& b) {
                       return (a.controller == s.active) > (b.controller == s.active);
                     });
    ZoneId stack = StackZoneOf(s);
    size_t depth = s.zone(stack).objects.size();
    for (auto& t : caused) t.parent = note;
    e.module().PutOnStack(e, caused);
    while (s.zone(stack).objects.size() > depth) ResolveTopItem(e);
  }
  for (const std::string& p : parts) {
    std::vector<std::string> f = Split(p, ':');
    ObjectId id = s.FindKey(f[1]);
    Event ev;
    ev.object = id;
    ev.parent = entry;
    ev.player = controller;
    if (f[0] == "mana") {
      ev.kind = "remove-mana";
      ev.amount = std::stoi(f[2]);
      ev.rules = {"costs.mana-cost.1"};
    } else if (f[0] == "sac" || f[0] == "sac-mana") {
      ev.kind = "destroy";
      ev.args["sacrifice"] = true;
      ev.args["no-triggers"] = true;  // the triggers it causes were handled above (costs.2)
      ev.rules = f[0] == "sac" ? std::vector<std::string>{"costs.material-sacrificial-cost.1"}
                               : std::vector<std::string>{"costs.mana-cost.1"};
    } else {
      ev.kind = "discard";
      ev.rules = {"costs.discard.1"};
    }
    e.Perform(ev);
  }
  (void)source;
}

bool Activate(Engine& e, ObjectId source, int ability, PlayerId controller, const Given& given,
              bool refuse, int parent) {
  GameState& s = e.state();
  const auto& printed = s.obj(source).card.abilities;
  if (ability >= 0 && ability < static_cast<int>(printed.size()) &&
      !printed[static_cast<size_t>(ability)].not_modelled.empty()) {
    const Ability& a = printed[static_cast<size_t>(ability)];
    e.Unmodelled(parent, source, a.text, a.not_modelled);
    return false;
  }
  EffectInfo info = EffectOf(e, source, ability);
  const geo::ParsedEffect& p = info.parsed;
  bool is_trigger = p.type == geo::EffectType::kTrigger;
  auto fail = [&](std::vector<std::string> rules, const std::string& why) {
    if (refuse) {
      e.Refuse(parent, rules, why);
    } else {
      e.Note(parent, rules, why);
    }
    return false;
  };
  // 1. Declaration.
  int decl =
      e.Note(parent,
             {"the-stack-and-chains.5",
              is_trigger ? "effect-types.trigger.2" : "effect-types.activation.1"},
             PlayerName(s, controller) + (is_trigger ? " puts " : " activates ") + Name(s, source) +
                 "'s " + geo::EffectTypeName(p.type) + ": \"" + p.text + "\"");
  // X is fixed at activation (targeting.choosing.4).
  int x = -1;
  if (p.has_x) {
    if (given.x) {
      x = *given.x;
    } else {
      std::vector<std::string> xs;
      for (int i = 0; i <= 9; ++i) xs.push_back(std::to_string(i));
      x = ChooseInt(e, "x", controller, xs, "targeting.choosing.4", "choose X", decl);
    }
    e.Note(decl, {"targeting.choosing.4"}, "X is " + std::to_string(x) + ", fixed at activation");
  }
  // Targeting legality is known before anything is paid.
  std::map<std::string, Value> snap = given.snapshot;
  std::optional<geo::Cell> target_cell;
  std::string chosen_key;
  Origin origin;
  std::vector<std::string> target_options;
  const geo::Target* target = p.targets.empty() ? nullptr : &p.targets[0];
  if (target) {
    origin = OriginOf(s, source, snap);
    if (!target->from.empty() && !snap.count("from-row")) {
      e.Fail("internal: \"target ... from " + target->from + "\" without the card to target from");
    }
    if (!origin.ok) return fail({"targeting.2"}, origin.why_not + ": it cannot target");
    target_options = TargetOptions(s, origin, target->requirement);
    if (target_options.empty()) {
      return fail({"targeting.arrows.4", "targeting.2"},
                  origin.who + "'s arrows reach no zone holding a " +
                      (target->requirement.empty() ? "card" : target->requirement) +
                      ": the effect cannot be activated");
    }
  }
  // A target declared by the step is checked before anything is paid (an illegal activation
  // changes nothing).
  std::string given_cell;
  if (target && given.target) {
    given_cell = *given.target;
    ObjectId by_key = s.FindKey(given_cell);
    if (by_key != engine::kNoObject && IsMonument(s, by_key)) {
      return fail({"targeting.4", "targeting.arrows.4"},
                  Name(s, by_key) +
                      " is a monument: monument zones are not part "
                      "of the targeting grid, so arrows never reach it");
    }
    if (by_key != engine::kNoObject && OnField(s, by_key)) given_cell = CellOf(s, by_key);
    if (std::find(target_options.begin(), target_options.end(), given_cell) ==
        target_options.end()) {
      return fail({"targeting.arrows.4", "targeting.2"},
                  given_cell + " is not a zone " + origin.who + " reaches with a " +
                      (target->requirement.empty() ? "card" : target->requirement) +
                      " in it (reachable: " + Join(target_options, ", ") + ")");
    }
  }
  std::vector<std::string> choose_options;
  std::string choose_req;
  if (p.chooses) {
    // "choose a creature": the words after "choose a/an", wherever it stands (choosing.2: the
    // pick is made at the targeting phase even when "choose" is in the resolution).
    std::vector<geo::Clause> all_clauses = p.criteria;
    all_clauses.insert(all_clauses.end(), p.resolution.begin(), p.resolution.end());
    for (const geo::Clause& c : all_clauses) {
      std::string l = ToLowerAscii(c.text);
      if (StartsWith(l, "choose ") && l.find("either") == std::string::npos) {
        std::vector<std::string> w = Split(l, ' ');
        choose_req = w.size() > 2 ? w[2] : (w.size() > 1 ? w[1] : "");
      }
    }
    choose_options = ChooseOptions(s, choose_req);
    if (choose_options.empty()) {
      return fail({"targeting.choosing.2"}, "there is no " + choose_req + " to choose");
    }
    if (given.target && std::find(choose_options.begin(), choose_options.end(), *given.target) ==
                            choose_options.end()) {
      return fail({"targeting.choosing.2"}, *given.target + " is not a " + choose_req +
                                                " on the field (" + Join(choose_options, ", ") +
                                                ")");
    }
  }
  if (given.option && (p.either != geo::ChoiceTime::kActivation || *given.option < 1 ||
                       *given.option > static_cast<int>(p.options.size()))) {
    return fail({"targeting.choosing.3"},
                p.either == geo::ChoiceTime::kActivation
                    ? "option " + std::to_string(*given.option) + " does not exist"
                    : std::string("this effect's \"either\" is not chosen at activation (it "
                                  "stands in the resolution instructions)"));
  }
  // 2. Costs (costs.2: an activation cost that cannot be paid means no activation).
  ObjectId excluded = engine::kNoObject;
  std::vector<std::vector<std::string>> ways =
      PaymentOptions(s, controller, source, p, x, excluded);
  if (ways.empty()) {
    return fail({"costs.2"}, "the cost cannot be paid (" +
                                 Join(
                                     [&] {
                                       std::vector<std::string> c;
                                       for (const auto& k : p.costs) c.push_back(k.clause.text);
                                       return c;
                                     }(),
                                     "; ") +
                                 "), so " + Name(s, source) + "'s effect cannot be activated");
  }
  std::vector<std::string> payment;
  if (given.pay) {
    payment = Sorted(*given.pay);
    if (std::find(ways.begin(), ways.end(), payment) == ways.end()) {
      // costs.material-sacrificial-cost.1: say so when a face-down card is offered for a
      // requirement that names more than the card type.
      for (const std::string& part : payment) {
        std::vector<std::string> f = Split(part, ':');
        ObjectId id = f.size() > 1 ? s.FindKey(f[1]) : engine::kNoObject;
        if (f[0] != "sac" || id == engine::kNoObject || !s.obj(id).face_down) continue;
        for (const geo::Cost& c : p.costs) {
          if (c.kind == geo::CostKind::kSacrifice && !BareType(c.requirement)) {
            return fail({"costs.material-sacrificial-cost.1", "costs.2"},
                        Name(s, id) + " is face-down: \"" + c.requirement +
                            "\" names more than a "
                            "card type, so only a face-up card can be sacrificed for it");
          }
        }
      }
      std::vector<std::string> listed;
      for (const auto& w : ways) listed.push_back(Join(w, " + "));
      return fail({"costs.2"}, "the declared payment [" + Join(payment, ", ") +
                                   "] does not pay the cost; possible: " + Join(listed, " | "));
    }
  } else if (ways.size() == 1) {
    payment = ways[0];
  } else {
    ChoiceRequest req;
    req.kind = "payment";
    req.player = controller;
    for (const auto& w : ways) req.options.push_back(Join(w, " + "));
    req.rule = "costs.2";
    req.prompt = PlayerName(s, controller) + " declares how to pay";
    std::string pick = e.Choose(req, decl).picks.at(0);
    payment = Split(pick, ' ');
    payment.erase(std::remove(payment.begin(), payment.end(), "+"), payment.end());
  }
  PayCosts(e, controller, source, payment, decl);
  // 3. Targeting (or choosing), re-reading the field after the payment.
  if (target) {
    origin = OriginOf(s, source, snap);
    target_options =
        origin.ok ? TargetOptions(s, origin, target->requirement) : std::vector<std::string>{};
    if (target_options.empty()) {
      return fail({"targeting.2"}, "after the payment no valid target remains: the effect fizzles");
    }
    std::string pick;
    if (given.target) {
      pick = given_cell;
      if (std::find(target_options.begin(), target_options.end(), pick) == target_options.end()) {
        e.Note(decl, {"targeting.2"},
               "after the payment zone " + pick +
                   " no longer holds a valid target: the effect "
                   "fizzles (the cost stays paid)");
        return false;
      }
    } else {
      ChoiceRequest req;
      req.kind = "target";
      req.player = controller;
      req.options = target_options;
      req.rule = "targeting.arrows.4";
      req.prompt = PlayerName(s, controller) + " targets a zone " + origin.who + " reaches";
      pick = e.Choose(req, decl).picks.at(0);
    }
    target_cell = ParseCell(pick);
    // targeting.implicit-targeting.1: the target is picked now, during activation.
    std::vector<std::string> rules = {"targeting.1", "targeting.arrows.1",
                                      ArrowRule(origin, *target_cell),
                                      "targeting.implicit-targeting.1"};
    if (!target->in_criteria) rules.push_back("targeting.implicit-targeting.2");
    if (!target->from.empty()) rules.push_back("targeting.target-from.1");
    if (!snap.count("from-row") && s.obj(source).orientation != 0) {
      rules.push_back("targeting.arrows.2");
    }
    if (s.vars.count("inactive:" + pick)) rules.push_back("targeting.3");
    ObjectId tcard = CardAt(s, *target_cell);
    e.Note(
        decl, rules,
        "targets zone " + pick + " (" + Name(s, tcard) + "), reached by " + origin.who +
            "'s arrows" +
            Picture(s, origin, snap.count("from-row") ? engine::kNoObject : source, target_cell));
  }
  if (p.chooses) {
    std::string pick;
    choose_options = ChooseOptions(s, choose_req);
    if (given.target) {
      pick = *given.target;
    } else {
      ChoiceRequest req;
      req.kind = "target";
      req.player = controller;
      req.options = choose_options;
      req.rule = "targeting.choosing.2";
      req.prompt = PlayerName(s, controller) + " chooses a " + choose_req;
      pick = e.Choose(req, decl).picks.at(0);
    }
    if (std::find(choose_options.begin(), choose_options.end(), pick) == choose_options.end()) {
      return fail({"targeting.choosing.2"}, pick + " is not a " + choose_req + " on the field (" +
                                                Join(choose_options, ", ") + ")");
    }
    chosen_key = pick;
    e.Note(decl, {"targeting.choosing.2"},
           "chooses " + Name(s, s.FindKey(pick)) +
               " without arrows (\"choose\" ignores arrows), "
               "during activation");
  }
  // targeting.choosing.3: "either" in the activation criteria is chosen now.
  int option = 0;
  if (p.either == geo::ChoiceTime::kActivation) {
    std::vector<std::string> opts;
    for (size_t i = 0; i < p.options.size(); ++i) opts.push_back(std::to_string(i + 1));
    option = given.option ? *given.option
                          : ChooseInt(e, "option", controller, opts, "targeting.choosing.3",
                                      "choose an option", decl);
    e.Note(decl, {"targeting.choosing.3"},
           "option (" + std::to_string(option) + ") " + p.options.at(option - 1) +
               " chosen at activation: \"either\" stands in the activation criteria");
  }
  // 4. Onto the stack.
  ZoneId stack = StackZoneOf(s);
  engine::Object item;
  int serial = static_cast<int>(++s.vars["stack-serial"]);
  item.key =
      Key(s, source) + ".effect" + std::to_string(ability + 1) + "#" + std::to_string(serial);
  item.card.name = Name(s, source) + "'s effect";
  item.card.type = "Effect";
  item.owner = item.controller = controller;
  item.stack.source = source;
  item.stack.ability = ability;
  item.stack.choices = snap;
  if (target_cell) item.stack.choices["target"] = geo::CellName(*target_cell);
  if (!chosen_key.empty()) item.stack.choices["chosen"] = chosen_key;
  if (option) item.stack.choices["option"] = static_cast<int64_t>(option);
  if (x >= 0) item.stack.choices["x"] = static_cast<int64_t>(x);
  item.stack.trace_parent = decl;
  bool was_empty = s.zone(stack).objects.empty();
  s.AddObject(item, stack, /*at_bottom=*/false);
  std::vector<std::string> rules = {"the-stack-and-chains.5"};
  if (!was_empty) rules.push_back("the-stack-and-chains.3");
  e.Note(decl, rules,
         Name(s, source) + "'s effect goes on the stack" +
             (was_empty ? ""
                        : " on top of " + std::to_string(s.zone(stack).objects.size() - 1) +
                              " waiting item" + (s.zone(stack).objects.size() > 2 ? "s" : "")),
         {{item.key, "zone", "", "stack"}});
  if (p.type == geo::EffectType::kActivation || p.type == geo::EffectType::kTrigger) {
    if (p.modifiers.once_per_turn) {
      s.vars["used:" + Key(s, source) + ":" + std::to_string(ability) + ":" +
             std::to_string(s.turn)] = 1;
    }
  }
  if (p.type == geo::EffectType::kTrigger) {
    GivePriorityToTurnPlayer(s);  // the-stack-and-chains.8: after triggers, turn player first
  } else {
    // The stack "works exactly like MTG's" (the-stack-and-chains.2): the player who put an
    // activation on the stack keeps priority (MTG 117.3c). The page's "starting with the turn's
    // player" (the-stack-and-chains.8) is about who adds activations first after triggers.
    s.vars["priority"] = controller;
    s.vars["passes"] = 0;
    e.Note(decl, {"the-stack-and-chains.2", "the-stack-and-chains.8"},
           PlayerName(s, controller) +
               " keeps priority after putting the effect on the stack (the "
               "stack works like MTG's, where the activating player "
               "receives priority afterward: MTG 117.3c)");
  }
  return true;
}

void ResolveTopItem(Engine& e) {
  GameState& s = e.state();
  ZoneId stack = StackZoneOf(s);
  if (s.zone(stack).objects.empty()) return;
  ObjectId item = s.zone(stack).objects.front();
  const engine::Object& it = s.obj(item);
  ObjectId source = it.stack.source;
  int ability = it.stack.ability;
  std::map<std::string, Value> ch = it.stack.choices;
  PlayerId controller = it.controller;
  engine::TraceEntry head;
  head.kind = engine::TraceEntry::Kind::kResolve;
  head.parent = e.current_step_entry();
  head.rules = {"the-stack-and-chains.6"};
  head.text = Name(s, source) + "'s effect resolves (last in, first out; nothing interrupts it)";
  int entry = e.Note(head);
  auto done = [&] {
    ZoneId vz = s.FindZone("resolved");
    s.MoveObject(item, vz);
    GivePriorityToTurnPlayer(s);
  };
  EffectInfo info = EffectOf(e, source, ability);
  const geo::ParsedEffect& p = info.parsed;
  // targeting.2: the target zone must still be connected and still hold a valid card.
  ObjectId target = engine::kNoObject;
  if (ch.count("target")) {
    std::string cell = std::get<std::string>(ch.at("target"));
    Origin origin = OriginOf(s, source, ch);
    std::string req = p.targets.empty() ? "" : p.targets[0].requirement;
    if (!origin.ok) {
      e.Note(
          entry, {"targeting.2"},
          "fizzles: " + origin.why_not + ", so zone " + cell + " cannot be reached at resolution");
      return done();
    }
    std::vector<std::string> now = TargetOptions(s, origin, req);
    geo::Cell c = *ParseCell(cell);
    const engine::Zone& f = s.zone(FieldZone(s));
    bool reached = geo::Reaches(origin.arrows, origin.cell, c, f.rows, f.cols);
    if (!reached) {
      e.Note(entry, {"targeting.2"},
             "fizzles: zone " + cell + " is no longer connected from " + origin.who +
                 " (it moved, rotated or its arrows changed)" +
                 Picture(s, origin, ch.count("from-row") ? engine::kNoObject : source, c));
      return done();
    }
    target = CardAt(s, c);
    if (target == engine::kNoObject || std::find(now.begin(), now.end(), cell) == now.end()) {
      e.Note(entry, {"targeting.2"},
             "fizzles: zone " + cell + " no longer holds a " + (req.empty() ? "card" : req) +
                 (target == engine::kNoObject ? " (it is empty)"
                                              : " (it holds " + Name(s, target) + ")"));
      return done();
    }
    e.Note(entry, {"targeting.2"},
           "zone " + cell + " is still connected and holds " + Name(s, target) +
               ": the target is valid at resolution too");
  }
  if (ch.count("chosen")) {
    target = s.FindKey(std::get<std::string>(ch.at("chosen")));
    if (!OnField(s, target)) {
      e.Note(entry, {"targeting.choosing.2"}, "fizzles: " + Name(s, target) + " left the field");
      return done();
    }
  }
  int option = ch.count("option") ? ToInt(ch.at("option"), 0) : 0;
  if (p.either == geo::ChoiceTime::kResolution) {
    std::vector<std::string> opts;
    for (size_t i = 0; i < p.options.size(); ++i) opts.push_back(std::to_string(i + 1));
    option = ChooseInt(e, "option", controller, opts, "effect-text.9",
                       PlayerName(s, controller) + " chooses an option at resolution", entry);
    e.Note(entry, {"effect-text.9", "targeting.choosing.3"},
           "option (" + std::to_string(option) + ") " + p.options.at(option - 1) +
               " chosen at resolution: \"either\" stands in the resolution instructions");
  }
  int x = ch.count("x") ? ToInt(ch.at("x"), 0) : 0;
  std::vector<std::string> why = {"effect-text.2"};
  for (const geo::Clause& c : p.resolution) {
    std::string l = ToLowerAscii(c.text);
    std::vector<std::string> w = Split(l, ' ');
    if (l == "destroy target" || l == "destroy it") {
      Event ev;
      ev.kind = "destroy";
      ev.object = target;
      ev.parent = entry;
      ev.rules = why;
      e.Perform(ev);
    } else if (StartsWith(l, "deal ") && w.size() >= 3 && w[2] == "damage") {
      int n = w[1] == "x" ? x : std::atoi(w[1].c_str());
      Counter(e, target, "damage", n, why, entry);
    } else if (StartsWith(l, "[this] gets either") || l == "[this] gets the chosen bonus") {
      ApplyBonus(e, source, p.options.at(option - 1), why, entry);
    } else if (StartsWith(l, "[this] gets ")) {
      if (!ApplyBonus(e, source, c.text.substr(12), why, entry)) {
        e.Unmodelled(entry, source, c.text, "an instruction this module does not execute");
      }
    } else if (StartsWith(l, "all connected face-up cards get ")) {
      // targeting.connected.2: found now, at resolution, without targeting.
      std::vector<ObjectId> ids;
      geo::Field field = FieldOf(s, &ids);
      int me = -1;
      for (size_t i = 0; i < ids.size(); ++i) {
        if (ids[i] == source) me = static_cast<int>(i);
      }
      std::vector<std::string> names;
      std::vector<ObjectId> hit;
      if (me >= 0) {
        for (int j : geo::ConnectedFrom(field, me)) {
          if (!field.cards[j].face_down) {
            hit.push_back(ids[j]);
            names.push_back(Name(s, ids[j]));
          }
        }
      }
      int n2 = e.Note(entry, {"targeting.connected.2", "targeting.connected.1"},
                      "the connected face-up cards, found at resolution: " +
                          (names.empty() ? std::string("none") : Join(names, ", ")));
      for (ObjectId h : hit) ApplyBonus(e, h, c.text.substr(32), why, n2);
    } else if (StartsWith(l, "rotate target ")) {
      Event ev;
      ev.kind = "rotate";
      ev.object = target;
      ev.amount = 1;
      ev.parent = entry;
      ev.rules = why;
      e.Perform(ev);
    } else if (l == "draw a card") {
      Event ev;
      ev.kind = "draw";
      ev.player = controller;
      ev.parent = entry;
      ev.rules = why;
      e.Perform(ev);
    } else if (l == "[transform]") {
      Event ev;
      ev.kind = "transform";
      ev.object = source;
      ev.parent = entry;
      ev.rules = why;
      e.Perform(ev);
    } else {
      // Named, never skipped: the run goes on and ends incomplete.
      e.Unmodelled(entry, source, c.text, "an instruction this module does not execute");
    }
  }
  done();
}

}  // namespace arbiter::games::dimrift
