// Relations between the targets of one spell: compiled from the card's sentence, checked as the
// targets are chosen (355.9.b, 355.11.a) and as the spell resolves (355.11.b, 359.3.e.2).
#include "games/riftbound/target_relations.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <regex>

#include "engine/unmodelled.h"
#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/target_phrase.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

const std::vector<std::string>& KnownRelations() {
  static const std::vector<std::string> kKnown = {
      "same-battlefield", "same-location", "at-first-location", "distinct", "might-lt-first"};
  return kKnown;
}

bool IsGroupRelation(const std::string& relation) {
  return relation == "same-battlefield" || relation == "same-location";
}

// How many targets a requirement word names: "a+b" two, "unit*3" three, "unit*<=3" up to three;
// 1 for one requirement.
int TargetCount(const std::string& targets) {
  if (targets.find('+') != std::string::npos)
    return static_cast<int>(std::count(targets.begin(), targets.end(), '+')) + 1;
  const size_t star = targets.find('*');
  if (star == std::string::npos) return targets.empty() ? 0 : 1;
  const std::string n = targets.substr(star + (targets.compare(star, 3, "*<=") == 0 ? 3 : 1));
  if (n.empty() || !std::all_of(n.begin(), n.end(), [](char c) { return std::isdigit(c); }))
    return 0;
  return std::stoi(n);
}

// A requirement for one unit on the board the relations can compare ("enemy-unit",
// "friendly-unit-at-battlefield"): not a battlefield, a spell, a card in a trash or a player.
bool OneUnitRequirement(const std::string& r) {
  if (r.empty() || r.find_first_of("*+@") != std::string::npos) return false;
  if (StartsWith(r, "trash-") || StartsWith(r, "other-") || StartsWith(r, "spell")) return false;
  if (r.find("-here") != std::string::npos) return false;  // relative to an ability's source
  return EndsWith(r, "unit") || r.find("unit-") != std::string::npos;
}

std::vector<std::string> TargetWords(int n) {
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.push_back(i == 0 ? "$target" : "$target" + std::to_string(i + 1));
  return out;
}

engine::Action Check(const std::string& relation, int n) {
  engine::Action a;
  a.verb = "targets_related";
  a.args["relation"] = relation;
  a.args["objects"] = TargetWords(n);
  return a;
}

// The object words of PART other than $target: false when it names any ($ref, $target2, ...).
bool OnlyFirstTarget(const std::vector<engine::Action>& part) {
  for (const engine::Action& a : part) {
    for (const auto& [name, value] : a.args) {
      auto bad = [](const std::string& w) { return StartsWith(w, "$") && w != "$target"; };
      if (auto* w = std::get_if<std::string>(&value); w != nullptr && bad(*w)) return false;
      if (auto* l = std::get_if<std::vector<std::string>>(&value)) {
        if (std::any_of(l->begin(), l->end(), bad)) return false;
      }
    }
  }
  return true;
}

void RenameTarget(std::vector<engine::Action>* part, const std::string& to) {
  for (engine::Action& a : *part) {
    for (auto& [name, value] : a.args) {
      if (auto* w = std::get_if<std::string>(&value); w != nullptr && *w == "$target") *w = to;
      if (auto* l = std::get_if<std::vector<std::string>>(&value)) {
        for (std::string& w : *l)
          if (w == "$target") w = to;
      }
    }
  }
}

std::string RelationWords(const std::string& relation) {
  if (relation == "same-battlefield") return "at the same battlefield";
  if (relation == "same-location") return "at the same location";
  if (relation == "at-first-location") return "at the first target's location";
  if (relation == "might-lt-first") return "with less Might than the first target";
  return "different objects";
}

