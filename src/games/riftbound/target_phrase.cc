// Object phrases of card text as a grammar, the sentences built on them, and the act_each verb
// (target_phrase.h).
#include "games/riftbound/target_phrase.h"

#include <algorithm>
#include <map>
#include <regex>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

// "two" -> 2 ... "five" -> 5, digits as written; 0 for other words.
int CountWord(const std::string& w) {
  static const std::map<std::string, int> kWords = {
      {"one", 1}, {"two", 2}, {"three", 3}, {"four", 4}, {"five", 5}};
  if (auto it = kWords.find(w); it != kWords.end()) return it->second;
  if (!w.empty() && std::all_of(w.begin(), w.end(), ::isdigit)) return std::stoi(w);
  return 0;
}

// The state adjectives of the grammar and their requirement words.
const std::map<std::string, std::string>& StateWords() {
  static const std::map<std::string, std::string> kStates = {
      {"exhausted", "exhausted"}, {"ready", "ready"},     {"stunned", "stunned"},
      {"buffed", "buffed"},       {"damaged", "damaged"}, {"attacking", "attacking"},
      {"defending", "defending"}, {"token", "token"},     {"[Mighty]", "mighty"},
      {"equipped", "equipped"},
  };
  return kStates;
}

// A tag or domain as card text writes it ("Mech", "Calm", "Bird"): one capitalised word, not a
// keyword (those are in brackets).
bool IsTagWord(const std::string& w) {
  if (w.size() < 2 || !std::isupper(static_cast<unsigned char>(w[0]))) return false;
  return std::all_of(w.begin() + 1, w.end(), [](char c) {
    return std::islower(static_cast<unsigned char>(c)) || c == '\'';
  });
}

bool HasWord(const std::string& requirement, const std::string& word) {
  for (const std::string& w : Split(requirement, '-'))
    if (w == word) return true;
  return false;
}

}  // namespace

