#include "games/riftbound/play_as_effect.h"

#include <regex>

#include "games/riftbound/internal.h"
#include "games/riftbound/target_phrase.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

// Where a permanent played by an effect that names no location enters: its player's choice of
// their base or a battlefield they control (355.2.a; kind "location", asked only when there is a
// choice).
std::string ChoosePlayLocation(Engine& e, PlayerId p, ObjectId card, int parent) {
  GameState& s = e.state();
  std::vector<std::string> options = {"base"};
  for (size_t z = 0; z < s.zones.size(); ++z) {
    if (IsBattlefield(s, static_cast<ZoneId>(z)) && s.zones[z].controller == p)
      options.push_back(s.zones[z].name);
  }
  engine::ChoiceRequest req;  // "base" is always an option: never none
  req.kind = "location";
  req.player = p;
  req.options = options;
  req.min = req.max = 1;
  req.rule = "355.2.a";
  req.prompt = PlayerName(s, p) + " chooses where " + Name(s, card) +
               " is played to (their base or a battlefield they control)";
  return e.ChooseIfMore(req, parent).at(0);
}

// Any battlefield, for "its owner plays it to any battlefield" (kind "location", 355.2.b).
std::string ChooseBattlefield(Engine& e, PlayerId p, ObjectId card, int parent) {
  GameState& s = e.state();
  std::vector<std::string> options;
  for (size_t z = 0; z < s.zones.size(); ++z)
    if (IsBattlefield(s, static_cast<ZoneId>(z))) options.push_back(s.zones[z].name);
  if (options.size() == 1) return options[0];
  engine::ChoiceRequest req;
  req.kind = "location";
  req.player = p;
  req.options = options;
  req.min = req.max = 1;
  req.rule = "355.2.b";
  req.prompt = PlayerName(s, p) + " chooses the battlefield " + Name(s, card) + " is played to";
  return e.Choose(req, parent).picks[0];
}

