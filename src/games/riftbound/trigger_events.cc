#include "games/riftbound/trigger_events.h"

#include <algorithm>
#include <regex>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/history.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

// A pattern's parts: "on:die//friendly-unit/buffed,here".
struct Pattern {
  std::string kind, actor, object;
  std::vector<std::string> quals;
};

bool ParsePattern(const std::string& trigger, Pattern* p) {
  if (!StartsWith(trigger, "on:")) return false;
  std::vector<std::string> parts = Split(trigger.substr(3), '/');
  if (parts.size() != 4) return false;
  p->kind = parts[0];
  p->actor = parts[1];
  p->object = parts[2];
  p->quals.clear();
  if (!parts[3].empty()) p->quals = Split(parts[3], ',');
  return true;
}

// "a buffed friendly unit", "an enemy unit here", "another non-Recruit unit you control": the
// object part of a pattern and its qualifiers; false for other words.
bool ObjectSubject(const std::string& words, std::string* object, std::vector<std::string>* quals) {
  static const std::regex kUnit(
      R"(^(a|an|another) (buffed |stunned )?(friendly |enemy )?(?:non-([A-Z][a-z]+) )?unit( you control)?( here)?$)");
  std::smatch m;
  if (!std::regex_match(words, m, kUnit)) return false;
  const bool another = m[1].str() == "another";
  const bool friendly = m[3].str() == "friendly " || m[5].matched;
  const bool enemy = m[3].str() == "enemy ";
  if (friendly && enemy) return false;
  if (another && !friendly) return false;  // "another unit": not a form cards print here
  *object = std::string(another ? "another-" : "") + (friendly ? "friendly-unit"
                                                      : enemy  ? "enemy-unit"
                                                               : "unit");
  if (m[2].matched) quals->push_back(m[2].str() == "buffed " ? "buffed" : "stunned");
  if (m[4].matched) quals->push_back("not-tag:" + m[4].str());
  if (m[6].matched) quals->push_back("here");
  return true;
}

std::string ActorWord(const std::string& words) {
  if (words == "you") return "you";
  if (words == "an opponent") return "opponent";
  if (words == "a player") return "player";
  return "";
}

