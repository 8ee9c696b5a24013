#include "games/riftbound/conditions.h"

#include <algorithm>
#include <cctype>
#include <regex>

#include "games/riftbound/ability_modes.h"
#include "games/riftbound/characteristics.h"
#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/knell_conditions.h"
#include "games/riftbound/nth_time.h"
#include "games/riftbound/points.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

int Number(const std::string& w) {
  if (w == "one") return 1;
  if (w == "two") return 2;
  if (w == "three") return 3;
  return std::stoi(w);
}

// Whether CODE holds for instruction A as it is executed in CTX; *found says what was found.
bool Holds(Engine& e, const Action& a, const std::string& code, const Ctx& ctx,
           std::string* found) {
  GameState& s = e.state();
  const PlayerId p = ctx.controller;
  const std::string name = code.substr(0, code.find(':'));
  const std::string param =
      code.find(':') == std::string::npos ? "" : code.substr(code.find(':') + 1);
  auto count_mine = [&](auto pred) {
    int n = 0;
    for (const auto& o : s.objects)
      if (o.controller == p && s.zone(o.zone).board && !o.face_down && pred(o)) ++n;
    return n;
  };
  // "The first time I move each turn" (nth_time.cc): this occurrence is the Nth (383.1)
  if (IsNthTimeCondition(code)) return NthTimeHolds(s, ctx.source, p, code, found);
  // "[Deathknell] - If I died alone, ..." (knell_conditions.cc): as it dies (808.1.d.3)
  if (IsKnellCondition(code)) return KnellConditionHolds(s, ctx.source, code, found);
  if (name == "paid-additional") {  // 356.2.b.1: decided as the card was played
    const bool paid = ctx.source != engine::kNoObject &&
                      s.obj(ctx.source).stack.choices.count("paid_additional") &&
                      std::get<bool>(s.obj(ctx.source).stack.choices.at("paid_additional"));
    *found = paid ? "the additional cost was paid" : "the additional cost was not paid";
    return paid;
  }
  if (name == "discarded-type") {  // the card this source's discard put in the trash
    const auto it = s.vars.find(DiscardedByKey(ctx.source));
    const ObjectId card =
        it == s.vars.end() ? engine::kNoObject : static_cast<ObjectId>(it->second);
    if (card == engine::kNoObject) {
      *found = "no card was discarded";
      return false;
    }
    *found = "the discarded card, " + Name(s, card) + ", is a " + s.obj(card).card.type;
    return s.obj(card).card.type == param;
  }
  if (name == "runes-le" || name == "runes-ge") {
    const int n = count_mine([](const engine::Object& o) { return o.card.type == "Rune"; });
    *found = PlayerName(s, p) + " controls " + std::to_string(n) + " rune(s)";
    return name == "runes-le" ? n <= std::stoi(param) : n >= std::stoi(param);
  }
  if (name == "gear-ge") {
    const int n = count_mine([&](const engine::Object& o) { return IsGear(s, o.id); });
    *found = PlayerName(s, p) + " controls " + std::to_string(n) + " gear";
    return n >= std::stoi(param);
  }
  if (name == "control-tag") {
    const int n = count_mine([&](const engine::Object& o) {
      return std::find(o.card.subtypes.begin(), o.card.subtypes.end(), param) !=
             o.card.subtypes.end();
    });
    *found = PlayerName(s, p) + (n > 0 ? " controls a " : " controls no ") + param;
    return n > 0;
  }
  if (name == "self-at-battlefield") {
    const bool at = ctx.source != engine::kNoObject && s.OnBoard(ctx.source) &&
                    IsBattlefield(s, s.obj(ctx.source).zone);
    *found = Name(s, ctx.source) + (at ? " is at a battlefield" : " is not at a battlefield");
    return at;
  }
  if (name == "one-other-friendly-here") {
    int n = 0;
    if (ctx.source != engine::kNoObject && s.OnBoard(ctx.source)) {
      for (ObjectId o : s.zone(s.obj(ctx.source).zone).objects)
        if (o != ctx.source && IsUnit(s, o) && s.obj(o).controller == p) ++n;
    }
    *found = std::to_string(n) + " other unit(s) " + PlayerName(s, p) + " controls are there";
    return n == 1;
  }
  if (name == "control-facedown") {  // a card hidden at a battlefield (811)
    int n = 0;
    for (const auto& o : s.objects)
      if (o.controller == p && s.zone(o.zone).board && o.face_down) ++n;
    *found =
        PlayerName(s, p) + (n > 0 ? " controls a facedown card" : " controls no facedown card");
    return n > 0;
  }
  if (name == "self-empowered") {  // 828: the source is Empowered
    const bool yes = ctx.source != engine::kNoObject && s.obj(ctx.source).Has("empowered");
    *found = Name(s, ctx.source) + (yes ? " is Empowered" : " is not Empowered");
    return yes;
  }
  if (name == "stunned" || name == "attacking" || name == "empowered") {
    const ObjectId it = ArgObject(e, a, "if_object", ctx);
    if (it == engine::kNoObject || !s.OnBoard(it)) {
      *found = "it is no longer on the board";
      return false;
    }
    const bool yes = s.obj(it).Has(name == "attacking" ? "attacker" : name);
    *found = Name(s, it) + (yes ? " is " : " is not ") + name;
    return yes;
  }
  if (name == "might-le") {  // "if it has 3 [S] or less": its Might as this is executed
    const ObjectId it = ArgObject(e, a, "if_object", ctx);
    if (it == engine::kNoObject || !s.OnBoard(it)) {
      *found = "it is no longer on the board";
      return false;
    }
    const int might = MightValue(s, it);
    *found = Name(s, it) + " has " + std::to_string(might) + " Might";
    return might <= std::stoi(param);
  }
  if (name == "facedown-here") {  // a card hidden at the source's battlefield (811)
    int n = 0;
    if (ctx.source != engine::kNoObject && s.OnBoard(ctx.source)) {
      for (ObjectId o : s.zone(s.obj(ctx.source).zone).objects)
        if (s.obj(o).controller == p && s.obj(o).face_down) ++n;
    }
    *found = PlayerName(s, p) +
             (n > 0 ? " controls a facedown card here" : " controls no facedown card here");
    return n > 0;
  }
  if (name == "units-here-ge" || name == "units-there-ge") {
    // "here": the source's location; "that battlefield": the one the event was at (ctx.destination)
    const ZoneId z = name == "units-there-ge" ? ctx.destination
                     : ctx.source != engine::kNoObject && s.OnBoard(ctx.source)
                         ? s.obj(ctx.source).zone
                         : engine::kNoZone;
    int n = 0;
    if (z != engine::kNoZone) {
      for (ObjectId o : s.zone(z).objects)
        if (IsUnit(s, o) && s.obj(o).controller == p && !s.obj(o).face_down) ++n;
    }
    *found = PlayerName(s, p) + " has " + std::to_string(n) + " unit(s) at " +
             (z == engine::kNoZone ? std::string("no location") : ZoneLabel(s, z));
    return n >= std::stoi(param);
  }
  if (name == "dependent-empowered") {  // [Empowered][>] (828.1.c)
    const bool yes = ctx.source != engine::kNoObject && s.obj(ctx.source).Has("empowered");
    *found = Name(s, ctx.source) + (yes ? " is Empowered" : " is not Empowered");
    return yes;
  }
  if (name == "dependent-level") {  // [Level N][>] (824.1.c): the controller's XP
    const auto& res = s.players[static_cast<size_t>(p)].resources;
    const int xp = res.count("xp") ? res.at("xp") : 0;
    *found = PlayerName(s, p) + " has " + std::to_string(xp) + " XP";
    return xp >= std::stoi(param);
  }
  if (name == "excess-ge") {  // damage assigned beyond lethal in the last combat (465.2.c.4)
    auto it = s.vars.find("combat-excess:" + std::to_string(p));
    const int64_t n = it == s.vars.end() ? 0 : it->second;
    *found =
        PlayerName(s, p) + " assigned " + std::to_string(n) + " excess damage in the last combat";
    return n >= std::stoi(param);
  }
  if (name == "mighty-unit-here") {  // "with one or more [Mighty] units" at the source (708)
    int n = 0;
    if (ctx.source != engine::kNoObject && s.OnBoard(ctx.source)) {
      for (ObjectId o : s.zone(s.obj(ctx.source).zone).objects)
        if (IsUnit(s, o) && s.obj(o).controller == p && IsMighty(s, o)) ++n;
    }
    *found = PlayerName(s, p) + " has " + std::to_string(n) + " Mighty unit(s) here";
    return n > 0;
  }
  if (name == "enemy-alone-here") {  // exactly one enemy unit at the source's location
    int n = 0;
    if (ctx.source != engine::kNoObject && s.OnBoard(ctx.source)) {
      for (ObjectId o : s.zone(s.obj(ctx.source).zone).objects)
        if (IsUnit(s, o) && s.obj(o).controller != p && !s.obj(o).face_down) ++n;
    }
    *found = std::to_string(n) + " enemy unit(s) here";
    return n == 1;
  }
  if (name == "rune-deck-empty") {  // 108.5: the player's Rune Deck
    const ZoneId deck = s.FindZone("rune-deck", p);
    const size_t n = deck == engine::kNoZone ? 0 : s.zone(deck).objects.size();
    *found = PlayerName(s, p) + "'s Rune Deck has " + std::to_string(n) + " card(s)";
    return n == 0;
  }
  if (name == "opponent-within") {  // 194.1: within N points of the Victory Score
    bool any = false;
    std::string scores;
    for (PlayerId q = 0; q < static_cast<PlayerId>(s.players.size()); ++q) {
      if (q == p) continue;
      const int left = kVictoryScore - Points(s, q);
      scores += (scores.empty() ? "" : ", ") + PlayerName(s, q) + " has " +
                std::to_string(Points(s, q)) + " of " + std::to_string(kVictoryScore);
      any = any || left <= std::stoi(param);
    }
    *found = scores.empty() ? std::string("no opponent") : scores;
    return any;
  }
  // Enters-ready and passive conditions (enters_ready.cc; issue 11, session 24).
  if (name == "opponent-controls-battlefield") {  // a battlefield's controller (zone controller)
    std::string which;
    for (ZoneId z = 0; z < static_cast<ZoneId>(s.zones.size()); ++z)
      if (IsBattlefield(s, z) && s.zone(z).controller != engine::kNoPlayer &&
          s.zone(z).controller != p && which.empty())
        which = PlayerName(s, s.zone(z).controller) + " controls " + ZoneLabel(s, z);
    *found = which.empty() ? "no opponent controls a battlefield" : which;
    return !which.empty();
  }
  if (name == "self-not-within") {  // 194.3: the Victory Score
    const int left = kVictoryScore - Points(s, p);
    *found = PlayerName(s, p) + " has " + std::to_string(Points(s, p)) + " of " +
             std::to_string(kVictoryScore) + " points";
    return left > std::stoi(param);
  }
  if (name == "hand-le") {
    const size_t n = s.zone(Hand(s, p)).objects.size();
    *found = PlayerName(s, p) + " has " + std::to_string(n) + " card(s) in hand";
    return static_cast<int>(n) <= std::stoi(param);
  }
  if (name == "opponent-stunned-unit") {
    for (const auto& o : s.objects)
      if (o.controller != p && o.controller != engine::kNoPlayer && s.zone(o.zone).board &&
          IsUnit(s, o.id) && o.Has("stunned")) {
        *found = PlayerName(s, o.controller) + " controls a stunned unit, " + Name(s, o.id);
        return true;
      }
    *found = "no opponent controls a stunned unit";
    return false;
  }
  if (HistoryConditionHolds(s, p, ctx.source, code, found)) return true;
  if (!found->empty()) return false;  // a condition on this turn's history that does not hold
  // "you spent [4] or more": on the card whose play triggered the ability (history.cc)
  if (name == "spent-ge") {
    const ObjectId card = ctx.targets.empty() ? engine::kNoObject : ctx.targets[0];
    if (card == engine::kNoObject) {
      *found = "no card was played";
      return false;
    }
    const auto& choices = s.obj(card).stack.choices;
    const auto it = choices.find("spent_energy");
    const int64_t spent = it == choices.end() ? 0 : std::get<int64_t>(it->second);
    *found =
        PlayerName(s, p) + " spent " + std::to_string(spent) + " Energy to play " + Name(s, card);
    return spent >= std::stoi(param);
  }
  if (name == "not-your-turn") {  // the Turn Player (309)
    *found = PlayerName(s, s.active) + " is the Turn Player";
    return s.active != p;
  }
  *found = "a condition the module does not read";
  return false;
}

}  // namespace