// "Play a unit from your trash, ignoring its Energy cost": the card (the target, from the trash;
// or, from the hand, chosen now: not a target, 355.10.a, and the player may choose none, 128.6)
// is played as part of the resolution (419.3) with its base cost, or its Energy cost, ignored
// (356.1.b.1, 356.1.b.2). With no such card, nothing happens (419.3.c).
void RunPlayAsEffect(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  const std::string type = ArgStr(a, "filter", "unit");
  const std::string from = ArgStr(a, "from", "hand");
  // From the Main Deck (a card looked at or revealed there, 424.1.a.2) or from Banishment (a card
  // banished by the same effect, 427.3): verbs_cards.cc's look_at_top names the card.
  const ZoneId zone = from == "trash"        ? Trash(s, p)
                      : from == "deck"       ? Deck(s, p)
                      : from == "banishment" ? s.FindZone("banishment", p)
                                             : Hand(s, p);  // unless banished first
  auto fits = [&](ObjectId id) {
    return id != engine::kNoObject && s.obj(id).zone == zone &&
           (type == "card" || ToLowerAscii(s.obj(id).card.type) == type);
  };
  ObjectId card = engine::kNoObject;
  std::string to = ArgStr(a, "to");
  if (ArgBool(a, "banish_first")) {
    // "Banish a friendly unit, then its owner plays it ...": it leaves the board for its owner's
    // Banishment (427.1, 427.2), and is played from there by its owner (or, "then play it", by
    // the ability's controller).
    const ObjectId target = ArgObject(e, a, "object", ctx);
    if (target == engine::kNoObject || !s.OnBoard(target)) {
      e.Note(ctx.parent, {"055"},
             (target == engine::kNoObject ? std::string("nothing") : Name(s, target)) +
                 " is not on the board: it is not banished, and nothing is played");
      return;
    }
    const std::string key = Key(s, target);
    const ZoneId was = s.obj(target).zone;
    const PlayerId owner = s.obj(target).owner;
    if (to == "same") to = IsBattlefield(s, was) ? s.zone(was).name : "base";
    engine::Event ev;
    ev.kind = "leave-board";
    ev.object = target;
    ev.to = s.FindZone("banishment", owner);
    ev.parent =
        e.Note(ctx.parent, {"427.1", "427.2"},
               Name(s, target) + " is banished (to " + PlayerName(s, owner) + "'s Banishment)");
    e.Perform(ev);
    card = s.FindKey(key);
    if (card == engine::kNoObject || s.obj(card).zone != s.FindZone("banishment", owner)) {
      e.Note(ctx.parent, {"419.3.c"},
             "the banished card is not in Banishment: there is nothing to play");
      return;
    }
    if (ArgStr(a, "who") == "owner") p = owner;
  } else if (HasArg(a, "object")) {
    card = ArgObject(e, a, "object", ctx);
    if (!fits(card)) {
      e.Note(ctx.parent, {"419.3.c"},
             (card == engine::kNoObject ? std::string("the chosen card") : Name(s, card)) +
                 " is no longer a " + type + " in " + ZoneLabel(s, zone) +
                 ": there is nothing to play, and resolution continues");
      return;
    }
  } else {
    std::vector<std::string> options;
    for (ObjectId id : s.zone(zone).objects)
      if (fits(id)) options.push_back(Key(s, id));
    if (options.empty()) {
      e.Note(ctx.parent, {"419.3.c"},
             PlayerName(s, p) + " has no " + type + " in " + ZoneLabel(s, zone) +
                 " to play: nothing happens, and resolution continues");
      return;
    }
    engine::ChoiceRequest req;
    req.kind = "play";
    req.player = p;
    req.options = options;
    req.min = 0;  // 128.6: a card of a given type in a private zone need not be played
    req.max = 1;
    req.rule = "128.6";
    req.prompt =
        PlayerName(s, p) + " chooses a " + type + " in " + ZoneLabel(s, zone) + " to play, or none";
    const std::vector<std::string> picks = e.Choose(req, ctx.parent).picks;
    if (picks.empty()) {
      e.Note(ctx.parent, {"128.6"},
             PlayerName(s, p) + " chooses not to play a " + type + " from " + ZoneLabel(s, zone) +
                 " (a card of a named type in a hidden zone need not be played)");
      return;
    }
    card = s.FindKey(picks[0]);
  }
  // "..., reducing its cost by [5]": a discount of the effect (356.4.a, 356.4.b; play.cc) instead
  // of a cost ignored.
  const int reduce = ArgInt(a, "reduce", 0);
  const std::string ignore = reduce > 0 ? "" : ArgStr(a, "ignore", "cost");
  std::vector<std::string> rules = {"419.3", "419.3.a", "419.3.b"};
  if (from == "deck") rules.push_back("424.1.a.2");  // seen there, still in the Main Deck
  const int entry = e.Note(
      ctx.parent, rules,
      PlayerName(s, p) + " plays " + Name(s, card) + " from " + ZoneLabel(s, s.obj(card).zone) +
          " as part of the resolution of " + Name(s, ctx.source) +
          (reduce > 0           ? ", its Energy cost reduced by [" + std::to_string(reduce) + "]"
           : ignore == "energy" ? ", ignoring its Energy cost"
                                : ", ignoring its cost"));
  Action play;
  play.verb = "play";
  play.args["object"] = Key(s, card);
  play.args["player"] = PlayerName(s, p);
  play.args["limited_play"] = true;
  if (reduce > 0) {
    play.args["reduce"] = static_cast<int64_t>(reduce);
  } else {
    play.args["ignore"] = ignore;
  }
  if (to == "battlefield") {  // "to any battlefield": a location the effect permits (355.2.b)
    to = ChooseBattlefield(e, p, card, entry);
    play.args["any_location"] = true;
  } else if (ArgStr(a, "to") == "same") {  // "to the same location" (355.2.b)
    play.args["any_location"] = true;
  }
  if (type == "unit" || type == "gear")
    play.args["to"] = !to.empty() ? to : ChoosePlayLocation(e, p, card, entry);
  Ctx inner = ctx;
  inner.parent = entry;
  inner.targets.clear();
  DoPlay(e, play, inner);
}

}  // namespace

bool MeetsTrashRequirement(const GameState& s, ObjectId id, PlayerId p, const std::string& req,
                           std::string* why) {
  std::string type = req.substr(6);  // after "trash-"
  std::string cap;
  if (const size_t at = type.find("-cost-le-"); at != std::string::npos) {
    cap = type.substr(at + 9);
    type = type.substr(0, at);
  }
  // Its type, tags and keyword (target_phrase.cc's trash words: "is_Bird|Cat-card",
  // "kw_Hidden-card").
  if (s.obj(id).zone != Trash(s, p) || !TrashCardMeets(s.obj(id).card, type)) {
    *why =
        Name(s, id) + " is not a " + TrashCardLabel(type) + " in " + PlayerName(s, p) + "'s trash";
    return false;
  }
  if (cap.empty()) return true;
  const std::vector<std::string> most = Split(cap, '-');
  auto stat = [&](const char* k) {
    auto it = s.obj(id).card.stats.find(k);
    return it == s.obj(id).card.stats.end() ? 0 : static_cast<int>(it->second);
  };
  const int energy = stat("energy"), power = stat("power");
  if (most.size() == 2 && energy <= std::stoi(most[0]) &&
      (most[1] == "any" || power <= std::stoi(most[1])))
    return true;
  *why = Name(s, id) + " costs [" + std::to_string(energy) + "] and " + std::to_string(power) +
         " Power (printed, 206), more than [" + (most.empty() ? "?" : most[0]) + "]" +
         (most.size() == 2 && most[1] != "any" ? " and " + most[1] + " Power" : "");
  return false;
}