// The clause between "When " and the comma as a pattern; false when the grammar does not read it.
bool ClausePattern(const std::string& clause, Pattern* p) {
  std::smatch m;
  // An object's event: "<a unit ...> dies[ here][ while I'm at a battlefield]", "... moves from
  // here / my location", "... attacks a battlefield you control".
  static const std::regex kObjectEvent(
      R"(^(.+?) (dies|moves from here|moves from my location|attacks a battlefield you control)( here)?( while I'm at a battlefield)?$)");
  if (std::regex_match(clause, m, kObjectEvent)) {
    if (!ObjectSubject(m[1].str(), &p->object, &p->quals)) return false;
    const std::string event = m[2].str();
    if (event == "dies") {
      p->kind = "die";
    } else if (event == "attacks a battlefield you control") {
      p->kind = "attack";
      p->quals.push_back("battlefield-yours");
    } else {
      p->kind = "move";
      p->quals.push_back("from-here");
    }
    if (m[3].matched) {
      if (p->kind != "die") return false;
      p->quals.push_back("here");
    }
    if (m[4].matched) p->quals.push_back("self-at-battlefield");
    return true;
  }
  // My own event with a qualifier: "I move from a battlefield".
  if (clause == "I move from a battlefield") {
    p->kind = "move";
    p->object = "me";
    p->quals = {"from-battlefield"};
    return true;
  }
  // A player's event: "<you / an opponent / a player> play(s) a spell / unit / gear / card /
  // [Mighty] unit[ on an opponent's turn][ during a showdown][ while I'm at a battlefield]".
  static const std::regex kPlay(
      R"(^(you|an opponent|a player) plays? (a spell|a unit|a gear|a card|a \[Mighty\] unit)( on an opponent's turn| during a showdown| while I'm at a battlefield)?$)");
  if (std::regex_match(clause, m, kPlay)) {
    p->kind = "play";
    p->actor = ActorWord(m[1].str());
    const std::string what = m[2].str();
    p->object = what == "a card"    ? "card"
                : what == "a spell" ? "spell"
                : what == "a gear"  ? "gear"
                                    : "unit";
    if (what == "a [Mighty] unit") p->quals.push_back("mighty");
    const std::string q = m[3].str();
    if (q == " on an opponent's turn") p->quals.push_back("opponents-turn");
    if (q == " during a showdown") p->quals.push_back("showdown");
    if (q == " while I'm at a battlefield") p->quals.push_back("self-at-battlefield");
    // "you play a unit / a card": the fixed events of card_text.cc's table fire those already.
    return !(p->actor == "you" && p->quals.empty());
  }
  // What the player's card is: "you play a card from face down / from anywhere other than your
  // hand / with Power cost [A][A] or more", "you play your second card in a turn".
  static const std::regex kPlayCard(
      R"(^you play (a card from face down|a card from anywhere other than your hand|a card with Power cost ((?:\[A\])+) or more|your second card (?:in a|each) turn)$)");
  if (std::regex_match(clause, m, kPlayCard)) {
    p->kind = "play";
    p->actor = "you";
    p->object = "card";
    const std::string what = m[1].str();
    if (what == "a card from face down") {
      p->quals.push_back("from-face-down");
    } else if (what == "a card from anywhere other than your hand") {
      p->quals.push_back("not-from-hand");
    } else if (m[2].matched) {
      p->quals.push_back("power-ge:" + std::to_string(m[2].length() / 3));
    } else {
      p->quals.push_back("nth:2");
    }
    return true;
  }
  // "When you use an activated ability of a gear", "When you hide a card here", "When you choose
  // me with a spell".
  if (clause == "you draw your second card each turn") {  // every draw counts (history.cc)
    *p = Pattern{"draw", "you", "", {"nth-draw:2"}};
    return true;
  }
  if (clause == "you use an activated ability of a gear") {
    *p = Pattern{"activate", "you", "gear", {}};
    return true;
  }
  if (clause == "you hide a card here") {
    *p = Pattern{"hide", "you", "card", {"here"}};
    return true;
  }
  if (clause == "you choose me with a spell") {
    *p = Pattern{"choose-spell", "you", "me", {}};
    return true;
  }
  // "When an opponent scores", "When a player scores".
  static const std::regex kScore(R"(^(an opponent|a player) scores$)");
  if (std::regex_match(clause, m, kScore)) {
    p->kind = "score";
    p->actor = ActorWord(m[1].str());
    return true;
  }
  // "When you buff me / a friendly unit", "When you stun an enemy unit[ at a battlefield]".
  // "you stun one or more enemy units": the module stuns one unit per instruction, so each stun is
  // such an event.
  static const std::regex kDo(
      R"(^you (buff|stun|\[Stun\]) (me|a friendly unit|an enemy unit|one or more enemy units)( at a battlefield)?$)");
  if (std::regex_match(clause, m, kDo)) {
    p->kind = m[1].str() == "buff" ? "buff" : "stun";
    p->actor = "you";
    const std::string who = m[2].str();
    p->object = who == "me" ? "me" : who == "a friendly unit" ? "friendly-unit" : "enemy-unit";
    if (who == "one or more enemy units" && p->kind != "stun") return false;
    if (m[3].matched) p->quals.push_back("at-battlefield");
    return true;
  }
  return false;
}

bool HasTag(const engine::Object& o, const std::string& tag) {
  return std::find(o.card.subtypes.begin(), o.card.subtypes.end(), tag) != o.card.subtypes.end();
}