bool ParseObjectPhrase(const std::string& words, ObjectPhrase* out) {
  ObjectPhrase p;
  std::string rest = words;
  bool other = false, plural = false;
  auto take = [&](const std::string& head) {
    if (!StartsWith(rest, head)) return false;
    rest = rest.substr(head.size());
    return true;
  };
  // Quantity (355.13 "up to"; 355.10.d "all"/"each": selected, not chosen).
  static const std::regex kUpTo(R"(^(?:each of )?up to (one|two|three|four|five|\d+) )");
  std::smatch m;
  if (std::regex_search(rest, m, kUpTo)) {
    p.up_to = true;
    p.count = CountWord(m[1].str());
    plural = p.count > 1;
    rest = m.suffix().str();
  } else if (take("all ") || take("ALL ")) {
    p.group = true;
    plural = true;
  } else if (take("each ")) {
    p.group = true;
  } else if (take("another ")) {
    other = true;
  } else if (take("one of your ")) {  // one of the player's units: a friendly one
    if (!take("other ") && !StartsWith(rest, "units")) return false;
    if (words.find(" other ") != std::string::npos) other = true;
    plural = true;
    rest = "friendly " + rest;
  } else if (!take("a ") && !take("an ")) {
    return false;
  }
  if (take("other ")) other = true;
  if (p.count < 1) return false;
  // Side, states, tags or domains, kind.
  std::string side;
  std::vector<std::string> states;
  std::string kind;
  std::vector<std::string> tags;  // "Calm", "Mech": a tag or domain the object has (133.8, 134.1)
  const std::vector<std::string> tokens = Split(rest, ' ');
  size_t i = 0;
  for (; i < tokens.size() && kind.empty(); ++i) {
    const std::string& t = tokens[i];
    if (t == "friendly" || t == "enemy") {
      if (!side.empty()) return false;
      side = t;
    } else if (auto it = StateWords().find(t); it != StateWords().end()) {
      states.push_back(it->second);
    } else if (t == (plural ? "units" : "unit") && i + 2 < tokens.size() &&
               tokens[i + 1] == (plural ? "and" : "or") && tokens[i + 2] == "gear") {
      kind = "permanent";  // "a unit or gear", "all units and gear": both types (133.4.a.2)
      i += 2;
    } else if (t == (plural ? "units" : "unit")) {
      kind = "unit";
    } else if (t == "gear") {
      kind = "gear";
    } else if (IsTagWord(EndsWith(t, ",") ? t.substr(0, t.size() - 1) : t)) {
      // "an enemy Calm unit" (a tag or domain before the noun), "another friendly Mech" (the
      // tag as the noun: any permanent with it, 133.3), "a Bird, Cat, Dog, or Poro" (any one).
      std::vector<std::string> any;
      bool or_seen = false;
      size_t j = i;
      for (;; ++j) {
        std::string w = j < tokens.size() ? tokens[j] : "";
        const bool comma = EndsWith(w, ",");
        if (comma) w.pop_back();
        if (!IsTagWord(w)) return false;
        any.push_back(w);
        if (or_seen) break;  // "or" comes before the last one
        if (j + 1 < tokens.size() && tokens[j + 1] == "or") {
          ++j;
          or_seen = true;
          continue;
        }
        if (!comma) break;
      }
      if (any.size() > 1 && !or_seen) return false;
      i = j;
      const bool noun = i + 1 >= tokens.size() ||
                        (tokens[i + 1] != (plural ? "units" : "unit") && tokens[i + 1] != "gear");
      if (noun) {
        if (plural) {  // "Mechs": the plural of the tag
          for (std::string& w : any) {
            if (!EndsWith(w, "s")) return false;
            w.pop_back();
          }
        }
        kind = "permanent";
      }
      tags.push_back("is_" + Join(any, "|"));
    } else {
      return false;
    }
  }
  if (kind.empty()) return false;
  std::string tail;
  for (; i < tokens.size(); ++i) tail += (tail.empty() ? "" : " ") + tokens[i];
  // Restrictions compared with the object itself: "with [Hidden]", "without [Temporary]" (722.1),
  // "with Energy cost [4] or less" / "no more than [1]" / "no more than my Might" (206), "with
  // less Might than me", "that moved this turn".
  static const std::regex kWith(
      R"(^(.*?) ?(with|without) \[([A-Z][A-Za-z]*)\]$|^(.*?) ?with Energy cost (?:\[(\d+)\] or less|no more than (?:\[(\d+)\]|(my Might)))$|^(.*?) ?with less Might than me$|^(.*?) ?that moved this turn$)");
  if (std::regex_match(tail, m, kWith)) {
    if (m[2].matched) {
      tags.push_back((m[2].str() == "with" ? "kw_" : "nokw_") + m[3].str());
      tail = m[1].str();
    } else if (m[4].matched) {
      tags.push_back("energy_le_" + (m[7].matched   ? std::string("mymight")
                                     : m[5].matched ? m[5].str()
                                                    : m[6].str()));
      tail = m[4].str();
    } else if (m[8].matched) {
      tags.push_back("might_lt_me");
      tail = m[8].str();
    } else {
      tags.push_back("moved");
      tail = m[9].str();
    }
  }
  // Restrictions after the noun: "you control", a Might cap, a place (355.9.b).
  // "you control" right after the noun ("a unit you control here"); after a place it is the
  // place's controller ("a unit at a battlefield you control"), not a word the module checks.
  if (StartsWith(tail, "you control")) {
    if (side == "enemy") return false;
    side = "friendly";
    tail = std::string(Trim(tail.substr(11)));
  }
  int cap = -1;
  static const std::regex kCap(R"((?:^| )with (\d+) \[S\] or less$)");
  if (std::regex_search(tail, m, kCap)) {
    cap = std::stoi(m[1].str());
    tail = std::string(Trim(tail.substr(0, static_cast<size_t>(m.position(0)))));
  }
  std::string place;
  bool here = false;
  if (tail == "here") {
    here = true;
  } else if (tail == "at my battlefield") {  // my location, when it is a battlefield
    place = "at-battlefield";
    here = true;
  } else if (tail == "from a battlefield") {  // a move's origin: a unit at a battlefield
    if (p.group) return false;
    place = "at-battlefield";
  } else if (tail == "at a battlefield") {
    if (p.group) {
      p.at_chosen_battlefield = true;  // 355.10.b: the battlefield is the target
    } else {
      place = "at-battlefield";
    }
  } else if (tail == "at battlefields") {
    if (!p.group) return false;
    place = "at-battlefield";
  } else if (tail == "in a base" || tail == "at a base") {
    place = "in-base";
  } else if (tail == "in bases") {
    if (!p.group) return false;
    place = "in-base";
  } else if (tail == "in your base") {
    place = "in-your-base";
  } else if (tail == "in combat") {
    place = "in-combat";
  } else if (!tail.empty()) {
    return false;
  }
  // MeetsRequirement tells gear from units by the word's end, and the choosers read "-here" at
  // the end: a gear with a place, or "here" with a Might cap, is not a word they check.
  if (kind != "unit" && (!place.empty() || here || p.at_chosen_battlefield || cap >= 0))
    return false;
  if (here && cap >= 0) return false;
  std::string req = other ? "other-" : "";
  if (!side.empty()) req += side + "-";
  for (const std::string& st : states) req += st + "-";
  for (const std::string& t : tags) req += t + "-";
  req += kind;
  if (!place.empty()) req += "-" + place;
  if (here) req += "-here";
  if (cap >= 0) req += "-might-le-" + std::to_string(cap);
  p.requirement = req;
  *out = p;
  return true;
}