bool IsHistoryCondition(const std::string& code) {
  static const std::vector<std::string> kNames = {
      "died-this-turn",         "friendly-unit-or-gear-died",
      "discarded-this-turn",    "xp-this-turn",
      "spell-spent-ge",         "power-spent-ge",
      "played-unit-gear-spell", "self-not-damaged",
      "self-not-conquered"};
  const std::string name = code.substr(0, code.find(':'));
  return std::find(kNames.begin(), kNames.end(), name) != kNames.end();
}

bool HistoryConditionHolds(const GameState& s, PlayerId p, ObjectId self, const std::string& code,
                           std::string* found) {
  found->clear();
  const std::string name = code.substr(0, code.find(':'));
  const std::string param =
      code.find(':') == std::string::npos ? "" : code.substr(code.find(':') + 1);
  const std::string who = PlayerName(s, p);
  const std::string me = std::to_string(p);
  auto count = [&](const std::string& what) { return HistoryCount(s, what); };
  if (name == "died-this-turn") {
    const int n = count("died:unit");
    *found = std::to_string(n) + " unit(s) died this turn";
    return n > 0;
  }
  if (name == "friendly-unit-or-gear-died") {
    const int n = count("died:unit:" + me) + count("died:gear:" + me);
    *found = std::to_string(n) + " of " + who + "'s units and gear died this turn";
    return n > 0;
  }
  if (name == "discarded-this-turn") {
    const int n = count("discarded:" + me);
    *found = who + " discarded " + std::to_string(n) + " card(s) this turn";
    return n > 0;
  }
  if (name == "xp-this-turn") {
    const int n = count("xp:" + me);
    *found = who + " gained " + std::to_string(n) + " XP this turn";
    return n > 0;
  }
  if (name == "spell-spent-ge") {
    const int n = count("spell-spent-max:" + me);
    *found = "the most " + who + " spent to play a spell this turn is " + std::to_string(n);
    return n >= std::stoi(param);
  }
  if (name == "power-spent-ge") {  // "you've spent at least [A][A] this turn"
    const int n = count("power-spent:" + me);
    *found = who + " spent " + std::to_string(n) + " Power this turn";
    return n >= std::stoi(param);
  }
  if (name == "played-unit-gear-spell") {
    const int u = count("played:unit-nontoken:" + me), g = count("played:gear-nontoken:" + me),
              sp = count("played:spell:" + me);
    *found = who + " played " + std::to_string(u) + " non-token unit(s), " + std::to_string(g) +
             " non-token gear and " + std::to_string(sp) + " spell(s) this turn";
    return u > 0 && g > 0 && sp > 0;
  }
  if (name == "self-not-damaged" || name == "self-not-conquered") {
    const bool damage = name == "self-not-damaged";
    const int n = self == engine::kNoObject
                      ? 0
                      : count(std::string(damage ? "damaged:" : "conquered:") + s.obj(self).key);
    *found = Name(s, self) + (n > 0 ? " has " : " has not ") +
             (damage ? "been dealt damage this turn" : "conquered this turn");
    return n == 0;
  }
  return false;
}