bool CompilePlayAsEffectSentence(const std::string& sentence, std::vector<engine::Action>* out,
                                 std::string* targets) {
  static const std::regex kBanishThenPlay(
      R"(^Banish (a friendly unit|a unit), then (its owner plays|play) it(?: to (base|the same location|any battlefield))?, ignoring its cost$)");
  std::smatch b;
  if (std::regex_match(sentence, b, kBanishThenPlay)) {
    engine::Action a;
    a.verb = "play_as_effect";
    a.args["filter"] = std::string("unit");
    a.args["ignore"] = std::string("cost");
    a.args["banish_first"] = true;
    a.args["object"] = std::string("$target");
    if (b[2].str() == "its owner plays") a.args["who"] = std::string("owner");
    if (b[3].matched)
      a.args["to"] = std::string(b[3].str() == "base"                ? "base"
                                 : b[3].str() == "the same location" ? "same"
                                                                     : "battlefield");
    *targets = b[1].str() == "a unit" ? "unit" : "friendly-unit";
    out->push_back(a);
    return true;
  }
  // "Play a unit with cost no more than [3] and no more than [A] from your trash, ignoring its
  // cost": a target in the trash with a cap on its printed costs (206).
  static const std::regex kCapped(
      R"(^Play an? (unit|gear) (?:with cost|costing) no more than \[(\d+)\](?: and no more than ((?:\[A\])+))? from your trash, ignoring its cost$)");
  if (std::smatch c; std::regex_match(sentence, c, kCapped)) {
    engine::Action a;
    a.verb = "play_as_effect";
    a.args["filter"] = c[1].str();
    a.args["from"] = std::string("trash");
    a.args["ignore"] = std::string("cost");
    a.args["object"] = std::string("$target");
    *targets = "trash-" + c[1].str() + "-cost-le-" + c[2].str() + "-" +
               (c[3].matched ? std::to_string(c[3].length() / 3) : std::string("any"));
    out->push_back(a);
    return true;
  }
  static const std::regex kPlay(
      R"(^Play an? (unit|gear) from your (hand|trash)( to your base)?, ignoring its (Energy )?cost$)");
  std::smatch m;
  if (!std::regex_match(sentence, m, kPlay)) return false;
  engine::Action a;
  a.verb = "play_as_effect";
  a.args["filter"] = m[1].str();
  a.args["from"] = m[2].str();
  a.args["ignore"] = std::string(m[4].matched ? "energy" : "cost");
  if (m[3].matched) a.args["to"] = std::string("base");
  if (m[2].str() == "trash") {  // the trash is public: the card is a target (355.10.a)
    a.args["object"] = std::string("$target");
    *targets = "trash-" + m[1].str();
  }
  out->push_back(a);
  return true;
}

std::vector<VerbRow> PlayAsEffectVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"play_as_effect",
        "PLAYER (the controller) plays a FILTER card (OBJECT, or one of their choice) from FROM "
        "(hand, "
        "trash, deck or banishment) as part of the resolution, ignoring its cost or its Energy "
        "cost (IGNORE) or with its Energy cost reduced by REDUCE, to TO "
        "(419.3, 356.1.b.1, 356.1.b.2, 356.4.b)",
        {{"filter", T::kString, false, {"unit", "gear", "spell", "card"}},
         {"from", T::kString, false, {"hand", "trash", "deck", "banishment"}},
         {"ignore", T::kString, false, {"cost", "energy"}},
         {"reduce", T::kInt, false},
         {"to", T::kString, false},
         {"object", T::kObject, false},
         {"player", T::kPlayer, false},
         {"banish_first", T::kBool, false},
         {"who", T::kString, false, {"owner"}}},
        {"419.3", "419.3.a", "419.3.b", "419.3.c", "128.6", "356.1.b.1", "356.1.b.2", "355.2.a",
         "355.2.b", "427.1", "427.2", "055", "356.4.a", "356.4.b"}},
       RunPlayAsEffect},
  };
}

}  // namespace arbiter::games::riftbound