// Whether pattern P of LISTENER (whose controller is YOU) matches EV.
bool Matches(const GameState& s, ObjectId listener, PlayerId you, const Pattern& p,
             const GameEvent& ev) {
  if (p.kind != ev.kind) return false;
  if (p.actor == "you" && ev.actor != you) return false;
  if (p.actor == "opponent" && (ev.actor == engine::kNoPlayer || ev.actor == you)) return false;
  if (p.actor == "player" && ev.actor == engine::kNoPlayer) return false;
  if (!p.object.empty()) {
    if (ev.object == engine::kNoObject) return false;
    const auto& o = s.obj(ev.object);
    const std::string& type = o.card.type;
    if (p.object == "me" && ev.object != listener) return false;
    if (p.object == "card" && type != "Unit" && type != "Gear" && type != "Spell") return false;
    if ((p.object == "spell" && type != "Spell") || (p.object == "gear" && type != "Gear"))
      return false;
    if (EndsWith(p.object, "unit") && type != "Unit") return false;
    if (p.object.find("friendly") != std::string::npos && o.controller != you) return false;
    if (p.object.find("enemy") != std::string::npos && o.controller == you) return false;
    if (StartsWith(p.object, "another") && ev.object == listener) return false;
  }
  const ZoneId mine = s.obj(listener).zone;
  for (const std::string& q : p.quals) {
    const engine::Object* o = ev.object == engine::kNoObject ? nullptr : &s.obj(ev.object);
    if (q == "here" && ev.where != mine) return false;
    if (q == "from-here" && ev.from != mine) return false;
    if (q == "from-battlefield" && (ev.from == engine::kNoZone || !IsBattlefield(s, ev.from)))
      return false;
    if (q == "at-battlefield" && (ev.where == engine::kNoZone || !IsBattlefield(s, ev.where)))
      return false;
    if (q == "battlefield-yours" &&
        (ev.where == engine::kNoZone || s.zone(ev.where).controller != you))
      return false;
    if (q == "self-at-battlefield" && !IsBattlefield(s, mine)) return false;
    if (q == "buffed" && (o == nullptr || o->Counter("buff") == 0)) return false;
    if (q == "stunned" && (o == nullptr || !o->Has("stunned"))) return false;
    if (StartsWith(q, "not-tag:") && (o == nullptr || HasTag(*o, q.substr(8)))) return false;
    if (q == "mighty" && (o == nullptr || !IsMighty(s, ev.object))) return false;
    if (q == "opponents-turn" && s.active == you) return false;
    // a card played from a battlefield was hidden there, face down (811)
    if (q == "from-face-down" && (ev.from == engine::kNoZone || !IsBattlefield(s, ev.from)))
      return false;
    if (q == "not-from-hand" && (ev.from == engine::kNoZone || ev.from == Hand(s, ev.actor)))
      return false;
    if (StartsWith(q, "power-ge:") && (o == nullptr || !o->card.stats.count("power") ||
                                       o->card.stats.at("power") < std::stoi(q.substr(9))))
      return false;
    if (StartsWith(q, "nth:") &&
        HistoryCount(s, "played:card:" + std::to_string(ev.actor)) != std::stoi(q.substr(4)))
      return false;
    if (StartsWith(q, "tag:") && (o == nullptr || !HasTag(*o, q.substr(4)))) return false;
    if (StartsWith(q, "nth-draw:") &&
        HistoryCount(s, "drawn:" + std::to_string(ev.actor)) != std::stoi(q.substr(9)))
      return false;
    if (q == "showdown" && !ShowdownOpen(s)) return false;
    if (q == "alone") {  // 740.2.a: no other friendly unit at the same location
      if (o == nullptr) return false;
      for (const auto& x : s.objects) {
        if (x.id != ev.object && x.zone == o->zone && x.controller == o->controller &&
            IsUnit(s, x.id))
          return false;
      }
    }
  }
  return true;
}

}  // namespace

bool EventObjectIsUnit(const std::string& trigger) {
  // the module's fixed events about one of the player's units (helpers.cc, player_triggers.cc)
  if (trigger == "friendly-becomes-mighty" || trigger == "you-choose-friendly-unit") return true;
  Pattern p;  // of two patterns joined by '|' (split into two abilities), the first
  return ParsePattern(trigger.substr(0, trigger.find('|')), &p) && EndsWith(p.object, "unit");
}

bool EventTriggerOf(const std::string& line, std::string* trigger, std::string* effect) {
  std::string rest = line;
  bool once = false;
  if (StartsWith(rest, "Once each turn, when ")) {  // 383.3.e
    once = true;
    rest = "When " + rest.substr(21);
  }
  if (!StartsWith(rest, "When ")) return false;
  // "When you play me or another Dragon, ...": my own play, or another of the tag played by you.
  static const std::regex kMeOrAnother(R"(^When you play me or another ([A-Z][a-z]+), (.+)$)");
  if (std::smatch m; !once && std::regex_match(rest, m, kMeOrAnother)) {
    *trigger = "play|on:play/you/unit/tag:" + m[1].str();
    *effect = m[2].str();
    return true;
  }
  // "When a friendly unit attacks or defends alone, ...": one pattern per event (the two
  // abilities card_text.cc splits at '|'); alone: no other friendly unit at its location (740.2.a).
  static const std::regex kAlone(
      R"(^When (.+?) (attacks or defends|attacks|defends) alone, (.+)$)");
  if (std::smatch m; !once && std::regex_match(rest, m, kAlone)) {
    Pattern a;
    if (!ObjectSubject(m[1].str(), &a.object, &a.quals) || StartsWith(a.object, "another"))
      return false;
    a.quals.push_back("alone");
    std::vector<std::string> kinds;
    if (m[2].str() != "defends") kinds.push_back("attack");
    if (m[2].str() != "attacks") kinds.push_back("defend");
    std::vector<std::string> patterns;
    for (const std::string& k : kinds)
      patterns.push_back("on:" + k + "//" + a.object + "/" + Join(a.quals, ","));
    *trigger = Join(patterns, "|");
    *effect = m[3].str();
    return true;
  }
  const size_t comma = rest.find(", ");
  if (comma == std::string::npos) return false;
  Pattern p;
  if (!ClausePattern(rest.substr(5, comma - 5), &p)) return false;
  const std::string after = rest.substr(comma + 2);
  // 383.3.e.2: "once each turn" with a "you may" first is counted only when performed, decided
  // as it is finalized; the count here is taken as it triggers, so such text is not read.
  if (once && StartsWith(after, "you may ")) return false;
  if (once) p.quals.push_back("once");
  *trigger = "on:" + p.kind + "/" + p.actor + "/" + p.object + "/" + Join(p.quals, ",");
  *effect = after;
  return true;
}

