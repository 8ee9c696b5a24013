// Moves by spells to a destination chosen as the spell is played (355.4): the text "Move an enemy
// unit." names no destination, so the player picks one while making the spell's other choices
// (355.5 targets), a location other than the unit's current one where it may be present (355.4.a):
// a battlefield (units of two other players are never both there in a 1v1 game, 449.2) or its
// controller's base (a unit is only ever in its controller's base, 323.7). On resolution the unit
// moves there (420.1, 420.2.a; a Move, 447), and a battlefield its controller does not control
// becomes Contested (450); a move that can no longer be made is ignored (359.3.e.6). Abilities
// with such a move (triggered or activated) are not compiled: the module asks for a destination
// only as a card is played.
#include "games/riftbound/moves.h"

#include <regex>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/target_phrase.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

bool SpellMovesToChosenDestination(const engine::Card& card) {
  for (const auto& ab : card.abilities) {
    if (ab.kind == "spell" && ab.not_modelled.empty() && MovesToChosenDestination(ab)) return true;
  }
  return false;
}

// Why UNIT cannot move to Z (355.4.a), or "" when it can.
std::string InvalidDestination(const GameState& s, ObjectId unit, ZoneId z) {
  if (z == s.obj(unit).zone) return Name(s, unit) + " is already there";
  if (IsBattlefield(s, z)) return "";
  if (z == Base(s, s.obj(unit).controller)) return "";
  return "a unit may be only at a battlefield or in its controller's base";
}

void RunMoveTo(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const ObjectId id = ArgObject(e, a, "object", ctx);
  const ZoneId to = ctx.destination;
  if (to == engine::kNoZone) {
    e.Unmodelled(ctx.parent, ctx.source, "move a unit to a destination",
                 "no destination was chosen as this was played (355.4)");
    return;
  }
  if (id == engine::kNoObject || !s.OnBoard(id) || !IsUnit(s, id)) {
    e.Note(ctx.parent, {"359.3.e.6"},
           (id == engine::kNoObject ? std::string("nothing") : Name(s, id)) +
               " is not a unit on the board: the move is ignored");
    return;
  }
  if (const std::string why = InvalidDestination(s, id, to); !why.empty()) {
    e.Note(ctx.parent, {"359.3.e.6", "355.4.a"},
           "the move of " + Name(s, id) + " to " + ZoneLabel(s, to) + " is ignored: " + why);
    return;
  }
  const PlayerId owner = s.obj(id).controller;
  engine::Event ev;
  ev.kind = "move";
  ev.object = id;
  ev.to = to;
  ev.parent = ctx.parent;
  ev.rules = {"420.1", "420.2.a", "447"};
  e.Perform(ev);
  // 450, 190.3.a.1: a battlefield the unit's controller does not control becomes Contested.
  if (IsBattlefield(s, to) && s.zone(to).controller != owner &&
      !s.zone(to).status.count("contested")) {
    s.zone(to).status.insert("contested");
    s.vars["contested-by:" + s.zone(to).name] = owner;
    s.vars["contested-new:" + s.zone(to).name] = 1;
    e.Note(ctx.parent, {"450", "190.3.a.1"}, ZoneLabel(s, to) + " becomes Contested");
  }
  e.Note(ctx.parent, {"453"}, "the Move is complete: a Cleanup follows");
}

}  // namespace

bool MovesToChosenDestination(const engine::Ability& ability) {
  for (const Action& x : ability.effect) {
    if (x.verb == "move_to" && ArgStr(x, "to") == kChosenDestination) return true;
  }
  return false;
}

bool CompileMoveSentence(const std::string& sentence, std::vector<engine::Action>* out,
                         std::string* targets) {
  // "Move an enemy unit", "Move a unit with 2 [S] or less", "Move an enemy unit that moved this
  // turn": one unit of the object-phrase grammar (target_phrase.cc).
  static const std::regex kMove(R"(^Move (.+)$)");
  std::smatch m;
  if (!std::regex_match(sentence, m, kMove)) return false;
  const std::string req = OneTargetRequirement(m[1].str());
  if (req.empty() || !EndsWith(req.substr(0, req.find("-might-le-")), "unit")) return false;
  *targets = req;
  engine::Action a;
  a.verb = "move_to";
  a.args["object"] = std::string("$target");
  a.args["to"] = std::string(kChosenDestination);
  out->push_back(a);
  return true;
}

bool ChooseMoveDestination(Engine& e, const Action& play, ObjectId card, PlayerId p,
                           const std::vector<ObjectId>& targets, int parent, ZoneId* destination) {
  const GameState& s = e.state();
  *destination = engine::kNoZone;
  if (!SpellMovesToChosenDestination(s.obj(card).card)) {
    if (HasArg(play, "destination")) {
      e.Refuse(parent, {"355.4"},
               Name(s, card) + " moves no unit: it has no destination to choose");
      return false;
    }
    return true;
  }
  if (!HasArg(play, "destination")) {
    e.Refuse(parent, {"355.4"},
             Name(s, card) +
                 " moves a unit: choose its destination as it is played, with \"destination\" on "
                 "the play step");
    return false;
  }
  if (targets.empty()) return false;
  // "base" is the unit's own base: the only one it may be in (323.7).
  const ZoneId to = ArgStr(play, "destination") == "base" ? Base(s, s.obj(targets[0]).controller)
                                                          : ArgZone(e, play, "destination", p);
  if (to == engine::kNoZone) return false;
  if (const std::string why = InvalidDestination(s, targets[0], to); !why.empty()) {
    e.Refuse(
        parent, {"355.4.a"},
        ZoneLabel(s, to) + " is not a valid destination for " + Name(s, targets[0]) + ": " + why);
    return false;
  }
  e.Note(parent, {"355.4"},
         PlayerName(s, p) + " chooses " + ZoneLabel(s, to) + " as the destination of " +
             Name(s, targets[0]) + "'s move");
  *destination = to;
  return true;
}

std::vector<VerbRow> MoveVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"move_to",
        "OBJECT, a unit, moves to the destination chosen as the card was played (TO "
        "$destination; 355.4, 420.1, 420.2.a); a battlefield its controller does not control "
        "becomes Contested (450)",
        {{"object", T::kObject}, {"to", T::kString}},
        {"355.4", "355.4.a", "420.1", "420.2.a", "447", "450", "359.3.e.6"}},
       RunMoveTo},
  };
}

}  // namespace arbiter::games::riftbound