void RunTargetsRelated(Engine& e, const Action& a, const Ctx& ctx) {
  const GameState& s = e.state();
  const std::string relation = ArgStr(a, "relation");
  const std::vector<ObjectId> chosen = ArgObjects(e, a, "objects", ctx);
  std::vector<ObjectId> on_board;
  for (ObjectId id : chosen)
    if (s.OnBoard(id)) on_board.push_back(id);
  std::string why;
  // "at its location": the first target is the referent; off the board it has no location
  // (359.3.f.2.a), and what that leaves undone is not modelled.
  const bool first_gone = relation == "at-first-location" && !chosen.empty() &&
                          !s.OnBoard(chosen[0]) && chosen.size() > 1;
  const bool lost = !IsGroupRelation(relation) && on_board.size() != chosen.size();
  if (first_gone || lost || !TargetsMeetRelation(s, on_board, relation, &why)) {
    if (why.empty()) why = "a target is no longer on the board";
    e.Unmodelled(ctx.parent, ctx.source, "targets " + RelationWords(relation),
                 "the targets no longer meet the restriction as the spell resolves (" + why +
                     "): which of them it still affects is not modelled (355.11.b, 359.3.e.2)");
    return;
  }
  if (on_board.size() < 2) return;
  std::vector<std::string> names;
  for (ObjectId id : on_board) names.push_back(Name(s, id));
  e.Note(ctx.parent,
         IsGroupRelation(relation) ? std::vector<std::string>{"355.11.b"}
                                   : std::vector<std::string>{"359.3.e.2"},
         Join(names, ", ") + " still meet the targeting restriction (" + RelationWords(relation) +
             ") as the spell resolves");
}

// "Swap the Might of two units": the lower gets +difference this turn, the higher -difference
// (433.1.a, 433.1.b); equal Mights, nothing (433.1.c).
void RunSwapMight(Engine& e, const Action& a, const Ctx& ctx) {
  const GameState& s = e.state();
  std::vector<ObjectId> units;
  for (ObjectId id : ArgObjects(e, a, "objects", ctx))
    if (s.OnBoard(id) && s.obj(id).card.type == "Unit") units.push_back(id);
  if (units.size() != 2) {
    e.Note(ctx.parent, {"359.3.e.6"},
           "the swap needs both units on the board: the instruction can't be followed");
    return;
  }
  const int m0 = MightValue(s, units[0]), m1 = MightValue(s, units[1]);
  if (m0 == m1) {
    e.Note(ctx.parent, {"433.1.c"},
           Name(s, units[0]) + " and " + Name(s, units[1]) + " both have " + std::to_string(m0) +
               " Might: swapping has no effect");
    return;
  }
  const ObjectId lo = m0 < m1 ? units[0] : units[1], hi = m0 < m1 ? units[1] : units[0];
  const int diff = std::abs(m0 - m1);
  Ctx c = ctx;
  c.parent = e.Note(ctx.parent, {"433.1", "433.1.a", "433.1.b"},
                    "swap the Might of " + Name(s, units[0]) + " (" + std::to_string(m0) +
                        ") and " + Name(s, units[1]) + " (" + std::to_string(m1) +
                        "): the difference, " + std::to_string(diff) + ", is added to " +
                        Name(s, lo) + " and taken from " + Name(s, hi) + " this turn");
  Action up;
  up.verb = "give";
  up.args["object"] = Key(s, lo);
  up.args["might"] = static_cast<int64_t>(diff);
  Action down = up;
  down.args["object"] = Key(s, hi);
  down.args["might"] = static_cast<int64_t>(-diff);
  Exec(e, up, c);
  Exec(e, down, c);
}