bool SeveralTriggerTargetsChosen(const std::string& targets, const std::string& trigger) {
  std::vector<std::string> parts;
  if (const size_t star = targets.find('*'); star != std::string::npos) {
    const std::string n = targets.substr(star + (targets.compare(star, 3, "*<=") == 0 ? 3 : 1));
    if (n.empty() || n.find_first_not_of("0123456789") != std::string::npos) return false;
    parts = {targets.substr(0, star)};
  } else {
    parts = Split(targets, '+');
  }
  for (const std::string& r : parts) {
    if (r.empty() || r == "battlefield" || r == "spell" || r == "opponent" || r == "player" ||
        r == kEventObject || StartsWith(r, "trash-") || r.find_first_of("*+") != std::string::npos)
      return false;
    if (trigger == "die" && EndsWith(r, "-here")) return false;
  }
  return true;
}

void FireEvent(Engine& e, const GameEvent& ev, int parent) {
  GameState& s = e.state();
  std::vector<engine::PendingTrigger> out;
  std::vector<ObjectId> listeners;
  for (const auto& o : s.objects) {
    if (!s.zone(o.zone).board || o.face_down || o.attached_to != engine::kNoObject) continue;
    listeners.push_back(o.id);
  }
  for (ObjectId id : listeners) {
    const auto& o = s.obj(id);
    // A battlefield card's "you" is the battlefield's controller (190.6.b uses the same reading).
    const PlayerId you = o.card.type == "Battlefield" ? s.zone(o.zone).controller : o.controller;
    if (you == engine::kNoPlayer) continue;
    for (size_t i = 0; i < o.card.abilities.size(); ++i) {
      const auto& ab = o.card.abilities[i];
      Pattern p;
      if (ab.kind != "triggered" || !ParsePattern(ab.trigger, &p)) continue;
      if (!Matches(s, id, you, p, ev)) continue;
      TriggerEvent where{ev.where, ev.object};
      if (!TriggerConditionMet(e, ab, id, you, where, parent)) continue;  // 383.2.a.1
      if (std::find(p.quals.begin(), p.quals.end(), "once") != p.quals.end()) {
        const std::string var = "once:" + o.key + ":" + std::to_string(i);
        if (s.vars.count(var) && s.vars[var] == s.turn) {
          e.Note(parent, {"383.3.e.1"},
                 Name(s, id) + "'s \"" + ab.text +
                     "\" does not trigger: it has already been performed once this turn");
          continue;
        }
        s.vars[var] = s.turn;
      }
      engine::PendingTrigger t;
      t.source = id;
      t.controller = you;
      t.ability = static_cast<int>(i);
      t.label = ab.text;
      t.rules = {"382", "383.1"};
      // a Targeting Effect: pending once the spell that chose it is finalized (383.4.b.2)
      if (ev.kind == "choose-spell") t.rules.push_back("383.4.b.2");
      if (std::find(p.quals.begin(), p.quals.end(), "alone") != p.quals.end())
        t.rules.push_back("740.2.a");  // alone: no other friendly unit at its location
      t.program = ab.effect;
      t.parent = parent;
      if (ev.object != engine::kNoObject) t.snapshot["event_object"] = Key(s, ev.object);
      out.push_back(std::move(t));
    }
  }
  e.AddPending(std::move(out));
}

}  // namespace arbiter::games::riftbound