bool ConditionOf(const std::string& words, std::string* code, std::string* object) {
  static const std::regex kRunes(R"(^you control (\d+|one|two|three) or (fewer|more) runes$)");
  static const std::regex kGear(R"(^you control (\d+|two|three) or more gear$)");
  static const std::regex kTag(R"(^you control an? ([A-Z][a-z]+)$)");
  static const std::regex kUnitsAt(R"(^you have (\d+)\+ units (here|at that battlefield)$)");
  static const std::regex kSpentThisTurn(
      R"(^you've spent \[(\d+)\] or more to play a spell this turn$)");
  static const std::regex kSpent(R"(^you spent \[(\d+)\] or more$)");
  static const std::regex kExcess(
      R"(^you assigned (\d+) or more excess damage(?: to enemy units)?$)");
  static const std::regex kPowerSpent(R"(^you've spent at least ((?:\[A\])+) this turn$)");
  static const std::regex kWithin(
      R"(^an opponent's score is within (\d+) points? of the Victory Score$)");
  static const std::regex kItMightLe(R"(^it has (\d+) \[S\] or less$)");
  static const std::regex kNotWithin(
      R"(^your score is not within (\d+) points? of the Victory Score$)");
  static const std::regex kHandLe(R"(^you have (\d+|one|two|three) or fewer cards in your hand$)");
  std::smatch m;
  object->clear();
  // "If the discarded card is a spell, ...": the card this ability's discard put in the trash
  // (verbs_cards.cc keeps it; ability_modes.h writes these words for "based on the discarded
  // card's type").
  static const std::regex kDiscardedType(R"(^the discarded card is an? (spell|gear|unit)$)");
  if (std::regex_match(words, m, kDiscardedType)) {
    std::string type = m[1].str();
    type[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(type[0])));
    *code = "discarded-type:" + type;
    return true;
  }
  if (words == "you paid the additional cost") {
    *code = "paid-additional";
  } else if (std::regex_match(words, m, kRunes)) {
    *code = std::string(m[2].str() == "fewer" ? "runes-le:" : "runes-ge:") +
            std::to_string(Number(m[1].str()));
  } else if (std::regex_match(words, m, kGear)) {
    *code = "gear-ge:" + std::to_string(Number(m[1].str()));
  } else if (std::regex_match(words, m, kTag)) {
    *code = "control-tag:" + m[1].str();
  } else if (words == "I'm at a battlefield") {
    *code = "self-at-battlefield";
  } else if (words == "there is exactly one other unit you control here") {
    *code = "one-other-friendly-here";
  } else if (words == "you control a facedown card" ||
             words == "you control a facedown card at a battlefield") {
    *code = "control-facedown";
  } else if (words == "this is [Empowered]" || words == "I'm [Empowered]") {
    *code = "self-empowered";
  } else if (words == "it's [Empowered]" || words == "it is [Empowered]") {
    *code = "empowered";
    *object = "$ref";
  } else if (std::regex_match(words, m, kItMightLe)) {
    *code = "might-le:" + m[1].str();
    *object = "$ref";
  } else if (words == "it is stunned" || words == "it's stunned") {
    *code = "stunned";
    *object = "$ref";
  } else if (words == "it's attacking" || words == "it is attacking") {
    *code = "attacking";
    *object = "$ref";
  } else if (words == "you control a facedown card here") {
    *code = "facedown-here";
  } else if (std::regex_match(words, m, kUnitsAt)) {
    *code = std::string(m[2].str() == "here" ? "units-here-ge:" : "units-there-ge:") + m[1].str();
  } else if (words == "an enemy unit is alone here") {
    *code = "enemy-alone-here";
  } else if (words == "your Rune Deck is empty") {
    *code = "rune-deck-empty";
  } else if (words == "an opponent controls a battlefield") {
    *code = "opponent-controls-battlefield";
  } else if (std::regex_match(words, m, kNotWithin)) {
    *code = "self-not-within:" + m[1].str();
  } else if (std::regex_match(words, m, kHandLe)) {
    *code = "hand-le:" + std::to_string(Number(m[1].str()));
  } else if (words == "an opponent controls a stunned unit") {
    *code = "opponent-stunned-unit";
  } else if (std::regex_match(words, m, kWithin)) {
    *code = "opponent-within:" + m[1].str();
  } else if (words == "it's not your turn" || words == "it is not your turn") {
    *code = "not-your-turn";
  } else if (words == "a unit died this turn") {  // this turn's history (history.cc)
    *code = "died-this-turn";
  } else if (words == "a friendly unit or gear died this turn") {
    *code = "friendly-unit-or-gear-died";
  } else if (words == "you've discarded a card this turn") {
    *code = "discarded-this-turn";
  } else if (words == "you've gained XP this turn") {
    *code = "xp-this-turn";
  } else if (std::regex_match(words, m, kSpentThisTurn)) {
    *code = "spell-spent-ge:" + m[1].str();
  } else if (std::regex_match(words, m, kSpent)) {
    *code = "spent-ge:" + m[1].str();
  } else if (words == "you've played a non-token unit, a non-token gear, and a spell this turn") {
    *code = "played-unit-gear-spell";
  } else if (std::regex_match(words, m, kPowerSpent)) {
    *code = "power-spent-ge:" + std::to_string(m[1].length() / 3);
  } else if (std::regex_match(words, m, kExcess)) {
    *code = "excess-ge:" + m[1].str();
  } else if (words == "I haven't been dealt damage this turn") {
    *code = "self-not-damaged";
  } else if (words == "I didn't conquer this turn") {
    *code = "self-not-conquered";
  } else {
    return false;
  }
  return true;
}