std::string TrashCardRequirement(const std::string& words) {
  static const std::regex kKind(R"(^an? (unit|gear|spell|card)(?: with \[([A-Z][A-Za-z]*)\])?$)");
  std::smatch m;
  if (std::regex_match(words, m, kKind)) {
    if (!m[2].matched) return m[1].str();
    return "kw_" + m[2].str() + "-" + m[1].str();
  }
  // "a Bird, Cat, Dog, or Poro": the tag grammar of board phrases, as a card of any type.
  ObjectPhrase p;
  if (!ParseObjectPhrase(words, &p) || p.group || p.up_to) return "";
  const std::string& r = p.requirement;
  if (!StartsWith(r, "is_") || !EndsWith(r, "-permanent") ||
      r.find('-') != r.size() - std::string("-permanent").size())
    return "";
  return r.substr(0, r.size() - std::string("permanent").size()) + "card";
}

bool TrashCardMeets(const engine::Card& card, const std::string& requirement) {
  const std::vector<std::string> words = Split(requirement, '-');
  if (words.empty()) return false;
  const std::string kind = words.back();
  if (kind != "card" && ToLowerAscii(card.type) != kind) return false;
  for (size_t i = 0; i + 1 < words.size(); ++i) {
    const std::string& w = words[i];
    if (StartsWith(w, "is_")) {  // a tag (133.8) or domain (134.1), any of them (133.3)
      bool has = false;
      for (const std::string& t : Split(w.substr(3), '|'))
        for (const auto* list : {&card.subtypes, &card.domains})
          has = has || std::find(list->begin(), list->end(), t) != list->end();
      if (!has) return false;
    } else if (StartsWith(w, "kw_")) {  // its printed keyword (722.1)
      const std::string kw = w.substr(3);
      if (std::none_of(card.keywords.begin(), card.keywords.end(),
                       [&](const engine::Keyword& k) { return k.name == kw; }))
        return false;
    } else {
      return false;
    }
  }
  return true;
}

std::string TrashCardLabel(const std::string& requirement) {
  const std::vector<std::string> words = Split(requirement, '-');
  std::string tags, keyword;
  for (const std::string& w : words) {
    if (StartsWith(w, "is_")) tags = Join(Split(w.substr(3), '|'), " or ");
    if (StartsWith(w, "kw_")) keyword = " with [" + w.substr(3) + "]";
  }
  return (tags.empty() ? words.back() : tags) + keyword;
}