// "Move a friendly unit to that enemy unit's battlefield": OBJECT moves (an effect's move, 420.1)
// to the battlefield where OF is as the instruction is executed (359.3.f.2); when OF is no longer
// at a battlefield, the referent is null and the move is ignored (359.3.f.2.a).
void RunMoveToLocationOf(Engine& e, const Action& a, const Ctx& ctx) {
  const GameState& s = e.state();
  const ObjectId of = ArgObject(e, a, "of", ctx);
  if (of == engine::kNoObject || !s.OnBoard(of) || !IsBattlefield(s, s.obj(of).zone)) {
    e.Note(ctx.parent, {"359.3.f.2.a"},
           (of == engine::kNoObject ? std::string("the unit it refers to") : Name(s, of)) +
               " is not at a battlefield: the move to its battlefield is ignored");
    return;
  }
  const ObjectId id = ArgObject(e, a, "object", ctx);
  if (id == engine::kNoObject) return;
  Ctx c = ctx;
  c.destination = s.obj(of).zone;
  c.parent = e.Note(ctx.parent, {"359.3.f.2"},
                    "the destination is " + Name(s, of) +
                        "'s battlefield as this executes: " + ZoneLabel(s, c.destination));
  Action move;
  move.verb = "move_to";
  move.args["object"] = Key(s, id);
  move.args["to"] = std::string("$destination");
  Exec(e, move, c);
}

}  // namespace

bool CompileTargetRelationSentence(const std::string& sentence, std::vector<engine::Action>* out,
                                   std::string* targets, SentenceCompiler compile) {
  // "Move a friendly unit to that enemy unit's battlefield": the destination is the other
  // object's battlefield as it executes (359.3.f.2).
  static const std::regex kMoveThere(R"(^Move (an? [a-z ]+) to that ([a-z ]+)'s battlefield$)");
  if (std::smatch m; std::regex_match(sentence, m, kMoveThere)) {
    const std::string r = OneTargetRequirement(m[1].str());
    if (!OneUnitRequirement(r) || !EndsWith(m[2].str(), "unit")) return false;
    engine::Action move;
    move.verb = "move_to_location_of";
    move.args["object"] = std::string("$target");
    move.args["of"] = std::string("$ref");
    out->push_back(move);
    *targets = r;
    return true;
  }
  // "Kill an enemy unit with less Might than it": "it" is the target named before (Public
  // Execution: "Choose a friendly unit."), a restriction relative to it (355.9.b).
  static const std::string kLessThanIt = " with less Might than it";
  if (EndsWith(sentence, kLessThanIt)) {
    std::vector<engine::Action> part;
    std::string t;
    if (!compile(sentence.substr(0, sentence.size() - kLessThanIt.size()), &part, &t) ||
        !OneUnitRequirement(t) || !OnlyFirstTarget(part))
      return false;
    engine::Action check = Check("might-lt-first", 2);
    check.args["objects"] = std::vector<std::string>{"$ref", "$target"};  // numbered later
    out->push_back(check);
    out->insert(out->end(), part.begin(), part.end());
    *targets = t + "@might-lt-first";
    return true;
  }
  // "Swap the Might of two units at the same battlefield this turn." (433.1)
  static const std::regex kSwap(
      R"(^Swap the Might of two units( at the same battlefield)? this turn$)");
  if (std::smatch m; std::regex_match(sentence, m, kSwap)) {
    const std::string relation = m[1].matched ? "same-battlefield" : "distinct";
    if (m[1].matched) out->push_back(Check(relation, 2));
    engine::Action swap;
    swap.verb = "swap_might";
    swap.args["objects"] = TargetWords(2);
    out->push_back(swap);
    *targets = "unit+unit@" + relation;
    return true;
  }
  // "<several targets> at the same battlefield / location": a restriction on the group (355.11).
  static const std::vector<std::pair<std::string, std::string>> kSuffixes = {
      {" at the same battlefield", "same-battlefield"}, {" at the same location", "same-location"}};
  for (const auto& [suffix, relation] : kSuffixes) {
    if (!EndsWith(sentence, suffix)) continue;
    std::vector<engine::Action> part;
    std::string t;
    if (!compile(sentence.substr(0, sentence.size() - suffix.size()), &part, &t)) return false;
    const int n = TargetCount(t);
    if (n < 2 || t.find('@') != std::string::npos) return false;
    // Each target a unit on the board ("unit*<=3", "friendly-unit+enemy-unit", "unit*2").
    std::vector<std::string> each;
    if (t.find('+') != std::string::npos) {
      each = Split(t, '+');
    } else {
      each.assign(1, t.substr(0, t.find('*')));
      if (t.find("*<=") == std::string::npos) {
        each.assign(static_cast<size_t>(n), each[0]);
        t = Join(each, "+");  // "unit+unit": one requirement per target (play.cc)
      }
    }
    for (const std::string& r : each)
      if (!OneUnitRequirement(r)) return false;
    out->push_back(Check(relation, n));
    out->insert(out->end(), part.begin(), part.end());
    *targets = t + "@" + relation;
    return true;
  }
  // "<instruction on one target> and <instruction on another>[ at its location]".
  for (size_t at = sentence.find(" and "); at != std::string::npos;
       at = sentence.find(" and ", at + 1)) {
    const std::string first = sentence.substr(0, at);
    std::string second = sentence.substr(at + 5);
    if (StartsWith(second, "[Stun] ")) second = "stun " + second.substr(7);  // the symbol, 423
    if (second.empty() || !std::islower(static_cast<unsigned char>(second[0]))) continue;
    std::string relation;
    if (EndsWith(second, " at its location")) {
      second = second.substr(0, second.size() - 16);
      relation = "at-first-location";
    }
    // "another unit": a target other than the first (for a spell, whose source is no unit).
    if (StartsWith(second, "another ")) {
      const std::string rest = second.substr(8);
      const bool vowel = !rest.empty() && std::string("aeiou").find(rest[0]) != std::string::npos;
      second = (vowel ? "an " : "a ") + rest;
      if (relation.empty()) relation = "distinct";
    }
    const std::string elided = "Give " + second;  // the verb said once (below)
    second[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(second[0])));
    std::vector<engine::Action> p1, p2;
    std::string t1, t2;
    if (!compile(first, &p1, &t1) || !OneUnitRequirement(t1) || !OnlyFirstTarget(p1)) continue;
    // "Give a unit +2 [S] this turn and another unit -2 [S] this turn": the verb said once.
    if (!compile(second, &p2, &t2)) {
      p2.clear();
      t2.clear();
      if (!StartsWith(first, "Give ") || !compile(elided, &p2, &t2)) continue;
    }
    if (!OneUnitRequirement(t2) || !OnlyFirstTarget(p2)) continue;
    RenameTarget(&p2, "$target2");
    // Different targets stay different: only a location is checked again as it resolves.
    if (!relation.empty() && relation != "distinct") out->push_back(Check(relation, 2));
    out->insert(out->end(), p1.begin(), p1.end());
    out->insert(out->end(), p2.begin(), p2.end());
    *targets = t1 + "+" + t2 + (relation.empty() ? "" : "@" + relation);
    return true;
  }
  return false;
}