bool ConditionAllows(Engine& e, const Action& a, const Ctx& ctx) {
  // "If it's [Empowered], disempower it. Otherwise, kill it.": the "Otherwise" part runs when the
  // condition did not hold as the "If" part was checked (135.2.b.5.a), not checked again after it
  // (which may have changed it); the result is kept per resolving source.
  const std::string kept = "if-result:" + std::to_string(ctx.source);
  GameState& s = e.state();
  if (HasArg(a, "otherwise_if")) {
    auto it = s.vars.find(kept);
    const bool held = it != s.vars.end() && it->second != 0;
    if (it != s.vars.end()) s.vars.erase(it);
    const std::string what = "\"" + a.verb + "\"";
    e.Note(ctx.parent, {"135.2.b.5.a"},
           held ? what + " (\"Otherwise\") is not done: the condition before it held (" +
                      ArgStr(a, "otherwise_if") + ")"
                : what + " (\"Otherwise\") is done: the condition before it did not hold (" +
                      ArgStr(a, "otherwise_if") + ")");
    return !held;
  }
  for (const char* key : {"only_if", "replaced_if"}) {
    if (!HasArg(a, key)) continue;
    std::string found;
    const bool only = std::string(key) == "only_if";
    const bool holds = Holds(e, a, ArgStr(a, key), ctx, &found);
    const bool run = only == holds;
    if (only && ArgBool(a, "remember_if")) s.vars[kept] = holds ? 1 : 0;
    // 135.2.b.5.a: the condition is part of the instruction; 158.2: a later "instead" replaces it.
    const std::string what = "\"" + a.verb + "\"";
    const std::string why = " (" + ArgStr(a, key) + ": " + found + ")";
    e.Note(ctx.parent,
           only ? std::vector<std::string>{"135.2.b.5.a"} : std::vector<std::string>{"158.2"},
           only ? (run ? what + ": its condition holds" + why
                       : what + " is not done: its condition does not hold" + why)
                : (run ? what + " is done: the later \"instead\" does not apply" + why
                       : what + " is not done: a later \"instead\" replaces it" + why));
    return run;
  }
  return true;
}

