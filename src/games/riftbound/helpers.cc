// Argument access, names, zones, costs and the Might watch shared by the module's files.
#include <algorithm>
#include <regex>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/target_phrase.h"
#include "games/riftbound/trigger_events.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {

using engine::Value;

std::string ArgStr(const Action& a, const std::string& name, const std::string& dflt) {
  auto it = a.args.find(name);
  if (it == a.args.end()) return dflt;
  if (auto* s = std::get_if<std::string>(&it->second)) return *s;
  return engine::ValueToString(it->second);
}

int ArgInt(const Action& a, const std::string& name, int dflt) {
  auto it = a.args.find(name);
  if (it == a.args.end()) return dflt;
  if (auto* i = std::get_if<int64_t>(&it->second)) return static_cast<int>(*i);
  return dflt;
}

bool ArgBool(const Action& a, const std::string& name, bool dflt) {
  auto it = a.args.find(name);
  if (it == a.args.end()) return dflt;
  if (auto* b = std::get_if<bool>(&it->second)) return *b;
  return dflt;
}

bool HasArg(const Action& a, const std::string& name) { return a.args.count(name) > 0; }

namespace {

void Substitute(Engine& e, const std::string& word, const Ctx& ctx, std::vector<ObjectId>* out) {
  const GameState& s = e.state();
  if (word == "$self") {
    out->push_back(ctx.source);
  } else if (word == "$targets") {
    out->insert(out->end(), ctx.targets.begin(), ctx.targets.end());
  } else if (StartsWith(word, "$target")) {
    size_t n = word == "$target" ? 0 : static_cast<size_t>(std::atoi(word.c_str() + 7) - 1);
    if (n < ctx.targets.size()) out->push_back(ctx.targets[n]);
  } else {
    ObjectId id = s.FindKey(word);
    if (id == engine::kNoObject) e.Fail("no object '" + word + "' in this game");
    out->push_back(id);
  }
}

}  // namespace

std::vector<ObjectId> ArgObjects(Engine& e, const Action& a, const std::string& name,
                                 const Ctx& ctx) {
  std::vector<ObjectId> out;
  auto it = a.args.find(name);
  if (it == a.args.end()) return out;
  if (auto* s = std::get_if<std::string>(&it->second)) {
    Substitute(e, *s, ctx, &out);
  } else if (auto* l = std::get_if<std::vector<std::string>>(&it->second)) {
    for (const auto& w : *l) Substitute(e, w, ctx, &out);
  }
  return out;
}

ObjectId ArgObject(Engine& e, const Action& a, const std::string& name, const Ctx& ctx) {
  auto v = ArgObjects(e, a, name, ctx);
  return v.empty() ? engine::kNoObject : v[0];
}

PlayerId ArgPlayer(Engine& e, const Action& a, const std::string& name, PlayerId dflt) {
  if (!HasArg(a, name)) return dflt;
  PlayerId p = e.state().FindPlayer(ArgStr(a, name));
  if (p == engine::kNoPlayer) e.Fail("no player '" + ArgStr(a, name) + "'");
  return p;
}

ZoneId ArgZone(Engine& e, const Action& a, const std::string& name, PlayerId owner) {
  std::string z = ArgStr(a, name);
  const GameState& s = e.state();
  ZoneId id = s.FindZone(z, engine::kNoPlayer);
  if (id == engine::kNoZone) id = s.FindZone(z, owner);
  if (id == engine::kNoZone) e.Fail("no zone '" + z + "'");
  return id;
}