std::string OneTargetRequirement(const std::string& words) {
  ObjectPhrase p;
  if (!ParseObjectPhrase(words, &p) || p.group || p.up_to || p.count != 1) return "";
  return p.requirement;
}

namespace {

// The words of a requirement that compare the object with its card data, its keywords, this
// turn's history or the ability's SOURCE ("is_Mech", "kw_Hidden", "energy_le_4",
// "might_lt_me"): true when they all hold, otherwise false with *why set.
bool MeetsObjectWords(const GameState& s, ObjectId id, const std::string& requirement,
                      ObjectId source, std::string* why) {
  const auto& o = s.obj(id);
  const bool source_on_board = source != engine::kNoObject && s.OnBoard(source);
  for (const std::string& w : Split(requirement, '-')) {
    if (StartsWith(w, "is_")) {  // a tag (133.8) or domain (134.1), any of "A|B|C" (133.3)
      bool has = false;
      for (const std::string& t : Split(w.substr(3), '|')) {
        for (const auto* list : {&o.card.subtypes, &o.card.domains})
          has = has || std::find(list->begin(), list->end(), t) != list->end();
      }
      if (!has) {
        *why = "not " + Join(Split(w.substr(3), '|'), " or ");
        return false;
      }
    } else if (StartsWith(w, "kw_") || StartsWith(w, "nokw_")) {  // 722.1
      const bool with = StartsWith(w, "kw_");
      const std::string kw = w.substr(with ? 3 : 5);
      if (HasKeywordForReference(s, id, kw) != with) {
        *why = (with ? "without [" : "with [") + kw + "]";
        return false;
      }
    } else if (StartsWith(w, "energy_le_")) {  // its printed Energy cost (206)
      const auto en = o.card.stats.find("energy");
      const int cost = en == o.card.stats.end() ? 0 : en->second;
      const std::string most = w.substr(10);
      if (most == "mymight" && !source_on_board) {  // 359.3.e.12: no Might to compare with
        *why = "not comparable: the source is not on the board";
        return false;
      }
      const int limit = most == "mymight" ? MightValue(s, source) : std::stoi(most);
      if (cost > limit) {
        *why = "of Energy cost " + std::to_string(cost) + ", more than " + std::to_string(limit);
        return false;
      }
    } else if (w == "might_lt_me") {
      if (!source_on_board) {  // 359.3.e.12
        *why = "not comparable: the source is not on the board";
        return false;
      }
      if (MightValue(s, id) >= MightValue(s, source)) {
        *why = "at " + std::to_string(MightValue(s, id)) + " Might, not less than " +
               Name(s, source) + "'s " + std::to_string(MightValue(s, source));
        return false;
      }
    } else if (w == "moved") {  // this turn's history (history.h)
      if (HistoryCount(s, "moved:" + o.key) == 0) {
        *why = "a unit that has not moved this turn";
        return false;
      }
    } else if (w == "equipped") {  // 818.3.b: an Equipment is attached to it
      if (std::none_of(o.attachments.begin(), o.attachments.end(),
                       [&](ObjectId a) { return IsEquipment(s, a); })) {
        *why = "not equipped";
        return false;
      }
    }
  }
  return true;
}

}  // namespace