bool TriggerConditionOf(const std::string& effect, std::string* code, std::string* rest) {
  if (!StartsWith(effect, "if ")) return false;
  // The condition may hold commas itself ("a non-token unit, a non-token gear, and a spell"):
  // the first comma after words the module reads ends it.
  for (size_t comma = effect.find(", "); comma != std::string::npos;
       comma = effect.find(", ", comma + 1)) {
    std::string object;
    if (!ConditionOf(effect.substr(3, comma - 3), code, &object) || !object.empty()) continue;
    *rest = effect.substr(comma + 2);
    return true;
  }
  return false;
}

bool ConditionHoldsFor(Engine& e, PlayerId p, ObjectId source, const std::string& code,
                       std::string* found) {
  Ctx ctx;
  ctx.source = source;
  ctx.controller = p;
  return Holds(e, Action{}, code, ctx, found);
}

bool TriggerConditionMet(Engine& e, const engine::Ability& ab, ObjectId source, PlayerId controller,
                         const TriggerEvent& ev, int parent) {
  if (ab.condition.empty()) return true;
  Ctx ctx;
  ctx.source = source;
  ctx.controller = controller;
  ctx.parent = parent;
  ctx.destination = ev.where;
  if (ev.about != engine::kNoObject) ctx.targets = {ev.about};
  std::string found;
  const bool holds = Holds(e, Action{}, ab.condition, ctx, &found);
  // 383.2.a.1: checked as the Condition is met, never again (the ability then resolves even if
  // it no longer holds, as the rule's Sona example says).
  const GameState& s = e.state();
  const std::string what = Name(s, source) + "'s \"" + ab.text + "\"";
  const std::string why = " (" + ab.condition + ": " + found + ")";
  // An attack or defend trigger's other requirements are checked as the unit gains the designation
  // (383.4.e.2.b, 383.4.f.2.b).
  std::vector<std::string> rules = {"383.2.a.1"};
  // A dependent keyword's triggered ability is evaluated only while Active (727.1.c.1).
  if (StartsWith(ab.condition, "dependent-"))
    rules = {"727.1.c.1", ab.condition == "dependent-empowered" ? "828.1.c" : "824.1.c"};
  // "the [Nth] time": the count is the Condition itself (383.1, 383.2.a), not a statement after it
  if (IsNthTimeCondition(ab.condition)) rules = {"383.2.a", "383.1"};
  // a Deathknell's "If I died alone": right after its "When I die" (808.1.c), last information
  if (IsKnellCondition(ab.condition)) rules = {"383.2.a.1", "808.1.c", "808.1.d.3"};
  if (ab.condition == "knell-in-combat") rules = {"383.2.a", "740.2.c", "808.1.d.3"};
  if (ab.condition == "knell-alone" || ab.condition == "knell-not-alone")
    rules.push_back("740.2.a");
  if (ab.condition == "knell-mighty") rules.push_back("708");
  if (ab.trigger == "attack") rules.push_back("383.4.e.2.b");
  if (ab.trigger == "defend") rules.push_back("383.4.f.2.b");
  const bool dependent = StartsWith(ab.condition, "dependent-");
  if (holds) {
    e.Note(
        parent, rules,
        what +
            (dependent ? " is Active: its trigger is evaluated" : ": its trigger condition holds") +
            why);
  } else {
    e.Note(parent, rules,
           what +
               (dependent ? " is Inactive: its trigger is not evaluated"
                          : " does not trigger: its condition does not hold") +
               why);
  }
  return holds;
}

}  // namespace arbiter::games::riftbound