std::string Key(const GameState& s, ObjectId id) {
  return id == engine::kNoObject ? "" : s.obj(id).key;
}
std::string Name(const GameState& s, ObjectId id) { return s.ObjectName(id); }
std::string PlayerName(const GameState& s, PlayerId p) {
  return p >= 0 && p < static_cast<int>(s.players.size()) ? s.players[static_cast<size_t>(p)].name
                                                          : "nobody";
}
std::string ZoneLabel(const GameState& s, ZoneId z) {
  const auto& zone = s.zone(z);
  if (zone.owner == engine::kNoPlayer) return zone.name;
  return PlayerName(s, zone.owner) + "'s " + zone.name;
}
ZoneId Base(const GameState& s, PlayerId p) { return s.FindZone("base", p); }
ZoneId Trash(const GameState& s, PlayerId p) { return s.FindZone("trash", p); }
ZoneId Hand(const GameState& s, PlayerId p) { return s.FindZone("hand", p); }
ZoneId Deck(const GameState& s, PlayerId p) { return s.FindZone("deck", p); }
ZoneId Chain(const GameState& s) { return s.FindZone("chain"); }
ZoneId Limbo(const GameState& s) { return s.FindZone("limbo"); }
bool IsBattlefield(const GameState& s, ZoneId z) {
  return StartsWith(s.zone(z).name, "battlefield");
}
bool ShowdownOpen(const GameState& s) {
  auto it = s.vars.find("showdown");
  return it != s.vars.end() && it->second != 0;
}
bool ChainOpen(const GameState& s) { return !s.zone(Chain(s)).objects.empty(); }
PlayerId Opponent(const GameState& s, PlayerId p) {
  return s.players.size() < 2 ? engine::kNoPlayer : (p + 1) % static_cast<int>(s.players.size());
}

Cost ParseCost(const std::string& text) {
  Cost c;
  c.text = text;
  static const std::regex kSym(R"(\[([A-Z0-9]+)\])");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), kSym); it != std::sregex_iterator();
       ++it) {
    std::string sym = (*it)[1].str();
    if (std::isdigit(static_cast<unsigned char>(sym[0]))) {
      c.energy += std::stoi(sym);
    } else if (sym == "A") {
      ++c.any_power;
    } else {
      ++c.domain_power;
    }
  }
  return c;
}

std::string CostText(const Cost& c) {
  std::string out;
  if (c.energy) out += "[" + std::to_string(c.energy) + "]";
  for (int i = 0; i < c.domain_power; ++i) out += "[C]";
  for (int i = 0; i < c.any_power; ++i) out += "[A]";
  return out.empty() ? "[0]" : out;
}

bool PayCost(Engine& e, PlayerId p, const Cost& c, const std::vector<std::string>& domains,
             int parent, const std::string& what, const std::vector<std::string>& rules,
             std::string* why) {
  GameState& s = e.state();
  auto& res = s.players[static_cast<size_t>(p)].resources;
  if (!res.count("energy") && !res.count("power")) {
    // Resources not tracked in this scenario: the cost is assumed paid.
    e.Note(parent, rules,
           PlayerName(s, p) + " pays " + CostText(c) + " for " + what +
               " (resources not tracked in this scenario)");
    return true;
  }
  int energy = res["energy"];
  int power = res["power"];
  int need_power = c.domain_power + c.any_power;
  if (energy < c.energy || power < need_power) {
    *why = PlayerName(s, p) + " cannot pay " + CostText(c) + " for " + what + ": has " +
           std::to_string(energy) + " Energy and " + std::to_string(power) + " Power";
    return false;
  }
  res["energy"] = energy - c.energy;
  res["power"] = power - need_power;
  e.Note(parent, rules, PlayerName(s, p) + " pays " + CostText(c) + " for " + what,
         {{PlayerName(s, p), "energy", std::to_string(energy), std::to_string(res["energy"])},
          {PlayerName(s, p), "power", std::to_string(power), std::to_string(res["power"])}});
  (void)domains;
  return true;
}

MightWatch WatchMight(const GameState& s, const std::vector<ObjectId>& ids) {
  MightWatch w;
  for (ObjectId id : ids) {
    if (id == engine::kNoObject || !IsUnit(s, id)) continue;
    bool seen = false;
    for (auto& [x, m] : w.before) seen = seen || x == id;
    if (seen) continue;
    engine::Derivation d = Might(s, id);
    w.before.emplace_back(id, d.value);
    std::vector<std::string> t;
    for (const auto& term : d.terms) t.push_back(term.label + "|" + term.rule);
    w.terms.push_back(t);
    std::vector<std::string> k;
    for (const auto& kw : Keywords(s, id)) {
      if (kw.active) k.push_back(kw.name + " " + std::to_string(kw.value) + "|" + kw.rule);
    }
    w.keywords.push_back(k);
  }
  return w;
}