std::string TakeTargetRelation(std::string* requirement) {
  const size_t bar = requirement->find('@');
  if (bar == std::string::npos) return "";
  const std::string relation = requirement->substr(bar + 1);
  requirement->erase(bar);
  return relation;
}

bool TargetsMeetRelation(const GameState& s, const std::vector<ObjectId>& targets,
                         const std::string& relation, std::string* why) {
  if (relation == "distinct") {
    std::vector<ObjectId> sorted = targets;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
      *why = "the same object is chosen twice";
      return false;
    }
    return true;
  }
  if (targets.size() < 2) return true;
  if (relation == "might-lt-first") {
    const int first = MightValue(s, targets[0]);
    for (size_t i = 1; i < targets.size(); ++i) {
      const int m = MightValue(s, targets[i]);
      if (m < first) continue;
      *why = Name(s, targets[i]) + " has " + std::to_string(m) + " Might, " + Name(s, targets[0]) +
             " " + std::to_string(first);
      return false;
    }
    return true;
  }
  const ZoneId where = s.obj(targets[0]).zone;
  if (relation == "same-battlefield" && !IsBattlefield(s, where)) {
    *why = Name(s, targets[0]) + " is not at a battlefield (" + ZoneLabel(s, where) + ")";
    return false;
  }
  for (size_t i = 1; i < targets.size(); ++i) {
    const ZoneId z = s.obj(targets[i]).zone;
    if (z == where) continue;
    *why = Name(s, targets[i]) + " is at " + ZoneLabel(s, z) + ", " + Name(s, targets[0]) + " at " +
           ZoneLabel(s, where);
    return false;
  }
  return true;
}