bool MeetsStateWords(const GameState& s, ObjectId id, const std::string& requirement,
                     PlayerId controller, std::string* why, ObjectId source) {
  std::string req = requirement;
  if (const size_t cap = req.find("-might-le-"); cap != std::string::npos) req = req.substr(0, cap);
  const auto& o = s.obj(id);
  struct Check {
    const char* word;
    bool (*holds)(const GameState&, ObjectId);
    const char* fails;
  };
  // Each state is read only when the requirement names it: reading Might counts the object's
  // counted grants (counted_grants.cc), which can themselves ask for states of other objects.
  using S = const GameState&;
  static const Check checks[] = {
      {"stunned", [](S g, ObjectId x) { return g.obj(x).Has("stunned"); }, "not stunned"},  // 423.1
      {"buffed", [](S g, ObjectId x) { return g.obj(x).Counter("buff") > 0; }, "not buffed"},
      {"damaged", [](S g, ObjectId x) { return g.obj(x).Counter("damage") > 0; }, "not damaged"},
      {"attacking", [](S g, ObjectId x) { return g.obj(x).Has("attacker"); }, "not attacking"},
      {"defending", [](S g, ObjectId x) { return g.obj(x).Has("defender"); }, "not defending"},
      {"token", [](S g, ObjectId x) { return g.obj(x).card.token; }, "not a token"},  // 180
      {"mighty", [](S g, ObjectId x) { return MightValue(g, x) >= kMightyThreshold; },
       "not Mighty"},                                                                      // 708
      {"ready", [](S g, ObjectId x) { return !g.obj(x).Has("exhausted"); }, "not ready"},  // 414.1
  };
  for (const Check& c : checks) {
    if (HasWord(req, c.word) && !c.holds(s, id)) {
      *why = c.fails;
      return false;
    }
  }
  if (req.find("in-your-base") != std::string::npos && o.zone != Base(s, controller)) {
    *why = "not in your base";
    return false;
  }
  return MeetsObjectWords(s, id, req, source, why);
}

namespace {

// The verbs of the sentences and the act_each "act" they run.
const std::map<std::string, std::string>& SentenceVerbs() {
  static const std::map<std::string, std::string> kVerbs = {
      {"Kill", "kill"},       {"Stun", "stun"},
      {"[Stun]", "stun"},     {"Buff", "buff"},
      {"[Buff]", "buff"},     {"Ready", "ready"},
      {"Exhaust", "exhaust"}, {"Return", "return_to_hand"},
      {"Empower", "empower"},  // any game object (441.1)
  };
  return kVerbs;
}

Action Act(const std::string& verb, std::map<std::string, engine::Value> args) {
  Action a;
  a.verb = verb;
  a.args = std::move(args);
  return a;
}

// The target words of N targets: $target, $target2, ...
std::vector<std::string> TargetList(int n) {
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.push_back(i == 0 ? "$target" : "$target" + std::to_string(i + 1));
  return out;
}

}  // namespace