MightWatch WatchAllMight(const GameState& s) {
  std::vector<ObjectId> ids;
  for (const auto& o : s.objects) {
    if (o.card.type == "Unit" && s.zone(o.zone).board) ids.push_back(o.id);
  }
  return WatchMight(s, ids);
}

void ReportMight(Engine& e, const MightWatch& w, int parent) {
  const GameState& s = e.state();
  for (size_t wi = 0; wi < w.before.size(); ++wi) {
    auto [id, before] = w.before[wi];
    if (!s.OnBoard(id)) continue;
    // Keywords gained or lost (granted, appended Effect Text, conditional grants re-applied).
    {
      std::vector<std::string> now;
      for (const auto& kw : Keywords(s, id)) {
        if (kw.active) now.push_back(kw.name + " " + std::to_string(kw.value) + "|" + kw.rule);
      }
      std::vector<std::string> gained, lost, rules;
      auto name = [](const std::string& x) {
        std::string n = x.substr(0, x.find('|'));
        if (n.size() > 2 && n.substr(n.size() - 2) == " 1") n = n.substr(0, n.size() - 2);
        return n;
      };
      auto rule = [&](const std::string& x) {
        std::string r = x.substr(x.find('|') + 1);
        if (!r.empty() && std::find(rules.begin(), rules.end(), r) == rules.end())
          rules.push_back(r);
      };
      for (const auto& x : now) {
        if (std::find(w.keywords[wi].begin(), w.keywords[wi].end(), x) == w.keywords[wi].end()) {
          gained.push_back(name(x));
          rule(x);
        }
      }
      for (const auto& x : w.keywords[wi]) {
        if (std::find(now.begin(), now.end(), x) == now.end()) {
          lost.push_back(name(x));
          rule(x);
        }
      }
      if (!gained.empty() || !lost.empty()) {
        if (rules.empty()) rules.push_back("801.3.a");
        std::string text = Name(s, id);
        if (!gained.empty()) text += " gains " + Join(gained, ", ");
        if (!lost.empty())
          text += std::string(gained.empty() ? "" : ";") + " loses " + Join(lost, ", ");
        e.Note(parent, rules, text);
      }
    }
    engine::Derivation d = Might(s, id);
    if (d.value == before) continue;
    // Cite the rules of the terms that appeared or disappeared.
    std::vector<std::string> now;
    for (const auto& term : d.terms) now.push_back(term.label + "|" + term.rule);
    std::vector<std::string> cause;
    auto add_rule = [&](const std::string& lr) {
      std::string r = lr.substr(lr.find('|') + 1);
      if (!r.empty() && std::find(cause.begin(), cause.end(), r) == cause.end()) cause.push_back(r);
    };
    for (const auto& x : now) {
      if (std::find(w.terms[wi].begin(), w.terms[wi].end(), x) == w.terms[wi].end()) add_rule(x);
    }
    for (const auto& x : w.terms[wi]) {
      if (std::find(now.begin(), now.end(), x) == now.end()) add_rule(x);
    }
    std::string why;
    for (size_t i = 1; i < d.terms.size(); ++i) {
      const auto& t = d.terms[i];
      bool signed_label = !t.label.empty() && (t.label[0] == '+' || t.label[0] == '-');
      why +=
          (why.empty() ? "" : ", ") + (signed_label ? t.label
                                                    : std::string(t.amount >= 0 ? "+" : "") +
                                                          std::to_string(t.amount) + " " + t.label);
    }
    std::vector<std::string> rules = cause;
    // Then the rules of the terms that still make up the value, and 710 (current Might).
    for (const auto& x : now) add_rule(x);
    rules = cause;
    for (const auto& r : d.rules) {
      if (r != "710" && std::find(rules.begin(), rules.end(), r) == rules.end()) rules.push_back(r);
    }
    if (std::find(rules.begin(), rules.end(), "710") == rules.end()) rules.push_back("710");
    int entry = e.Note(parent, rules,
                       Name(s, id) + "'s Might " + std::to_string(before) + " -> " +
                           std::to_string(d.value) + (why.empty() ? "" : " (" + why + ")"),
                       {{Key(s, id), "might", std::to_string(before), std::to_string(d.value)}});
    // "When my Might becomes N or more": it went from below N to N or more (710).
    std::vector<std::string> reached;  // each threshold once: it collects all its abilities
    for (const auto& ab : s.obj(id).card.abilities) {
      if (ab.kind != "triggered" || !StartsWith(ab.trigger, "might-ge-")) continue;
      const int n = std::stoi(ab.trigger.substr(9));
      if (before < n && d.value >= n &&
          std::find(reached.begin(), reached.end(), ab.trigger) == reached.end())
        reached.push_back(ab.trigger);
    }
    for (const std::string& t : reached) CollectAbilityTriggers(e, id, t, entry);
    if (before < kMightyThreshold && d.value >= kMightyThreshold) {
      e.Note(entry, {"709", "708"},
             Name(s, id) + " becomes Mighty: Might went from " + std::to_string(before) +
                 " (< 5) to " + std::to_string(d.value),
             {{Key(s, id), "mighty", "false", "true"}});
      CollectAbilityTriggers(e, id, "become-mighty", entry);
      // "When one of your units becomes [Mighty]": what its controller has on the board.
      CollectPlayerTriggers(e, s.obj(id).controller, "friendly-becomes-mighty", entry,
                            TriggerEvent{s.obj(id).zone, id});  // "it": the unit (trigger_events.h)
    } else if (before >= kMightyThreshold && d.value >= kMightyThreshold) {
      e.Note(entry, {"709", "708"},
             Name(s, id) + " does not become Mighty: it already was (Might " +
                 std::to_string(before) + " >= 5)");
    } else if (before >= kMightyThreshold && d.value < kMightyThreshold) {
      e.Note(entry, {"708"},
             Name(s, id) + " is no longer Mighty (Might " + std::to_string(d.value) + " < 5)",
             {{Key(s, id), "mighty", "true", "false"}});
    }
  }
}