std::vector<std::string> RelationRules(const std::string& relation) {
  if (IsGroupRelation(relation)) return {"355.11", "355.11.a"};
  return {"355.9.b"};
}

void GuardTargetRelations(std::vector<engine::Ability>* abilities) {
  const auto& known = KnownRelations();
  for (engine::Ability& ab : *abilities) {
    if (!ab.not_modelled.empty() || ab.target.find('@') == std::string::npos) continue;
    std::string requirement = ab.target;
    const std::string relation = TakeTargetRelation(&requirement);
    if (ab.kind != "spell") {
      ab = engine::NotModelled(ab, "a relation between its targets (" + relation +
                                       ") is checked only as a spell is played");
    } else if (StartsWith(requirement, "modes:") ||
               std::find(known.begin(), known.end(), relation) == known.end()) {
      ab = engine::NotModelled(
          ab, "a relation between its targets the module does not check (" + relation + ")");
    }
  }
}

bool CheckChosenTargetRelation(Engine& e, int parent, ObjectId spell,
                               const std::vector<ObjectId>& targets, const std::string& relation,
                               const std::string& which) {
  const GameState& s = e.state();
  const bool might = relation == "might-lt-first";
  std::string why;
  if (!TargetsMeetRelation(s, targets, relation, &why)) {
    e.Refuse(parent, RelationRules(relation),
             might ? Name(s, spell) + "'s second target" + which +
                         " must have less Might than its first: " + why
                   : Name(s, spell) + "'s targets" + which + " must be " + RelationWords(relation) +
                         ": " + why);
    return false;
  }
  if (targets.size() >= 2 && relation != "distinct") {
    std::vector<std::string> names;
    for (ObjectId id : targets) names.push_back(Name(s, id));
    e.Note(parent, RelationRules(relation),
           might ? Name(s, targets[1]) + " (" + std::to_string(MightValue(s, targets[1])) +
                       " Might) has less Might than " + Name(s, targets[0]) + " (" +
                       std::to_string(MightValue(s, targets[0])) + "): the targets" + which +
                       " meet the restriction of " + Name(s, spell)
                 : Join(names, ", ") + " are " + RelationWords(relation) + " (" +
                       ZoneLabel(s, s.obj(targets[0]).zone) + "): the targets" + which +
                       " meet the restriction of " + Name(s, spell));
  }
  return true;
}

std::vector<VerbRow> TargetRelationVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"targets_related",
        "the spell's targets OBJECTS still meet RELATION (same-battlefield, same-location, "
        "at-first-location, distinct) as it resolves; otherwise the run names what follows not "
        "modelled",
        {{"relation", T::kString}, {"objects", T::kObjects}},
        {"355.11.b", "359.3.e.2"}},
       RunTargetsRelated},
      {{"swap_might",
        "swap the Might of the two units OBJECTS this turn: the lower gets +the difference, the "
        "higher -the difference (433.1.b)",
        {{"objects", T::kObjects}},
        {"433.1", "433.1.a", "433.1.b", "433.1.c"}},
       RunSwapMight},
      {{"move_to_location_of",
        "OBJECT, a unit, moves to the battlefield where OF is as this executes (an effect's "
        "move, 420.1; 359.3.f.2); ignored when OF is not at a battlefield (359.3.f.2.a)",
        {{"object", T::kObject}, {"of", T::kObject}},
        {"359.3.f.2", "359.3.f.2.a"}},
       RunMoveToLocationOf},
  };
}

}  // namespace arbiter::games::riftbound