bool CompileObjectPhraseSentence(const std::string& sentence, std::vector<Action>* out,
                                 std::string* targets) {
  static const std::regex kDeal(R"(^Deal (\d+) to (.+)$)");
  // "Deal damage equal to my Might to all enemy units here", "It deals damage equal to its Might
  // to an enemy unit at a battlefield": the amount is that unit's Might as the damage is dealt
  // (710), and "It deals" makes the unit named before the source of the damage (417.6.b.3).
  static const std::regex kDealMight(R"(^(It deals|Deal) damage equal to (my|its) Might to (.+)$)");
  static const std::regex kReturn(
      R"(^Return (.+?) to (?:its owner's hand|their owners' hands|its owner's hands)$)");
  static const std::regex kAct(
      R"(^(Kill|Stun|\[Stun\]|Buff|\[Buff\]|Ready|Exhaust|Empower) (.+)$)");
  // A move by an effect to the unit's controller's base (420.1): "to base", "to its/their base",
  // "to your base" (a friendly unit's).
  static const std::regex kToBase(R"(^Move (.+?) to (base|its base|their base|your base)$)");
  std::smatch m;
  std::string act, words;
  int64_t amount = -1;
  std::string might_of, source;
  if (std::regex_match(sentence, m, kDeal)) {
    act = "deal";
    amount = std::stoi(m[1].str());
    words = m[2].str();
  } else if (std::regex_match(sentence, m, kDealMight)) {
    act = "deal";
    amount = 0;
    might_of = m[2].str() == "my" ? "$self" : "$ref";
    if (m[1].str() == "It deals") {
      if (might_of != "$ref") return false;  // "It deals ... my Might": not a form of the text
      source = "$ref";
    }
    words = m[3].str();
  } else if (std::regex_match(sentence, m, kReturn)) {
    act = "return_to_hand";
    words = m[1].str();
  } else if (std::regex_match(sentence, m, kToBase)) {
    act = "move_to_base";
    words = m[1].str();
    if (m[2].str() == "your base" && words.find("friendly") == std::string::npos) return false;
  } else if (std::regex_match(sentence, m, kAct)) {
    act = SentenceVerbs().at(m[1].str());
    words = m[2].str();
  } else {
    return false;
  }
  ObjectPhrase p;
  // "a friendly unit and an enemy unit": two targets, one for each phrase, different ones
  // (play.cc: "friendly-unit+enemy-unit", 355.8); "all units and gear" is one phrase.
  if (const size_t and_at = words.find(" and ");
      and_at != std::string::npos && !ParseObjectPhrase(words, &p)) {
    const std::string r1 = OneTargetRequirement(words.substr(0, and_at));
    const std::string r2 = OneTargetRequirement(words.substr(and_at + 5));
    if (r1.empty() || r2.empty() || amount > 0 || !might_of.empty()) return false;
    if (EndsWith(r1, "gear") || EndsWith(r2, "gear")) return false;
    if (act == "return_to_hand" && sentence.find("their owners'") == std::string::npos)
      return false;
    out->push_back(Act(
        "act_each", {{"act", act}, {"objects", std::vector<std::string>{"$target", "$target2"}}}));
    *targets = r1 + "+" + r2;
    return true;
  }
  if (!ParseObjectPhrase(words, &p)) return false;
  // Units only: buffs, stuns and damage are for units (702.2.a, 423.1, 142.3).
  const bool gear = EndsWith(p.requirement, "gear") || EndsWith(p.requirement, "permanent");
  if (gear && act != "kill" && act != "ready" && act != "exhaust" && act != "return_to_hand" &&
      act != "empower")
    return false;
  if (act == "move_to_base" && (gear || p.at_chosen_battlefield)) return false;
  // A singular return names "its owner's hand", a plural one "their owners' hands".
  if (act == "return_to_hand" &&
      (sentence.find("their owners'") != std::string::npos) != (p.group || p.count > 1))
    return false;
  Action a = Act("act_each", {{"act", act}});
  if (amount >= 0) a.args["amount"] = amount;
  if (!might_of.empty()) a.args["might_of"] = might_of;
  if (!source.empty()) a.args["source"] = source;
  if (p.group) {
    // Every object that meets the phrase (355.10.d); "at a battlefield": every such unit at the
    // battlefield chosen as the target (355.10.b).
    a.args["units"] = p.requirement + (p.at_chosen_battlefield ? "-there" : "");
    if (p.at_chosen_battlefield) {
      a.args["at"] = std::string("$target");
      *targets = "battlefield";
    } else {
      targets->clear();
    }
  } else if (p.up_to) {
    // Up to N targets, any number from none (355.13); those still legal as it resolves are
    // affected (359.3.e.8).
    a.args["objects"] = TargetList(p.count);
    *targets = p.requirement + "*<=" + std::to_string(p.count);
  } else {
    // One target: the verb itself on it (355.9.b checks the requirement as it is chosen).
    if (p.count != 1) return false;
    *targets = p.requirement;
    if (act == "deal") {
      Action deal = Act("deal", {{"to", std::string("$target")}, {"amount", amount}});
      if (!might_of.empty()) deal.args["might_of"] = might_of;
      if (!source.empty()) deal.args["source"] = source;
      out->push_back(deal);
    } else {
      out->push_back(Act(act, {{act == "kill" ? "objects" : "object", std::string("$target")}}));
    }
    return true;
  }
  out->push_back(a);
  return true;
}