bool MeetsRequirement(const GameState& s, ObjectId id, const std::string& requirement,
                      PlayerId controller, std::string* why, ObjectId source) {
  // "...-might-le-N": the requirement before it, and N Might or less ("with 3 [S] or less").
  std::string req = requirement;
  if (const size_t cap = req.find("-might-le-"); cap != std::string::npos) {
    const int most = std::stoi(req.substr(cap + 10));
    req = req.substr(0, cap);
    if (!MeetsRequirement(s, id, req, controller, why, source)) return false;
    if (MightValue(s, id) > most) {
      *why =
          "at " + std::to_string(MightValue(s, id)) + " Might, more than " + std::to_string(most);
      return false;
    }
    return true;
  }
  const auto& o = s.obj(id);
  // "a gear", "a friendly gear", "an enemy gear": requirements that end in "gear".
  const bool gear = req.size() >= 4 && req.compare(req.size() - 4, 4, "gear") == 0;
  if (gear && (o.card.type != "Gear" || !s.zone(o.zone).board)) {
    *why = "not a gear on the board";
    return false;
  }
  // "a unit or gear", "a Mech": either permanent type (133.4.a.2).
  if (EndsWith(req, "permanent")) {
    if ((o.card.type != "Unit" && o.card.type != "Gear") || !s.zone(o.zone).board) {
      *why = "not a unit or gear on the board";
      return false;
    }
  } else if (!gear && (o.card.type != "Unit" || !s.zone(o.zone).board)) {
    *why = "not a unit on the board";
    return false;
  }
  const bool friendly = req.find("friendly") != std::string::npos;
  const bool enemy = req.find("enemy") != std::string::npos;
  if (friendly && o.controller != controller) {
    *why = gear ? "not a friendly gear" : "not a friendly unit";
    return false;
  }
  if (enemy && o.controller == controller) {
    *why = gear ? "not an enemy gear" : "not an enemy unit";
    return false;
  }
  if (req.find("at-battlefield") != std::string::npos && !IsBattlefield(s, o.zone)) {
    *why = "not at a battlefield";
    return false;
  }
  if (req.find("in-base") != std::string::npos && s.zone(o.zone).name != "base") {
    *why = "not in a base";
    return false;
  }
  if (req.find("in-combat") != std::string::npos && !o.Has("attacker") && !o.Has("defender")) {
    *why = "not in combat";
    return false;
  }
  if (req.find("exhausted") != std::string::npos && !o.Has("exhausted")) {
    *why = "not exhausted";
    return false;
  }
  return MeetsStateWords(s, id, req, controller, why,
                         source);  // stunned, buffed, ..., tags (target_phrase.cc)
}

void CollectAbilityTriggers(Engine& e, ObjectId id, const std::string& trigger, int parent,
                            const TriggerEvent& ev) {
  const GameState& s = e.state();
  const auto& o = s.obj(id);
  std::vector<engine::PendingTrigger> out;
  bool attached = o.attached_to != engine::kNoObject;
  for (size_t i = 0; i < o.card.abilities.size(); ++i) {
    const auto& ab = o.card.abilities[i];
    if (ab.kind != "triggered" || ab.trigger != trigger) continue;
    if (attached && ab.text_box == "rules") {
      bool exempt = trigger == "attach" || trigger == "detach";
      if (!exempt) {
        e.Note(parent, {"721.2", "718.2"}, Name(s, id) + "'s \"" + ab.text + "\" does not trigger",
               {},
               {{Name(s, id) + "'s " + trigger + " ability",
                 {"721.2", "718.2"},
                 "its Rules Text is Inactive while Attached"}});
        continue;
      }
      e.Note(parent, {trigger == "attach" ? "725.1" : "725.2"},
             Name(s, id) + "'s \"" + ab.text + "\" exists as it " +
                 (trigger == "attach" ? "attaches" : "detaches") + " and triggers");
    }
    if (!TriggerConditionMet(e, ab, id, o.controller, ev, parent)) continue;  // 383.2.a.1
    engine::PendingTrigger t;
    t.source = id;
    t.controller = o.controller;
    t.ability = static_cast<int>(i);
    t.label = ab.text.empty() ? trigger : ab.text;
    t.rules = {"382"};
    t.program = ab.effect;
    t.parent = parent;
    // "ready it": the unit the event is about, handed to the ability (module.cc PutOnStack)
    if (ab.target == kEventObject && ev.about != engine::kNoObject)
      t.snapshot["event_object"] = Key(s, ev.about);
    out.push_back(std::move(t));
  }
  // Effect Text abilities of attached cards are appended to this card (718.3) and trigger as its
  // own.
  for (ObjectId a : o.attachments) {
    const auto& ac = s.obj(a).card;
    for (size_t i = 0; i < ac.abilities.size(); ++i) {
      const auto& ab = ac.abilities[i];
      if (ab.kind != "triggered" || ab.trigger != trigger || ab.text_box != "effect") continue;
      if (!TriggerConditionMet(e, ab, id, o.controller, ev, parent)) continue;  // 383.2.a.1
      engine::PendingTrigger t;
      t.source = id;
      t.controller = o.controller;
      t.label = ab.text.empty() ? trigger : ab.text;
      t.rules = {"718.3"};
      t.program = ab.effect;
      t.parent = parent;
      // Where its cost is written, for FinalizeTriggerCost (verbs_cards.cc).
      t.snapshot["ability_card"] = Key(s, a);
      t.snapshot["ability_index"] = static_cast<int64_t>(i);
      out.push_back(std::move(t));
    }
  }
  e.AddPending(std::move(out));
}

}  // namespace arbiter::games::riftbound