std::vector<ObjectId> ObjectsMeeting(const GameState& s, const std::string& units, ObjectId source,
                                     PlayerId controller, ObjectId at) {
  const bool here = EndsWith(units, "-here"), there = EndsWith(units, "-there");
  std::string req = units;
  if (here) req = req.substr(0, req.size() - 5);
  if (there) req = req.substr(0, req.size() - 6);
  const bool other = StartsWith(req, "other-");
  if (other) req = req.substr(6);
  std::vector<ObjectId> out;
  if (there && (at == engine::kNoObject || !s.OnBoard(at))) return out;
  if (here && (source == engine::kNoObject || !s.OnBoard(source))) return out;
  for (const auto& o : s.objects) {
    // The cheap tests first: the requirement can read Might, which counts this same phrase for a
    // counted grant ("+1 [S] for each other exhausted unit you control").
    if (o.face_down || (other && o.id == source)) continue;
    if (here && o.zone != s.obj(source).zone) continue;
    if (there && o.zone != s.obj(at).zone) continue;
    std::string why;
    if (!MeetsRequirement(s, o.id, req, controller, &why, source)) continue;
    out.push_back(o.id);
  }
  return out;
}

namespace {

void RunActEach(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const std::string act = ArgStr(a, "act");
  std::vector<ObjectId> ids;
  if (HasArg(a, "units")) {
    const ObjectId at = HasArg(a, "at") ? ArgObject(e, a, "at", ctx) : engine::kNoObject;
    ids = ObjectsMeeting(s, ArgStr(a, "units"), ctx.source, ctx.controller, at);
    std::vector<std::string> names;
    for (ObjectId id : ids) names.push_back(Name(s, id));
    // "all ... at a battlefield": the battlefield was the target, the units are selected there
    // (355.10.b).
    const bool there = at != engine::kNoObject && s.OnBoard(at);
    e.Note(ctx.parent,
           there ? std::vector<std::string>{"355.10.b", "355.10.d"}
                 : std::vector<std::string>{"355.10.d"},
           "every object that is " + ArgStr(a, "units") +
               (there ? " (at " + ZoneLabel(s, s.obj(at).zone) + ", the target)" : "") + ": " +
               (names.empty() ? std::string("none") : Join(names, ", ")));
  } else {
    // The targets chosen for "up to N" that are still on the board (359.3.e.8).
    for (ObjectId id : ArgObjects(e, a, "objects", ctx)) {
      if (s.OnBoard(id)) {
        ids.push_back(id);
      } else {
        e.Note(ctx.parent, {"359.3.e.8"},
               Name(s, id) + " is no longer on the board: the instruction affects the others");
      }
    }
    if (ids.empty()) e.Note(ctx.parent, {"355.13"}, "no target was chosen: nothing happens");
  }
  if (ids.empty()) return;
  std::vector<std::string> keys;
  for (ObjectId id : ids) keys.push_back(Key(s, id));
  if (act == "deal") {  // one Deal, its Bonus Damage added to each (715.2)
    Action deal =
        Act("deal", {{"to", keys}, {"amount", static_cast<int64_t>(ArgInt(a, "amount"))}});
    for (const char* k : {"might_of", "source"})
      if (HasArg(a, k)) deal.args[k] = a.args.at(k);
    Exec(e, deal, ctx);
  } else if (act == "kill") {  // one Kill of them all, simultaneous (370.1.a.2)
    Exec(e, Act("kill", {{"objects", keys}}), ctx);
  } else {
    for (const std::string& k : keys) Exec(e, Act(act, {{"object", k}}), ctx);
  }
}

}  // namespace

std::vector<VerbRow> ObjectPhraseVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"act_each",
        "ACT (deal AMOUNT, kill, stun, buff, ready, exhaust, return_to_hand, move_to_base, "
        "empower) on each "
        "of OBJECTS "
        "(targets chosen for \"up to N\") or on every object that is UNITS (a requirement; "
        "-here: at the source's location; -there: at AT's)",
        {{"act", T::kString},
         {"units", T::kString, false},
         {"objects", T::kObjects, false},
         {"at", T::kObject, false},
         {"amount", T::kInt, false},
         {"might_of", T::kObject, false, {}, "deal: the amount is this object's Might (710)"},
         {"source", T::kObject, false, {}, "deal: the source of the damage (417.6.b.3)"}},
        {"355.10.b", "355.10.d", "355.13", "359.3.e.8", "370.1.a.2"}},
       RunActEach},
  };
}

}  // namespace arbiter::games::riftbound
