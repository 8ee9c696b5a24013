#include "games/riftbound/card_text.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <mutex>
#include <regex>

#include "engine/unmodelled.h"
#include "games/riftbound/ability_modes.h"
#include "games/riftbound/aura_filters.h"
#include "games/riftbound/buff_limit.h"
#include "games/riftbound/card_costs.h"
#include "games/riftbound/card_text_reveal.h"
#include "games/riftbound/cards.h"
#include "games/riftbound/conditions.h"
#include "games/riftbound/control_text.h"
#include "games/riftbound/cost_modifiers.h"
#include "games/riftbound/counted_grants.h"
#include "games/riftbound/deck_text.h"
#include "games/riftbound/delayed.h"
#include "games/riftbound/each_player.h"
#include "games/riftbound/enters_ready.h"
#include "games/riftbound/enters_ready_group.h"
#include "games/riftbound/for_each.h"
#include "games/riftbound/knell_conditions.h"
#include "games/riftbound/look_and_play.h"
#include "games/riftbound/move_restrictions.h"
#include "games/riftbound/moves.h"
#include "games/riftbound/next_time.h"
#include "games/riftbound/nth_time.h"
#include "games/riftbound/passive_conditions.h"
#include "games/riftbound/play_as_effect.h"
#include "games/riftbound/points.h"
#include "games/riftbound/runes.h"
#include "games/riftbound/split_damage.h"
#include "games/riftbound/stun.h"
#include "games/riftbound/target_phrase.h"
#include "games/riftbound/target_relations.h"
#include "games/riftbound/token_text.h"
#include "games/riftbound/trash_keywords.h"
#include "games/riftbound/trigger_events.h"
#include "games/riftbound/untargetable_turn.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

using engine::Ability;
using engine::Action;

// The printed line without its reminder text (the parenthesised words), punctuation as printed
// (for the trace).
std::string PrintedWithoutReminder(const std::string& line) {
  return CollapseSpaces(WithoutParenthesized(line));
}

// A printed line without its reminder text and with ASCII punctuation (what templates match).
std::string WithoutReminder(const std::string& line) {
  std::string out = CollapseSpaces(NormalizePunctuation(PrintedWithoutReminder(line)));
  // "Bonus Damage (while this is attached)." leaves "Bonus Damage ."
  for (size_t at = out.find(" ."); at != std::string::npos; at = out.find(" .")) out.erase(at, 1);
  return std::string(Trim(out));
}

bool IsKeywordName(const std::string& name) {
  const auto& known = KeywordNames();
  return std::find(known.begin(), known.end(), name) != known.end();
}

// The keywords a line starts with ("[Assault 3]", "[Equip] [1][C]", "[Deflect], [Ganking]"), and
// the words after them in *rest. Returns 0 when the line does not start with a known keyword.
int KeywordHead(const std::string& line, std::string* first, std::string* rest) {
  static const std::regex kHead(R"(^\[([A-Za-z-]+)(?: (\d+))?\]((?:\s*\[[A-Z0-9]\])*))");
  std::string s = line;
  int n = 0;
  while (true) {
    std::smatch m;
    if (!std::regex_search(s, m, kHead) || !IsKeywordName(m[1].str())) break;
    if (n == 0) *first = m[1].str();
    ++n;
    s = std::string(Trim(m.suffix().str()));
    if (StartsWith(s, ",")) {
      std::string after = std::string(Trim(s.substr(1)));
      if (StartsWith(after, "[")) {
        s = after;
        continue;
      }
    }
    break;
  }
  *rest = s;
  return n;
}

Action TextAct(const std::string& verb, std::map<std::string, engine::Value> args) {
  Action a;
  a.verb = verb;
  a.args = std::move(args);
  return a;
}

// The target requirement of "a unit", "a unit at a battlefield", "a friendly unit", "an enemy
// unit" (355.9.b): what the module checks as the card is played (play.cc).
std::string Requirement(const std::string& words) {
  if (words == "a unit") return "unit";
  if (words == "a unit at a battlefield") return "unit-at-battlefield";
  if (words == "a friendly unit") return "friendly-unit";
  if (words == "a friendly unit anywhere") return "friendly-unit";  // base or battlefield
  if (words == "a unit in a base" || words == "a unit at a base") return "unit-in-base";
  if (words == "a friendly unit at a battlefield") return "friendly-unit-at-battlefield";
  if (words == "another unit at a battlefield") return "other-unit-at-battlefield";
  if (words == "an enemy unit") return "enemy-unit";
  if (words == "an enemy unit at a battlefield") return "enemy-unit-at-battlefield";
  // Relative to the ability's source: not the source itself ("another"), at its location
  // ("here"); the choice is made where the source is known (ChooseTriggerTarget, activate.cc).
  if (words == "another unit") return "other-unit";
  if (words == "another friendly unit") return "other-friendly-unit";
  if (words == "an enemy unit here") return "enemy-unit-here";
  if (words == "a unit here") return "unit-here";
  // "a unit at a battlefield with 3 [S] or less": the requirement and a Might cap.
  static const std::regex kCapped(R"(^((?:an?|another) .+) with (\d+) \[S\] or less$)");
  std::smatch m;
  if (std::regex_match(words, m, kCapped)) {
    const std::string base = Requirement(m[1].str());
    if (base.empty() || base.find("gear") != std::string::npos) return "";
    return base + "-might-le-" + m[2].str();
  }
  if (words == "a gear") return "gear";
  if (words == "a spell") return "spell";              // on the chain (355.9.a.2)
  if (words == "a battlefield") return "battlefield";  // its battlefield card (355.9.a)
  if (words == "an exhausted friendly unit") return "exhausted-friendly-unit";
  if (words == "a friendly gear") return "friendly-gear";
  if (words == "an enemy gear") return "enemy-gear";
  // The rest of the grammar: side, states, kind, place and restrictions (target_phrase.cc).
  return OneTargetRequirement(words);
}

// One sentence of effect text as instructions of the module's verbs; false when no template
// matches. Targets ("a unit") are the ones chosen as the card is played ($target); *targets is
// set to their requirement.
bool CompileSentence(const std::string& printed, std::vector<Action>* out, std::string* targets) {
  // "[Buff] me": the keyword action written as a symbol reads as the word (426.1).
  const std::string sentence =
      StartsWith(printed, "[Buff] ") ? "Buff " + printed.substr(7) : printed;
  if (CompileRuneSentence(sentence, out)) return true;        // "Channel N rune(s) ..." (runes.cc)
  if (CompilePointsSentence(sentence, out)) return true;      // "Score 1 point" (points.cc)
  if (CompileEnterReadySentence(sentence, out)) return true;  // enters_ready_group.cc
  // "Its owner channels 1 rune exhausted." (control_text.cc)
  if (CompileControlSentence(sentence, out)) return true;
  if (CompileTokenSentence(sentence, out))
    return true;  // "... tokens from Bilgewater" (token_text.cc)
  if (CompileMoveSentence(sentence, out, targets)) return true;  // "Move an enemy unit" (moves.cc)
  if (CompileStunSentence(sentence, out, targets)) return true;  // "Stun a unit" (stun.cc)
  // "Deal 5 damage split among any number of enemy units here" (split_damage.cc, 355.14)
  if (CompileSplitDamageSentence(sentence, out, targets)) return true;
  if (CompileNextTimeSentence(sentence, out)) return true;  // "The next time it ..." (next_time.cc)
  if (CompileUntargetableSentence(sentence, out)) return true;  // untargetable_turn.cc (757)
  if (CompileDeckSentence(sentence, out))
    return true;  // "Recycle 3 from your trash" (deck_text.cc)
  if (CompileEachPlayerSentence(sentence, out)) return true;  // "Each player ..." (each_player.cc)
  // "Play a unit from your trash, ignoring its Energy cost" (play_as_effect.cc)
  if (CompilePlayAsEffectSentence(sentence, out, targets)) return true;
  // "Give a spell in your trash [Flow] equal to its cost this turn" (trash_keywords.cc)
  if (CompileTrashKeywordSentence(sentence, out, targets)) return true;
  // "Buffs give an additional +1 [S] to friendly units this turn." (703: what a buff gives; the
  // buffs of the player the instruction runs for).
  static const std::regex kBuffsGive(
      R"(^Buffs give an additional \+(\d{1,3}) \[S\] to friendly units this turn$)");
  if (std::smatch m; std::regex_match(sentence, m, kBuffsGive)) {
    out->push_back(TextAct("buffs_give", {{"amount", static_cast<int64_t>(std::stoi(m[1]))}}));
    return true;
  }
  // "Move me to its location and it to my original location.": the source and the object named
  // before change places (swap_locations: two moves, 420.1, 447).
  if (sentence == "Move me to its location and it to my original location") {
    out->push_back(TextAct("swap_locations",
                           {{"object", std::string("$self")}, {"with", std::string("$ref")}}));
    return true;
  }
  // "Ready me", "Buff a friendly unit", "Kill an enemy unit at a battlefield": one verb on one
  // object, me (the ability's source) or a target with its requirement.
  static const std::regex kOnOne(
      R"(^(Ready|Buff|Kill) (me|this|a unit|a unit at a battlefield|a friendly unit|an enemy unit|an enemy unit at a battlefield|another unit|another friendly unit|an enemy unit here|a unit here|a gear|a friendly gear|an enemy gear|an exhausted friendly unit|it)$)");
  static const std::regex kDeal(
      R"(^Deal (\d+) to (a unit|a unit at a battlefield|an enemy unit|an enemy unit at a battlefield|an enemy unit here|a unit in a base|a unit at a base|it)$)");
  static const std::regex kGiveFriendly(R"(^Give a friendly unit ([+-]\d+) \[S\] this turn$)");
  static const std::regex kDraw(R"(^Draw (\d+)( for each of your \[Mighty\] units)?$)");
  static const std::regex kGiveTwo(R"(^Give two friendly units each ([+-]\d+) \[S\] this turn$)");
  // Without "this turn", the keyword is given with no duration (801.3.a.3).
  static const std::regex kGiveKeywords(
      R"(^Give (me|it|an? [a-z ]+?|another [a-z ]+?) \[([A-Za-z-]+)(?: (\d+))?\](?: and \[([A-Za-z-]+)(?: (\d+))?\])?( this turn)?$)");
  // "me", "it", or a target its words name (Requirement: "a friendly unit", "a unit here", ...).
  static const std::regex kGiveMight(
      R"(^Give (me|it|an? [a-z ]+?|another [a-z ]+?|one of your [a-z ]+?) ([+-]\d+) \[S\](?: and \[([A-Za-z-]+)(?: (\d+))?\])? this turn(?:, to a minimum of (\d+) \[S\])?$)");
  // Unit tokens (185.2.a: played as a card is): to your base, here (my location), or with no
  // location, where the player chooses as for a unit (355.2.a: play_token asks).
  static const std::regex kToken(
      R"(^Play (an?|two|three|four|five) (ready )?\[?(\d+)\]? \[S\] ([A-Z][A-Za-z' ]*?) unit (tokens?)(?: with \[([A-Za-z-]+)\])?( to your base| into your base| in your base| here)?$)");
  static const std::regex kGiveEach(
      R"(^Give (friendly|enemy) units(?: here)? ([+-]\d+) \[S\] this turn$)");
  static const std::regex kDealEach(
      R"(^Deal (\d+) to all (units at battlefields|enemy units at battlefields|enemy units here|units here|units in bases|enemy units in combat)$)");
  static const std::regex kReadyEach(R"(^Ready your units$)");
  static const std::regex kAdd(R"(^\[Add\] ((?:\[(?:\d+|C|A)\])+)$)");
  static const std::regex kDiscard(R"(^Discard (\d+)(?:, then draw (\d+))?$)");
  static const std::regex kGainXp(R"(^Gain (\d+) XP$)");
  static const std::regex kPredict(R"(^\[Predict(?: (\d+))?\]$)");
  static const std::regex kEmpowerMe(R"(^Empower (me|this)$)");
  std::smatch m;
  static const std::regex kDealMyMight(
      R"(^Deal damage equal to my Might to (a unit|a unit at a battlefield|an enemy unit|an enemy unit at a battlefield|an enemy unit here)$)");
  if (std::regex_match(sentence, m, kDealMyMight)) {
    *targets = Requirement(m[1].str());
    out->push_back(TextAct("deal", {{"to", std::string("$target")},
                                    {"amount", int64_t{0}},
                                    {"might_of", std::string("$self")}}));
    return true;
  }
  static const std::regex kDouble(R"(^Double (my|a friendly unit's) Might this turn$)");
  if (std::regex_match(sentence, m, kDouble)) {  // 432.1
    const bool me = m[1].str() == "my";
    if (!me) *targets = "friendly-unit";
    out->push_back(TextAct("give", {{"object", std::string(me ? "$self" : "$target")},
                                    {"might", int64_t{0}},
                                    {"double", true}}));
    return true;
  }
  static const std::regex kKillCapped(R"(^Kill (an? [a-z ]+ with \d+ \[S\] or less)$)");
  if (std::regex_match(sentence, m, kKillCapped)) {
    const std::string req = Requirement(m[1].str());
    if (req.empty()) return false;
    *targets = req;
    out->push_back(TextAct("kill", {{"objects", std::string("$target")}}));
    return true;
  }
  if (std::regex_match(sentence, m, kOnOne)) {
    const std::string who = m[2].str();
    const bool self = who == "me" || who == "this";
    const bool it = who == "it";  // the object named earlier ($ref, CompileEffect)
    if (!self && !it) *targets = Requirement(who);
    const std::string verb = ToLowerAscii(m[1].str());
    if (verb == "buff" && who.find("gear") != std::string::npos) return false;  // units only
    out->push_back(
        TextAct(verb, {{verb == "kill" ? "objects" : "object", std::string(self ? "$self"
                                                                           : it ? "$ref"
                                                                                : "$target")}}));
    return true;
  }
  if (std::regex_match(sentence, m, kDiscard)) {  // 422.4: as many as possible, then draw
    out->push_back(TextAct("discard", {{"count", static_cast<int64_t>(std::stoi(m[1].str()))}}));
    if (m[2].matched)
      out->push_back(TextAct("draw", {{"count", static_cast<int64_t>(std::stoi(m[2].str()))}}));
    return true;
  }
  // "Return a unit from your trash to your hand": a card of that type in its controller's trash,
  // a target since the trash is public (355.10.a, 355.9.a), moved to their hand.
  static const std::regex kFromTrash(R"(^Return (.+) from your trash to your hand$)");
  if (std::regex_match(sentence, m, kFromTrash) && !TrashCardRequirement(m[1].str()).empty()) {
    *targets = "trash-" + TrashCardRequirement(m[1].str());
    out->push_back(TextAct("return_from_trash", {{"object", std::string("$target")}}));
    return true;
  }
  // "They discard 1.", "They draw 2.": the player chosen earlier in the text ("Choose an
  // opponent."; $chosen_player), a target (355.9.a, 355.10).
  static const std::regex kTheyDo(R"(^They (discard|draw) (\d+)$)");
  if (std::regex_match(sentence, m, kTheyDo)) {
    out->push_back(TextAct(m[1].str(), {{"count", static_cast<int64_t>(std::stoi(m[2].str()))},
                                        {"player", std::string(kChosenPlayer)}}));
    return true;
  }
  // "They [Burn 1].": the chosen player burns (440.1, 440.2.a)
  static const std::regex kTheyBurn(R"(^They \[Burn (\d+)\]$)");
  if (std::regex_match(sentence, m, kTheyBurn)) {
    out->push_back(TextAct("burn", {{"count", static_cast<int64_t>(std::stoi(m[1].str()))},
                                    {"player", std::string(kChosenPlayer)}}));
    return true;
  }
  if (std::regex_match(sentence, m, kGainXp)) {  // 730.1
    out->push_back(TextAct("gain_xp", {{"amount", static_cast<int64_t>(std::stoi(m[1].str()))}}));
    return true;
  }
  if (std::regex_match(sentence, m, kPredict)) {  // 436 (X omitted is 1: 436.3.a)
    out->push_back(TextAct(
        "predict", {{"count", static_cast<int64_t>(m[1].matched ? std::stoi(m[1].str()) : 1)}}));
    return true;
  }
  if (std::regex_match(sentence, kEmpowerMe)) {  // 441
    out->push_back(TextAct("empower", {{"object", std::string("$self")}}));
    return true;
  }
  if (sentence == "Disempower it") {  // 442.1: the object named earlier ($ref)
    out->push_back(TextAct("disempower", {{"object", std::string("$ref")}}));
    return true;
  }
  if (std::regex_match(sentence, m, kDeal)) {
    const bool it = m[2].str() == "it";
    if (!it) *targets = Requirement(m[2].str());
    out->push_back(TextAct("deal", {{"to", std::string(it ? "$ref" : "$target")},
                                    {"amount", static_cast<int64_t>(std::stoi(m[1].str()))}}));
    return true;
  }
  if (std::regex_match(sentence, m, kGiveFriendly)) {
    *targets = "friendly-unit";
    out->push_back(TextAct("give", {{"object", std::string("$target")},
                                    {"might", static_cast<int64_t>(std::stoi(m[1].str()))}}));
    return true;
  }
  if (std::regex_match(sentence, m, kDraw)) {
    Action draw = TextAct("draw", {{"count", static_cast<int64_t>(std::stoi(m[1].str()))}});
    if (m[2].matched) draw.args["per"] = std::string("mighty-friendly-unit");
    out->push_back(draw);
    return true;
  }
  // Two targets, chosen as the spell is played (355.5; play.cc checks there are two, 355.8).
  if (std::regex_match(sentence, m, kGiveTwo)) {
    *targets = "friendly-unit*2";
    for (const char* t : {"$target", "$target2"})
      out->push_back(TextAct("give", {{"object", std::string(t)},
                                      {"might", static_cast<int64_t>(std::stoi(m[1].str()))}}));
    return true;
  }
  if (std::regex_match(sentence, m, kGiveKeywords)) {
    const bool me = m[1].str() == "me", it = m[1].str() == "it";
    if (!me && !it) *targets = Requirement(m[1].str());
    // keywords of units; [Temporary] is present on permanents, gear too (816.1.a)
    if (targets->find("gear") != std::string::npos && (m[2].str() != "Temporary" || m[4].matched))
      return false;
    if (!me && !it && targets->empty()) return false;
    for (int k : {2, 4}) {
      if (!m[k].matched) continue;
      if (!IsKeywordName(m[k].str())) return false;
      Action a = TextAct("give", {{"object", std::string(me   ? "$self"
                                                         : it ? "$ref"
                                                              : "$target")},
                                  {"keyword", m[k].str()}});
      if (m[k + 1].matched) a.args["value"] = static_cast<int64_t>(std::stoi(m[k + 1].str()));
      if (!m[6].matched) a.args["duration"] = std::string("permanent");
      out->push_back(a);
    }
    return true;
  }
  if (std::regex_match(sentence, m, kGiveMight)) {
    const std::string who = m[1].str();
    Action a = TextAct("give", {{"object", std::string(who == "me"   ? "$self"
                                                       : who == "it" ? "$ref"
                                                                     : "$target")},
                                {"might", static_cast<int64_t>(std::stoi(m[2].str()))}});
    if (m[5].matched) a.args["minimum"] = static_cast<int64_t>(std::stoi(m[5].str()));
    if (who != "me" && who != "it") {
      *targets = Requirement(who);
      if (targets->empty() || targets->find("gear") != std::string::npos) return false;
    }
    out->push_back(a);
    // "+3 [S] and [Tank] this turn": the keyword given to the same unit for the same duration
    if (m[3].matched) {
      if (!IsKeywordName(m[3].str()) || m[5].matched) return false;
      Action k = TextAct("give", {{"object", a.args["object"]}, {"keyword", m[3].str()}});
      if (m[4].matched) k.args["value"] = static_cast<int64_t>(std::stoi(m[4].str()));
      out->push_back(k);
    }
    return true;
  }
  if (std::regex_match(sentence, m, kToken)) {
    const std::string count = m[1].str();
    const int n = count == "five"    ? 5
                  : count == "four"  ? 4
                  : count == "three" ? 3
                  : count == "two"   ? 2
                                     : 1;
    if ((n > 1) != (m[5].str() == "tokens")) return false;
    if (m[6].matched && !IsKeywordName(m[6].str())) return false;
    const std::string where = m[7].matched ? std::string(Trim(m[7].str())) : "";
    for (int i = 0; i < n; ++i) {
      Action t =
          TextAct(where == "here" ? "play_token_here" : "play_token",
                  {{"name", m[4].str()}, {"might", static_cast<int64_t>(std::stoi(m[3].str()))}});
      if (where == "to your base" || where == "into your base" || where == "in your base")
        t.args["to"] = std::string("base");
      if (m[2].matched) t.args["ready"] = true;           // 184.1
      if (m[6].matched) t.args["keywords"] = m[6].str();  // 184.3
      AddTokenTags(&t);                                   // 187 (token_text.cc)
      out->push_back(t);
    }
    return true;
  }
  // Gear tokens named by a card ("Play a Gold gear token exhausted."): that card, played as a
  // gear is, to its controller's base (185.2.a, 185.2.d), exhausted when the effect says so
  // (184.1).
  static const std::regex kGearToken(
      R"(^Play (a|two|three|four|five) ([A-Z][A-Za-z]*) gear tokens?( exhausted)?$)");
  if (std::regex_match(sentence, m, kGearToken)) {
    static const std::map<std::string, int> kCount = {
        {"a", 1}, {"two", 2}, {"three", 3}, {"four", 4}, {"five", 5}};
    const int n = kCount.at(m[1].str());
    if ((n > 1) != (sentence.find(" tokens") != std::string::npos)) return false;
    for (int i = 0; i < n; ++i) {
      Action t = TextAct("play_gear_token", {{"name", m[2].str()}});
      if (m[3].matched) t.args["exhausted"] = true;
      out->push_back(t);
    }
    return true;
  }
  // Every unit that meets a description ("friendly units", "all enemy units here"): not a choice,
  // so no targets.
  if (std::regex_match(sentence, m, kGiveEach)) {
    const bool here = sentence.find(" here ") != std::string::npos;
    out->push_back(TextAct("give_each", {{"units", m[1].str() + "-unit" + (here ? "-here" : "")},
                                         {"might", static_cast<int64_t>(std::stoi(m[2].str()))}}));
    return true;
  }
  // "Give your other units here [Assault] this turn.", "Give your Mechs +1 [S] this turn.":
  // every unit that meets the description, not a choice (355.10.d), given Might or a keyword.
  static const std::regex kGiveGroup(
      R"(^Give (your|your other|friendly|other friendly|enemy) (units|[A-Z][a-z]+s)( here)? (?:([+-]\d+) \[S\]|\[([A-Za-z-]+)(?: (\d+))?\]) this turn(?:, to a minimum of (\d+) \[S\])?$)");
  if (std::regex_match(sentence, m, kGiveGroup)) {
    const std::string whose = m[1].str();
    std::string units = whose == "enemy" ? "enemy-unit" : "friendly-unit";
    if (whose.find("other") != std::string::npos) units = "other-" + units;
    if (m[3].matched) units += "-here";
    Action a = TextAct("give_each", {{"units", units}});
    if (m[2].str() != "units") a.args["tag"] = m[2].str().substr(0, m[2].str().size() - 1);
    if (m[4].matched) a.args["might"] = static_cast<int64_t>(std::stoi(m[4].str()));
    if (m[7].matched) {  // the Might decrease's floor (the give verb's minimum)
      if (!m[4].matched) return false;
      a.args["minimum"] = static_cast<int64_t>(std::stoi(m[7].str()));
    }
    if (m[5].matched) {
      if (!IsKeywordName(m[5].str())) return false;
      a.args["keyword"] = m[5].str();
      if (m[6].matched) a.args["value"] = static_cast<int64_t>(std::stoi(m[6].str()));
    }
    out->push_back(a);
    return true;
  }
  if (std::regex_match(sentence, m, kDealEach)) {
    const std::string who = m[2].str();
    const std::string units = who == "units at battlefields"         ? "unit-at-battlefield"
                              : who == "enemy units at battlefields" ? "enemy-unit-at-battlefield"
                              : who == "enemy units here"            ? "enemy-unit-here"
                              : who == "units in bases"              ? "unit-in-base"
                              : who == "enemy units in combat"       ? "enemy-unit-in-combat"
                                                                     : "unit-here";
    out->push_back(TextAct(
        "deal_each", {{"units", units}, {"amount", static_cast<int64_t>(std::stoi(m[1].str()))}}));
    return true;
  }
  if (std::regex_match(sentence, kReadyEach)) {
    out->push_back(TextAct("ready_each", {{"units", std::string("friendly-unit")}}));
    return true;
  }
  if (std::regex_match(sentence, m, kAdd)) {  // 416: into the player's Rune Pool
    out->push_back(TextAct("add", {{"resources", m[1].str()}}));
    return true;
  }
  // Instructions on objects named earlier in the text ("Choose a unit. ..."; CompileEffect
  // resolves the references: $ref is the last object named, $ref1/$ref2 the first and second).
  // "Its controller draws 2": the unit's controller, not a target (355.10.d), read as the draw
  // happens (the controller it last had on the board, when it has left it).
  static const std::regex kItsController(R"(^Its controller draws (\d+)$)");
  if (std::regex_match(sentence, m, kItsController)) {
    out->push_back(TextAct("draw", {{"count", static_cast<int64_t>(std::stoi(m[1].str()))},
                                    {"controller_of", std::string("$ref")}}));
    return true;
  }
  // "They deal damage equal to their Mights to each other" (the two named), "We deal damage
  // equal to our Mights to each other" (the source and the one named): the units are the sources
  // of the damage (417.6.b.3).
  static const std::regex kEachOther(
      R"(^(They|We) deal damage equal to (?:their|our) Mights to each other$)");
  if (std::regex_match(sentence, m, kEachOther)) {
    const bool we = m[1].str() == "We";
    out->push_back(TextAct("deal_each_other", {{"object", std::string(we ? "$self" : "$ref1")},
                                               {"with", std::string(we ? "$ref" : "$ref2")}}));
    return true;
  }
  // "Return a unit at a battlefield to its owner's hand", "return me to my owner's hand": from
  // the board to its owner's hand (056.2, 124.1).
  static const std::regex kReturn(R"(^Return (.+?) to (?:its|my) owner's hand$)");
  if (std::regex_match(sentence, m, kReturn)) {
    const std::string who = m[1].str();
    std::string object = who == "me" || who == "this" ? "$self" : who == "it" ? "$ref" : "";
    if (object.empty()) {
      *targets = Requirement(who);
      if (targets->empty()) return false;
      object = "$target";
    }
    out->push_back(TextAct("return_to_hand", {{"object", object}}));
    return true;
  }
  // "Move a unit from a battlefield to its base": a Move by an effect (420.1, 420.2.a) to the
  // base of the unit's controller, not a recall.
  static const std::regex kMoveToBase(
      R"(^Move (a unit from a battlefield|an enemy unit from a battlefield|an enemy unit here|a friendly unit at a battlefield|it|me) to (its|your|my) base$)");
  if (std::regex_match(sentence, m, kMoveToBase)) {
    static const std::map<std::string, std::string> kReq = {
        {"a unit from a battlefield", "unit-at-battlefield"},
        {"an enemy unit from a battlefield", "enemy-unit-at-battlefield"},
        {"an enemy unit here", "enemy-unit-here"},
        {"a friendly unit at a battlefield", "friendly-unit-at-battlefield"}};
    const std::string who = m[1].str();
    // "your base" is its base only for a unit you control; "me": my controller's base
    if (m[2].str() == "your" && who != "a friendly unit at a battlefield" && who != "me")
      return false;
    if ((who == "me" && m[2].str() == "its") || (who != "me" && m[2].str() == "my")) return false;
    if (who != "it" && who != "me") *targets = kReq.at(who);
    out->push_back(TextAct("move_to_base", {{"object", std::string(who == "it"   ? "$ref"
                                                                   : who == "me" ? "$self"
                                                                                 : "$target")}}));
    return true;
  }
  // "Give friendly units there +1 [S] this turn and enemy units there -1 [S] this turn, to a
  // minimum of 1 [S]", "Give friendly units there [Shield 2] this turn": every such unit at the
  // battlefield named earlier ("Choose a battlefield."; $ref), not a choice (355.10.d).
  static const std::regex kGiveThere(
      R"(^Give (friendly|enemy) units there ([+-]\d+) \[S\] this turn(?: and (friendly|enemy) units there ([+-]\d+) \[S\] this turn)?(?:, to a minimum of (\d+) \[S\])?$)");
  static const std::regex kGiveThereKeyword(
      R"(^Give (friendly|enemy) units there \[([A-Za-z-]+)(?: (\d+))?\] this turn$)");
  if (std::regex_match(sentence, m, kGiveThere)) {
    for (int k : {1, 3}) {
      if (!m[k].matched) continue;
      Action a = TextAct("give_each", {{"units", m[k].str() + "-unit-there"},
                                       {"might", static_cast<int64_t>(std::stoi(m[k + 1].str()))},
                                       {"at", std::string("$ref")}});
      if (m[5].matched) a.args["minimum"] = static_cast<int64_t>(std::stoi(m[5].str()));
      out->push_back(a);
    }
    return true;
  }
  if (std::regex_match(sentence, m, kGiveThereKeyword)) {
    if (!IsKeywordName(m[2].str())) return false;
    Action a = TextAct("give_each", {{"units", m[1].str() + "-unit-there"},
                                     {"keyword", m[2].str()},
                                     {"at", std::string("$ref")}});
    if (m[3].matched) a.args["value"] = static_cast<int64_t>(std::stoi(m[3].str()));
    out->push_back(a);
    return true;
  }
  // "Its base Might becomes 5 this turn" (477.1.a.1): the unit named earlier.
  static const std::regex kBaseMight(R"(^Its base Might becomes (\d+) this turn$)");
  if (std::regex_match(sentence, m, kBaseMight)) {
    out->push_back(TextAct(
        "set_base_might",
        {{"object", std::string("$ref")}, {"might", static_cast<int64_t>(std::stoi(m[1].str()))}}));
    return true;
  }
  // "Counter a spell." (425.3): the spell on the chain does nothing and goes to its owner's trash
  // (425.1.a, 425.1.a.1); with "Return it to its owner's hand instead of putting it in their
  // trash." after it, to the hand (002; CompileEffect).
  if (sentence == "Counter a spell") {
    *targets = "spell";
    out->push_back(TextAct("counter", {{"object", std::string("$target")}}));
    return true;
  }
  // "Counter a spell that costs no more than [4] and no more than [A]": a cap on its printed
  // costs (206), the requirement "spell-cost-le-4-1" (play.cc).
  static const std::regex kCounterCapped(
      R"(^Counter a spell that costs no more than \[(\d+)\](?: and no more than ((?:\[A\])+))?$)");
  if (std::regex_match(sentence, m, kCounterCapped)) {
    *targets = "spell-cost-le-" + m[1].str() + "-" +
               (m[2].matched ? std::to_string(m[2].length() / 3) : std::string("any"));
    out->push_back(TextAct("counter", {{"object", std::string("$target")}}));
    return true;
  }
  // "[Burn 3]": the player moves the top 3 cards of their Main Deck to their trash (440).
  static const std::regex kBurn(R"(^\[Burn (\d+)\]$)");
  if (std::regex_match(sentence, m, kBurn)) {
    out->push_back(TextAct("burn", {{"count", static_cast<int64_t>(std::stoi(m[1].str()))}}));
    return true;
  }
  // "Take control of it and recall it" (188, 455): its controller becomes the player, then it
  // goes to their base.
  static const std::regex kTakeControl(
      R"(^Take control of it(?:,| and) (exhaust it, and )?recall it$)");
  if (std::regex_match(sentence, m, kTakeControl)) {
    out->push_back(TextAct("take_control", {{"object", std::string("$ref")}}));
    if (m[1].matched) out->push_back(TextAct("exhaust", {{"object", std::string("$ref")}}));
    out->push_back(TextAct("recall", {{"object", std::string("$ref")}}));
    return true;
  }
  // "Gain 1 XP for each friendly unit": one instruction, its number times a count (for_each.cc).
  if (std::string inner, per; SplitForEach(sentence, &inner, &per)) {
    std::vector<Action> part;
    std::string inner_targets;
    if (CompileSentence(inner, &part, &inner_targets) && part.size() == 1 &&
        WrapForEach(per, &part[0])) {
      out->push_back(part[0]);
      *targets = inner_targets;
      return true;
    }
  }
  // "Kill all gear.", "Deal 6 to each of up to two units.", "Stun an attacking unit.": the verbs
  // on any object phrase of the grammar (target_phrase.cc).
  if (CompileObjectPhraseSentence(sentence, out, targets)) return true;
  // "... at the same battlefield", "X and Y at its location" (target_relations.cc)
  return CompileTargetRelationSentence(sentence, out, targets, CompileSentence);
}

// "Choose a unit.", "Choose a friendly unit and an enemy unit.", "Choose two units.": the
// requirements of the objects the text names (355.5, 355.7: chosen, so targeted), in order, in
// *out; false when a requirement is not one the module checks.
bool ChosenRequirements(const std::string& sentence, std::vector<std::string>* out) {
  static const std::regex kChoose(R"(^Choose (.+)$)");
  std::smatch m;
  if (!std::regex_match(sentence, m, kChoose)) return false;
  const std::string words = m[1].str();
  std::vector<std::string> reqs;
  if (words == "two units") {
    reqs = {"unit", "unit"};
  } else if (const size_t and_at = words.find(" and "); and_at != std::string::npos) {
    reqs = {Requirement(words.substr(0, and_at)), Requirement(words.substr(and_at + 5))};
  } else {
    reqs = {Requirement(words)};
  }
  for (const std::string& r : reqs) {
    if (r.empty() || r.find('*') != std::string::npos) return false;
    if (EndsWith(r, "permanent")) return false;  // "it" after it would be read as a unit
  }
  *out = reqs;
  return true;
}

// The word for the Nth target (0-based) of a card's text: $target, $target2, ...
std::string TargetWord(size_t n) { return n == 0 ? "$target" : "$target" + std::to_string(n + 1); }

// Rewrites the object words of PART, the instructions of one sentence: its own targets
// ($target, $target2) follow the NAMED ones before it, and its references to objects named
// earlier ($ref: the last; $ref1, $ref2: the first and second) become their target words. Adds
// the sentence's requirements SENTENCE_TARGETS ("unit", "friendly-unit*2") to NAMED. False when a
// reference has nothing to refer to.
bool NumberTargets(const std::string& sentence_targets, std::vector<Action>* part,
                   std::vector<std::string>* named) {
  const size_t offset = named->size();
  std::vector<std::string> own;
  if (sentence_targets.find("*<=") != std::string::npos) {
    // "up to N" (355.13): its N target words are the text's only targets (CompileEffect).
    if (offset > 0) return false;
    named->push_back(sentence_targets);
    return true;
  }
  if (const size_t star = sentence_targets.find('*'); star != std::string::npos) {
    own.assign(static_cast<size_t>(std::stoi(sentence_targets.substr(star + 1))),
               sentence_targets.substr(0, star));
  } else if (!sentence_targets.empty()) {
    own = {sentence_targets};
  }
  bool ok = true;
  auto word = [&](const std::string& w) -> std::string {
    if (w == "$targets") return w;
    if (StartsWith(w, "$target")) {
      const size_t n = w == "$target" ? 0 : static_cast<size_t>(std::stoi(w.substr(7)) - 1);
      return TargetWord(n + offset);
    }
    if (w == "$ref") {
      if (offset == 0) ok = false;
      return TargetWord(offset == 0 ? 0 : offset - 1);
    }
    if (w == "$ref1" || w == "$ref2") {
      const size_t n = w == "$ref1" ? 0 : 1;
      if (n >= offset) ok = false;
      return TargetWord(n);
    }
    return w;
  };
  for (Action& a : *part) {
    for (auto& [name, value] : a.args) {
      if (auto* s = std::get_if<std::string>(&value)) {
        *s = word(*s);
      } else if (auto* l = std::get_if<std::vector<std::string>>(&value)) {
        for (std::string& w : *l) w = word(w);
      }
    }
  }
  named->insert(named->end(), own.begin(), own.end());
  return ok;
}

// The requirements of a text's targets as one word: "" (none), "unit", "friendly-unit*2" (two
// alike), "friendly-unit+enemy-unit" (one each, in order; play.cc splits them).
std::string TargetsWord(const std::vector<std::string>& named) {
  if (named.empty()) return "";
  if (named.size() == 1) return named[0];
  if (std::all_of(named.begin(), named.end(), [&](const std::string& r) { return r == named[0]; }))
    return named[0] + "*" + std::to_string(named.size());
  return Join(named, "+");
}

// "Ready me and give me +1 [S] this turn": two instructions joined by "and", each a sentence a
// template compiles (at most one of them with a target); false otherwise (nothing is added).
bool CompileCompound(const std::string& sentence, std::vector<Action>* out, std::string* targets) {
  // "X and Y", "X, then Y" (instructions run in order anyway, 158.1).
  for (const std::string joint : {" and ", ", then "}) {
    for (size_t at = sentence.find(joint); at != std::string::npos;
         at = sentence.find(joint, at + 1)) {
      std::string first = sentence.substr(0, at), second = sentence.substr(at + joint.size());
      if (second.empty() || !std::islower(static_cast<unsigned char>(second[0]))) continue;
      second[0] = static_cast<char>(std::toupper(second[0]));
      std::vector<Action> program, then;
      std::string t1, t2;
      if (!CompileSentence(first, &program, &t1) || !CompileSentence(second, &then, &t2)) continue;
      if (!t1.empty() && !t2.empty()) continue;  // two targets: not a form the module knows
      // "Ready a unit and give it [Assault 3] this turn": "it" is the first part's one target.
      if (!t1.empty() && t1.find_first_of("*+") == std::string::npos) {
        for (Action& a : then) {
          for (auto& [name, value] : a.args) {
            if (auto* w = std::get_if<std::string>(&value); w != nullptr && *w == "$ref")
              *w = "$target";
          }
        }
      }
      program.insert(program.end(), then.begin(), then.end());
      out->insert(out->end(), program.begin(), program.end());
      if (!t1.empty() || !t2.empty()) *targets = t1.empty() ? t2 : t1;
      return true;
    }
  }
  return false;
}

// Effect text of one ability ("Draw 1. Buff me.") as instructions; false when a sentence does not
// compile (then nothing is added).
// The first sentence of a text (for naming what did not compile).
std::string FirstSentence(const std::string& text) {
  std::string s = std::string(Trim(text));
  size_t dot = s.find('.');
  return dot == std::string::npos ? s : s.substr(0, dot + 1);
}

// Why a text is not modelled: the first of its sentences no template compiles.
std::string NoTemplate(const std::string& sentence) {
  return "no template compiles \"" + sentence + "\"";
}

// Templates that span sentences, matched at the start of TEXT: looking at or revealing the top
// of the Main Deck and what happens to those cards. Returns how many characters of TEXT they
// consumed (0 when none matches).
size_t CompileSpan(const std::string& text, std::vector<Action>* out) {
  if (size_t used = CompileRuneSpan(text, out); used > 0) return used;        // runes.cc
  if (size_t used = CompileRevealHandSpan(text, out); used > 0) return used;  // card_text_reveal.cc
  if (size_t used = CompileLookAndPlaySpan(text, out); used > 0) return used;  // look_and_play.cc
  static const std::regex kLookReveal(
      R"(^Look at the top (\d+|two|three|four|five) cards of your Main Deck\. You may (?:reveal|choose) an? (unit|gear|spell|card)(?: with Energy cost \[(\d+)\] or more)? from among them and draw it\. (?:Then )?([Rr]ecycle the rest|Put the rest into your trash)\.)");
  static const std::regex kLookTake(
      R"(^Look at the top (\d+|two|three|four|five) cards of your Main Deck\. (?:Draw one and recycle the other|Put 1 into your hand and recycle the rest)\.)");
  static const std::regex kRevealTop(
      R"(^Reveal the top card of your Main Deck\. If it's an? (unit|gear|spell), (draw it|put it in your hand)\. Otherwise, recycle it\.)");
  auto number = [](const std::string& w) -> int64_t {
    if (w == "two") return 2;
    if (w == "three") return 3;
    if (w == "four") return 4;
    if (w == "five") return 5;
    return std::stoi(w);
  };
  std::smatch m;
  if (std::regex_search(text, m, kLookReveal)) {
    Action a = TextAct("look_at_top",
                       {{"count", number(m[1].str())}, {"filter", m[2].str()}, {"optional", true}});
    if (m[3].matched) a.args["min_energy"] = static_cast<int64_t>(std::stoi(m[3].str()));
    if (StartsWith(m[4].str(), "Put")) a.args["rest"] = std::string("trash");
    out->push_back(a);
    return static_cast<size_t>(m.length(0));
  }
  if (std::regex_search(text, m, kLookTake)) {
    const bool put = m.str(0).find("Put 1") != std::string::npos;
    out->push_back(TextAct("look_at_top", {{"count", number(m[1].str())},
                                           {"into", std::string(put ? "hand" : "draw")}}));
    return static_cast<size_t>(m.length(0));
  }
  if (std::regex_search(text, m, kRevealTop)) {
    out->push_back(
        TextAct("look_at_top", {{"count", int64_t{1}},
                                {"reveal", true},
                                {"filter", m[1].str()},
                                {"into", std::string(m[2].str() == "draw it" ? "draw" : "hand")}}));
    return static_cast<size_t>(m.length(0));
  }
  return 0;
}

// Each mode's instructions, marked with its "mode" (1, 2, ...; the first with its "mode_text"),
// and in *targets "modes:" and each mode's requirement, ";"-joined. False, with why in *why, when
// a mode does not compile or names several targets.
bool ModesProgram(const std::vector<std::string>& modes, std::vector<Action>* out,
                  std::string* targets, std::string* why, std::string* sentence = nullptr);

bool CompileEffect(const std::string& text, std::vector<Action>* out,
                   std::string* targets = nullptr, std::string* failed = nullptr) {
  static const std::regex kIfThen(R"(^If ([^,]+), (.+?)( instead)?$)");
  std::vector<Action> program;
  std::vector<std::string> named;  // the requirements of the targets named so far, in order
  std::string player;  // "opponent" or "player" after "Choose an opponent." / "Choose a player."
  // After "You may choose a friendly unit.": the one instruction on it that follows is optional
  // (355.12), decided with the choice.
  bool may_choose = false;
  std::string s = std::string(Trim(text));
  if (failed) *failed = FirstSentence(s);
  if (s.empty()) return false;
  // An ability's modes (ability_modes.h): compiled as a spell's, chosen as it goes on the chain.
  std::vector<std::string> modes;
  if (std::string kind; SplitModesEffect(s, &modes, &kind)) {
    std::string modes_target, why, sentence;
    if (!ModesProgram(modes, &program, &modes_target, &why, &sentence)) {
      if (failed) *failed = sentence;
      return false;
    }
    std::vector<std::string> reqs = Split(modes_target.substr(6), ';');
    if (kind == "modes-or-may") {  // "you may X or Y" after a trigger: decided as it is finalized
      if (std::any_of(reqs.begin(), reqs.end(), [](const std::string& r) { return !r.empty(); }))
        return false;  // (module.cc asks which after the "may", when no target can be chosen)
      for (Action& a : program)
        if (a.args.count("mode_text")) a.args["you_may"] = std::string("finalized");
      kind = "modes-or";
    }
    out->insert(out->end(), program.begin(), program.end());
    if (targets) *targets = ModesRequirement(reqs, kind);
    return true;
  }
  size_t start = 0;
  while (start < s.size()) {
    while (start < s.size() && s[start] == ' ') ++start;
    std::string from_here = s.substr(start);
    if (!from_here.empty()) from_here[0] = static_cast<char>(std::toupper(from_here[0]));
    if (size_t used = CompileSpan(from_here, &program); used > 0) {
      start += used;
      continue;
    }
    size_t dot = s.find('.', start);
    std::string sentence = std::string(
        Trim(s.substr(start, dot == std::string::npos ? std::string::npos : dot - start)));
    // After "When you play me, " the effect starts in lower case: read it as a sentence.
    if (!sentence.empty()) sentence[0] = static_cast<char>(std::toupper(sentence[0]));
    const std::string whole = sentence;
    // "Then choose an enemy unit.": instructions run in order anyway.
    for (const char* then : {"Then, ", "Then "}) {
      if (StartsWith(sentence, then) && sentence.size() > std::string(then).size()) {
        sentence = sentence.substr(std::string(then).size());
        sentence[0] = static_cast<char>(std::toupper(sentence[0]));
        break;
      }
    }
    // "Kill it if it has 3 [S] or less": a condition after the instruction is read as "If it has
    // 3 [S] or less, kill it" (135.2.b.5.a), when the sentence does not compile as it is.
    static const std::regex kTrailingIf(R"(^(.+) if ([^,]+)$)");
    if (std::smatch tm; std::regex_match(sentence, tm, kTrailingIf)) {
      std::string code, object, probe_targets;
      std::vector<Action> probe;
      if (ConditionOf(tm[2].str(), &code, &object) &&
          !CompileSentence(sentence, &probe, &probe_targets)) {
        std::string first = tm[1].str();
        first[0] = static_cast<char>(std::tolower(first[0]));
        sentence = "If " + tm[2].str() + ", " + first;
      }
    }
    std::vector<Action> part;
    std::string wants_target;
    std::vector<std::string> chosen;
    std::string if_code, if_object;  // "If <condition>, ..." (conditions.h)
    bool ok = true;
    if (sentence == "Return it to its owner's hand instead of putting it in their trash" &&
        !program.empty() && program.back().verb == "counter") {
      program.back().args["to"] = std::string("hand");  // the countered card (Abandon)
    } else if (sentence == "Choose an opponent" || sentence == "Choose a player") {
      // 355.9.a, 355.10: a player named once and referred to ("They ..."), chosen as the
      // spell is played or the ability goes on the chain (355.5); one per text.
      if (!player.empty()) ok = false;
      player = sentence == "Choose an opponent" ? "opponent" : "player";
    } else if (ChosenRequirements(sentence, &chosen)) {
      named.insert(named.end(), chosen.begin(), chosen.end());  // 355.5: named, then referred to
    } else if (StartsWith(sentence, "You may choose ") && named.empty() && !may_choose &&
               ChosenRequirements("Choose " + sentence.substr(15), &chosen) && chosen.size() == 1) {
      named.insert(named.end(), chosen.begin(), chosen.end());
      may_choose = true;
    } else if (std::smatch im; std::regex_match(sentence, im, kIfThen) &&
                               ConditionOf(im[1].str(), &if_code, &if_object)) {
      // "If you control 2 or fewer runes, draw 1.": the instruction with its condition, checked
      // as it is executed (conditions.cc, 135.2.b.5.a); "..., deal 5 to it instead.": the
      // instruction before it runs only when the condition does not hold (158.2).
      std::string rest = im[2].str();
      rest[0] = static_cast<char>(std::toupper(rest[0]));
      ok = CompileSentence(rest, &part, &wants_target) && !part.empty() &&
           (!im[3].matched || (part.size() == 1 && !program.empty()));
      for (Action& x : part) {
        x.args["only_if"] = if_code;
        if (!if_object.empty()) x.args["if_object"] = if_object;
      }
      ok = ok && NumberTargets(wants_target, &part, &named);
      if (ok && im[3].matched) {  // the object the condition is about, as numbered above
        program.back().args["replaced_if"] = if_code;
        if (part[0].args.count("if_object"))
          program.back().args["if_object"] = part[0].args["if_object"];
      }
    } else if (StartsWith(sentence, "Otherwise, ") && !program.empty() &&
               program.back().args.count("only_if") &&
               (program.size() < 2 || !program[program.size() - 2].args.count("only_if"))) {
      // "If it's [Empowered], disempower it. Otherwise, kill it.": runs when the one instruction
      // before it did not run for its condition (conditions.cc ConditionAllows).
      std::string rest = sentence.substr(11);
      rest[0] = static_cast<char>(std::toupper(rest[0]));
      ok = CompileSentence(rest, &part, &wants_target) && !part.empty() &&
           NumberTargets(wants_target, &part, &named);
      for (Action& x : part) x.args["otherwise_if"] = program.back().args["only_if"];
      if (ok) program.back().args["remember_if"] = true;
    } else if (StartsWith(sentence, "You may ") && sentence.size() > 8) {
      // "You may kill a gear.": one instruction its controller may perform or not, its targets
      // chosen as for any instruction (355.12); decided as it is executed (Exec), or, as a
      // triggered ability's first part, as it is finalized (383.3.a; see the trigger below).
      std::string rest = sentence.substr(8);
      rest[0] = static_cast<char>(std::toupper(rest[0]));
      ok = CompileSentence(rest, &part, &wants_target) && part.size() == 1 &&
           NumberTargets(wants_target, &part, &named);
      if (ok) part[0].args["you_may"] = true;
    } else if (!sentence.empty()) {
      ok = (CompileSentence(sentence, &part, &wants_target) ||
            CompileCompound(sentence, &part, &wants_target)) &&
           NumberTargets(wants_target, &part, &named);
    }
    if (ok && may_choose && !part.empty()) {
      ok = part.size() == 1 && !part[0].args.count("you_may");
      if (ok) part[0].args["you_may"] = true;
      may_choose = false;
    }
    if (!ok) {
      if (failed) *failed = whole + ".";
      return false;
    }
    program.insert(program.end(), part.begin(), part.end());
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  if (program.empty() || may_choose) return false;  // "You may choose X." with nothing after
  // "They ..." needs the player chosen before it; a player target beside object targets is not a
  // form the module chooses (one requirement word per ability).
  const bool refers = std::any_of(program.begin(), program.end(), [](const Action& a) {
    const auto it = a.args.find("player");
    const auto* word = it == a.args.end() ? nullptr : std::get_if<std::string>(&it->second);
    return word != nullptr && *word == kChosenPlayer;
  });
  if (refers != !player.empty() || (!player.empty() && !named.empty())) return false;
  // "up to N" targets beside other targets: not a form play.cc checks.
  if (named.size() > 1 && std::any_of(named.begin(), named.end(), [](const std::string& r) {
        return r.find("*<=") != std::string::npos;
      }))
    return false;
  out->insert(out->end(), program.begin(), program.end());
  if (targets) *targets = player.empty() ? TargetsWord(named) : player;
  return true;
}

// "When you play me, ..." -> {"play", "..."}: the trigger of a line the module fires, and the
// effect after the comma. Empty trigger when the line is not such a trigger.
struct TriggerShape {
  std::string trigger;  // a FiredTriggers() event, or "" when it is a trigger on another event
  std::string effect;
  std::string condition;  // a condition the trigger's words add (383.2.a.1; conditions.cc)
  bool is_trigger = false;
};

TriggerShape TriggerOf(const std::string& line) {
  static const std::vector<std::pair<const char*, const char*>> kPrefixes = {
      {"When you play me, if you paid the additional cost, ", "play-paid"},
      {"When you play me, ", "play"},
      {"When you ready me, ", "ready"},
      {"When you choose me, ", "chosen"},
      {"When you choose or ready me, ", "chosen|ready"},
      {"When you play this, ", "play"},
      {"When I attack, ", "attack"},
      {"When I defend, ", "defend"},
      {"When I die, ", "die"},
      {"When I become [Mighty], ", "become-mighty"},
      {"When I become [Empowered], ", "become-empowered"},
      {"When I attack or defend, ", "attack|defend"},
      {"When I move to a battlefield, ", "move-to-battlefield"},
      {"When I move, ", "move"},
      {"When I conquer, ", "conquer"},
      {"When you conquer, ", "you-conquer"},
      {"When I hold, ", "hold"},
      {"When you hold, ", "you-hold"},
      {"At the end of your turn, ", "end-of-turn"},
      {"When you conquer here, ", "conquer-here"},
      {"When you hold here, ", "hold-here"},
      {"When you defend here, ", "defend-here"},
      {"When you conquer or hold, ", "you-conquer|you-hold"},
      {"When you play me or when I hold, ", "play|hold"},
      {"When you play me or when I conquer, ", "play|conquer"},
      {"When I'm played and when I conquer, ", "play|conquer"},
      {"When you play me or when I attack, ", "play|attack"},
      {"When you play me or I attack, ", "play|attack"},
      {"When you play me or when I become exhausted, ", "play|become-exhausted"},
      {"When you play me or at the start of your Beginning Phase, ", "play|beginning-phase"},
      {"When you play this or at the start of your Beginning Phase, ", "play|beginning-phase"},
      // Scrapheap: each of its three events (play.cc, verbs_cards.cc 422.1.b, module.cc 428)
      {"When this is played, discarded, or killed, ", "play|discarded|die"},
      {"When this is played, ", "play"},
      {"When this leaves the board, ", "leaves-board"},              // module.cc LeaveBoard
      {"When I conquer after an attack, ", "conquer-after-attack"},  // scoring.cc
      {"When you play this or when this leaves the board, ", "play|leaves-board"},
      {"When you play a spell, ", "you-play-spell"},
      {"When you play a unit, ", "you-play-unit"},
      {"When you play another unit, ", "you-play-unit"},
      {"When you play a gear, ", "you-play-gear"},
      {"When you play a card, ", "you-play-card"},
      {"When another friendly unit dies, ", "another-friendly-dies"},
      {"When you discard one or more cards, ", "you-discard"},
      {"When you play a card from face down, ", "you-play-face-down"},
      {"When you play a card from [Hidden], ", "you-play-face-down"},
      {"When you hide a card, ", "you-hide"},
      {"When you play a token unit, ", "you-play-token-unit"},
      {"At the start of your Beginning Phase, ", "beginning-phase"},
      // the turn's phases (phases.cc: 316.4, 315.2.a.1; "that player" is the Turn Player)
      {"At the start of your Main Phase, ", "main-phase"},
      {"At the start of each player's Beginning Phase, ", "each-beginning-phase"},
      {"At the start of each player's first Beginning Phase, ", "each-first-beginning-phase"},
      // the player's own actions on other objects (player_triggers.cc: 441.2.a, 355.5)
      {"When you empower something else, ", "you-empower-other"},
      {"When you choose a friendly unit, ", "you-choose-friendly-unit"},
      {"When you recycle one or more cards, ", "you-recycle"},  // player_triggers.cc (416.1)
      {"When you recycle a rune, ", "you-recycle-rune"},        // runes.cc (416.1.b)
      // units killed together are one event (knell_conditions.cc; 370.1.a.2, 323.5)
      {"When one or more enemy units die, ", "enemy-units-die"},
      {"When you spend a buff, ", "you-spend-buff"},  // actions.cc DoSpendBuff (702.2.b)
      // combat results and the end of combat (combat.cc: 466.3.a, 466.3.c, 466.7.b), exhausting
      // (414.1), discarding (422.1.b), equipping (818.2)
      {"When I win a combat, ", "win-combat"},
      {"When you win a combat, ", "you-win-combat"},
      {"When you win a combat here, ", "win-combat-here"},
      {"When a combat that I was in ends, ", "combat-ends"},
      {"When I become exhausted, ", "become-exhausted"},
      {"When I become ready, ", "ready"},
      {"When I conquer or hold, ", "conquer|hold"},
      // the module plays two-player games without teammates (no ally ever holds)
      {"When you or an ally hold, ", "you-hold"},
      {"When you discard me, ", "discarded"},
      {"When you attach an Equipment to me, ", "equipped"},
      {"When you play me to a battlefield, ", "play-to-battlefield"},            // play.cc (359.2)
      {"When one of your units becomes [Mighty], ", "friendly-becomes-mighty"},  // helpers.cc (709)
      {"When a unit you control becomes [Mighty], ", "friendly-becomes-mighty"},
  };
  TriggerShape t;
  // "When you conquer here with one or more [Mighty] units, ...": the units are part of the
  // Condition, checked as it is met (383.2.a.1), as an "if" right after it would be.
  static const std::string kMightyHere = "When you conquer here with one or more [Mighty] units, ";
  if (StartsWith(line, kMightyHere)) {
    t.trigger = "conquer-here";
    t.condition = "mighty-unit-here";
    t.effect = line.substr(kMightyHere.size());
    t.is_trigger = true;
    return t;
  }
  // "When I die in combat, ...": my death while I have a combat designation (740.2.c), checked as
  // I die with my last information (knell_conditions.cc; 383.2.a, 808.1.d.3)
  static const std::string kDieInCombat = "When I die in combat, ";
  if (StartsWith(line, kDieInCombat)) {
    t.trigger = "die";
    t.condition = "knell-in-combat";
    t.effect = line.substr(kDieInCombat.size());
    t.is_trigger = true;
    return t;
  }
  // "When my Might becomes 10 or more, ...": a threshold in the event's name (helpers.cc
  // ReportMight fires it as my Might reaches it, 710).
  static const std::regex kMightReaches(R"(^When my Might becomes (\d+) or more, (.+)$)");
  if (std::smatch mm; std::regex_match(line, mm, kMightReaches) && std::stoi(mm[1].str()) >= 1 &&
                      std::stoi(mm[1].str()) <= 20) {
    t.trigger = "might-ge-" + mm[1].str();
    t.effect = mm[2].str();
    t.is_trigger = true;
    return t;
  }
  // "When you play a spell that costs [5] or more, ..." (206): a threshold in the event's name.
  static const std::regex kCostly(R"(^When you play a spell that costs \[(\d+)\] or more, (.+)$)");
  std::smatch cm;
  if (std::regex_match(line, cm, kCostly) && std::stoi(cm[1].str()) >= 1 &&
      std::stoi(cm[1].str()) <= 12) {
    t.trigger = "you-play-spell-costs-" + cm[1].str();
    t.effect = cm[2].str();
    t.is_trigger = true;
    return t;
  }
  // "The first time I move each turn, ...": the Nth time in a turn (nth_time.cc, 383.1)
  if (NthTimeTriggerOf(line, &t.trigger, &t.condition, &t.effect)) {
    t.is_trigger = true;
    return t;
  }
  for (const auto& [prefix, trigger] : kPrefixes) {
    if (StartsWith(line, prefix)) {
      t.trigger = trigger;
      t.effect = line.substr(std::string(prefix).size());
      t.is_trigger = true;
      return t;
    }
  }
  // "When a buffed friendly unit dies, ...": a subject, an event and qualifiers composed
  // (trigger_events.cc).
  if (EventTriggerOf(line, &t.trigger, &t.effect)) {
    t.is_trigger = true;
    return t;
  }
  t.is_trigger = StartsWith(line, "When ") || StartsWith(line, "Whenever ") ||
                 StartsWith(line, "At the start ") || StartsWith(line, "At the end ") ||
                 StartsWith(line, "Once each turn, when ");
  return t;
}

bool IsCostLine(const std::string& line) {
  return StartsWith(line, "As you play ") ||
         line.find("as an additional cost") != std::string::npos ||
         line.find("cost is reduced") != std::string::npos ||
         (line.find(" cost") != std::string::npos && line.find(" less") != std::string::npos);
}

// "[T]: ...", "[1], [T]: ...", "Spend my buff: ...": an activated ability (its cost before ':').
bool IsActivatedLine(const std::string& line) {
  size_t colon = line.find(": ");
  if (colon == std::string::npos || colon == 0) return false;
  std::string cost = line.substr(0, colon);
  if (cost.find('.') != std::string::npos) return false;
  if (StartsWith(cost, "When") || StartsWith(cost, "While") || StartsWith(cost, "If")) return false;
  return true;
}

Ability TextAbility(const std::string& kind, const std::string& trigger, const std::string& text,
                    const std::string& box) {
  Ability a;
  a.kind = kind;
  a.trigger = trigger;
  a.text = text;
  a.text_box = box;
  return a;
}

// One part of an activated ability's cost (377.1) as an instruction: "[T]" exhausts me (414.4),
// "[1][C]" pays Energy and Power, "Kill this" kills me. False for a cost the module does not pay.
bool CompileCostPart(const std::string& part, std::vector<Action>* out) {
  static const std::regex kSymbols(R"(^(?:\[(?:\d+|C|A)\])+$)");
  // "[E]" is the exhaust symbol's shorthand in v1.4 (135.2.e.2), "[T]" the older one; "Exhaust
  // me" says it in words (414.5).
  if (part == "[T]" || part == "[E]" || part == "Exhaust me") {
    out->push_back(TextAct("exhaust", {{"object", std::string("$self")}}));
    return true;
  }
  if (std::regex_match(part, kSymbols)) {
    out->push_back(TextAct("pay", {{"cost", part}}));
    return true;
  }
  if (part == "Kill this" || part == "Kill me") {
    out->push_back(TextAct("kill", {{"objects", std::string("$self")}}));
    return true;
  }
  if (part == "Recycle this" || part == "Recycle me") {  // 164.2.b, 416.1 (runes.cc)
    out->push_back(TextAct("recycle_me", {{"object", std::string("$self")}}));
    return true;
  }
  if (part == "Spend my buff") {  // 702.2.b (activate.cc checks that there is one, 702.2.b.1)
    out->push_back(TextAct("spend_buff", {{"object", std::string("$self")}}));
    return true;
  }
  if (part == "Disempower me" || part == "Disempower this") {  // 442.1
    out->push_back(TextAct("disempower", {{"object", std::string("$self")}}));
    return true;
  }
  static const std::regex kSpendXp(R"(^Spend (\d+) XP$)");
  static const std::regex kDiscard(R"(^Discard (\d+)$)");
  std::smatch m;
  if (std::regex_match(part, m, kSpendXp)) {  // 730.2
    out->push_back(TextAct("spend_xp", {{"amount", static_cast<int64_t>(std::stoi(m[1].str()))}}));
    return true;
  }
  if (std::regex_match(part, m, kDiscard)) {  // 422.1
    out->push_back(TextAct("discard", {{"count", static_cast<int64_t>(std::stoi(m[1].str()))}}));
    return true;
  }
  // Cards from the trash or hand, objects on the board (357.2, 416.3, 422.3; card_costs.cc).
  if (CompileCardCostPart(part, out)) return true;
  return false;
}

// "[T]: Draw 1.", "[1][C], [T]: Deal 2 to a unit at a battlefield.", "[Reaction][>] [T]: ...",
// "[T]: [Action] - Give a unit +2 [S] this turn.": an activated ability (377.1) with its cost
// program, its effect and, in `trigger`, the permission keyword that changes when it may be
// activated ("action", "reaction"; 806.1.c.2, 813.1.c.2). Not modelled when a cost part or an
// effect sentence does not compile.
Ability ActivatedAbility(const std::string& line, const std::string& shown,
                         const std::string& box) {
  Ability ab = TextAbility("activated", "", shown, box);
  std::string text = line;
  static const std::regex kPermission(R"(^\[(Action|Reaction)\](?:\[>\])?\s*)");
  std::smatch m;
  if (std::regex_search(text, m, kPermission)) {
    ab.trigger = ToLowerAscii(m[1].str());
    text = m.suffix().str();
  }
  const size_t colon = text.find(": ");
  if (colon == std::string::npos) return engine::NotModelled(ab, "not an activated ability's form");
  std::string effect = std::string(Trim(text.substr(colon + 2)));
  static const std::regex kEffectPermission(R"(^\[(Action|Reaction)\]\s*-\s*)");
  if (std::regex_search(effect, m, kEffectPermission)) {
    ab.trigger = ToLowerAscii(m[1].str());
    effect = m.suffix().str();
  }
  for (std::string part : Split(text.substr(0, colon), ',')) {
    part = std::string(Trim(part));
    if (!CompileCostPart(part, &ab.cost))
      return engine::NotModelled(ab, "a cost the module does not pay: \"" + part + "\"");
  }
  // "[Add] [2]. Use only to play spells.": the resources it adds pay only for spells (002;
  // rune_pool.cc).
  bool only_spells = false;
  for (const std::string only :
       {" Use only to play spells.", " Spend this Energy only to play spells."}) {
    if (!EndsWith(effect, only)) continue;
    effect = effect.substr(0, effect.size() - only.size());
    only_spells = true;
    break;
  }
  // 377.2.b: a condition on using the ability, checked as it is activated (activate.cc).
  for (const std::string only : {" Use this ability only while I'm at a battlefield.",
                                 " Use this ability only while I'm at a battlefield"}) {
    if (!EndsWith(effect, only)) continue;
    effect = effect.substr(0, effect.size() - only.size());
    ab.cost.insert(ab.cost.begin(),
                   TextAct("only_while", {{"where", std::string("at-battlefield")}}));
    break;
  }
  std::string failed;
  if (!CompileEffect(effect, &ab.effect, &ab.target, &failed))
    return engine::NotModelled(ab, NoTemplate(failed));
  if (ab.target.find_first_of("*+") != std::string::npos)
    return engine::NotModelled(ab, "several targets chosen as it is activated");
  if (ab.target == "battlefield" || StartsWith(ab.target, "spell"))  // activate.cc: units, gear
    return engine::NotModelled(ab, "a " + ab.target + " chosen as it is activated");
  if (only_spells) {
    for (Action& x : ab.effect) {
      if (x.verb != "add") return engine::NotModelled(ab, "a restriction on what is not added");
      x.args["only_for"] = std::string("spells");
    }
  }
  return ab;
}

// "here" / "my battlefield" in the effect of an ability that triggers as its source dies: the
// location it had (its last known information) is what the words mean, and the module keeps
// none once it has left the board, so such an ability is named instead of doing nothing.
inline constexpr char kNoLastLocation[] =
    "\"here\" as I die: the module keeps no last location of a unit that left the board";
bool ReadsSourceLocation(const std::vector<Action>& program) {
  for (const Action& a : program) {
    if (a.verb == "play_token_here") return true;
    for (const auto& [name, value] : a.args) {
      const auto* word = std::get_if<std::string>(&value);
      if (word != nullptr && (name == "units" || name == "target") && EndsWith(*word, "-here"))
        return true;
    }
  }
  return false;
}

// One additional cost ("pay [C]", "discard 1", "spend 3 XP", "kill a friendly unit", "spend a
// buff", "exhaust a friendly unit") as the instruction that pays it: Energy and Power join the
// total (357.1), the rest are non-standard costs paid after it (357.2). False for another cost.
bool AdditionalCostPart(const std::string& words, std::vector<Action>* out) {
  static const std::regex kPay(R"(^pay ((?:\[(?:\d+|C|A)\])+)$)");
  static const std::regex kDiscard(R"(^discard (\d+)$)");
  static const std::regex kSpendXp(R"(^spend (\d+) XP$)");
  static const std::regex kBurnCost(R"(^\[Burn (\d+)\]$)");
  static const std::regex kChosen(
      R"(^(kill|exhaust) a friendly (unit|gear|unit or gear|\[Mighty\] unit)$)");
  std::smatch m;
  if (std::regex_match(words, m, kPay)) {
    out->push_back(TextAct("pay", {{"cost", m[1].str()}}));
  } else if (std::regex_match(words, m, kDiscard)) {
    out->push_back(TextAct("discard", {{"count", static_cast<int64_t>(std::stoi(m[1].str()))}}));
  } else if (std::regex_match(words, m, kSpendXp)) {  // 730.2
    out->push_back(TextAct("spend_xp", {{"amount", static_cast<int64_t>(std::stoi(m[1].str()))}}));
  } else if (std::regex_match(words, m, kBurnCost)) {  // 440.3.a: burning as a cost
    out->push_back(TextAct("burn", {{"count", static_cast<int64_t>(std::stoi(m[1].str()))}}));
  } else if (words == "kill a gear") {  // any gear on the board
    out->push_back(
        TextAct("pay_with", {{"act", std::string("kill")}, {"requirement", std::string("gear")}}));
  } else if (words == "exhaust me" || words == "exhaust this") {  // 414.1
    out->push_back(TextAct("exhaust", {{"object", std::string("$self")}}));
  } else if (words == "spend a buff") {  // 702.2.b: from a friendly unit that has one
    out->push_back(TextAct("pay_with", {{"act", std::string("spend_buff")},
                                        {"requirement", std::string("buffed-friendly-unit")}}));
  } else if (words == "return a friendly unit to its owner's hand" ||
             words == "return a friendly gear to its owner's hand") {  // 357.2, 056.2
    out->push_back(TextAct("pay_with", {{"act", std::string("return_to_hand")},
                                        {"requirement", words.find("unit") != std::string::npos
                                                            ? std::string("friendly-unit")
                                                            : std::string("friendly-gear")}}));
  } else if (std::regex_match(words, m, kChosen)) {
    const std::string what = m[2].str();
    std::string req = what == "unit"           ? "friendly-unit"
                      : what == "gear"         ? "friendly-gear"
                      : what == "unit or gear" ? "friendly-unit-or-gear"
                                               : "friendly-mighty-unit";
    if (m[1].str() == "exhaust") {
      if (what != "unit") return false;
      req = "ready-friendly-unit";
    }
    out->push_back(TextAct("pay_with", {{"act", m[1].str()}, {"requirement", req}}));
  } else {
    return false;
  }
  return true;
}

// What paying an optional additional cost gives, "If you do, ..." (356.2.b.1): a discount on the
// card (356.4.b: "I cost [2] less", "reduce my cost by [2]") or its base cost ignored (356.1.b:
// "ignore this spell's cost"). False for other words.
bool IfPaid(const std::string& words, std::vector<Action>* out) {
  static const std::regex kLess(
      R"(^(?:I cost|this costs) ((?:\[(?:\d+|C|A)\])+) less$|^reduce my cost by ((?:\[(?:\d+|C|A)\])+)$)");
  std::smatch m;
  if (std::regex_match(words, m, kLess)) {
    out->push_back(TextAct("discount", {{"cost", m[1].matched ? m[1].str() : m[2].str()}}));
    return true;
  }
  if (words == "ignore this spell's cost" || words == "ignore my cost") {
    out->push_back(TextAct("ignore_cost", {}));
    return true;
  }
  return false;
}

// A discount printed on the card itself (356.4.a, 356.4.b): "I cost [2] less for each gear you
// control.", "This costs [2] less if you control a Mech.", "I cost [2] less to play from anywhere
// other than your hand." as a discount instruction (cost; per: what is counted; condition;
// minimum: "to a minimum of [1]", 356.4.e). False for other words.
bool SelfDiscount(const std::string& line, Action* out) {
  static const std::regex kLess(
      R"(^(?:I cost|This costs|This spell costs) ((?:\[(?:\d+|C|A)\])+) less(?: (for each .+?|if .+?|to play from anywhere other than your hand))?(?:, to a minimum of \[(\d+)\])?\.$)");
  std::smatch m;
  if (!std::regex_match(line, m, kLess)) return false;
  *out = TextAct("discount", {{"cost", m[1].str()}});
  if (m[3].matched) out->args["minimum"] = static_cast<int64_t>(std::stoi(m[3].str()));
  if (!m[2].matched) return true;
  const std::string how = m[2].str();
  static const std::vector<std::pair<const char*, const char*>> kPer = {
      {"for each card in your trash", "card-in-trash"},
      {"for each card with my name in your trash", "same-name-in-trash"},
      {"for each gear you control", "friendly-gear"},
      {"for each of your [Mighty] units", "mighty-friendly-unit"},
      {"for each card you've played this turn", "played-this-turn"},
      {"for each point you scored from holding this turn", "hold-point"},  // history.cc
  };
  for (const auto& [words, per] : kPer) {
    if (how == words) {
      out->args["per"] = std::string(per);
      return true;
    }
  }
  static const std::regex kControlTag(R"(^if you control an? ([A-Z][a-z]+)$)");
  if (how == "to play from anywhere other than your hand") {
    out->args["condition"] = std::string("not-from-hand");
  } else if (how == "if you control something that's [Empowered]") {
    out->args["condition"] = std::string("control-empowered");
  } else if (std::regex_match(how, m, kControlTag)) {
    out->args["condition"] = std::string("control-tag");
    out->args["tag"] = m[1].str();
  } else {
    return false;
  }
  return true;
}

// "As you play me, you may kill any number of friendly units as an additional cost. Reduce my
// cost by [C] for each killed this way." / "... spend any number of buffs ... for each buff you
// spend.": an optional additional cost paid with as many chosen objects as the player likes
// (355.1.a: chosen as the card is played; 357.2), and a discount per object paid with (356.4.b),
// kept only when it was paid (356.2.b.1; LineAbilities splits it). False for other words.
bool AnyNumberCostLine(const std::string& line, const std::string& shown, const std::string& box,
                       Ability* out) {
  static const std::regex kAnyNumber(
      R"(^As you play (?:me|this), you may (kill|exhaust|spend) any number of (friendly units|friendly gear|buffs) as an additional cost\. Reduce my cost by ((?:\[(?:\d+|C|A)\])+) for each (killed this way|exhausted this way|buff you spend)\.$)");
  std::smatch m;
  if (!std::regex_match(line, m, kAnyNumber)) return false;
  const std::string act = m[1].str(), what = m[2].str();
  std::string req;
  if (act == "spend" && what == "buffs") req = "buffed-friendly-unit";  // 702.2.b
  if (act == "kill" && what == "friendly units") req = "friendly-unit";
  if (act == "kill" && what == "friendly gear") req = "friendly-gear";
  if (act == "exhaust" && what == "friendly units") req = "ready-friendly-unit";
  const std::string each = m[4].str();  // the discount counts what the cost was paid with
  if (req.empty() || each != (act == "kill"      ? "killed this way"
                              : act == "exhaust" ? "exhausted this way"
                                                 : "buff you spend"))
    return false;
  *out = TextAbility("optional-cost", "", shown, box);
  out->cost = {TextAct("pay_with", {{"act", act == "spend" ? std::string("spend_buff") : act},
                                    {"requirement", req},
                                    {"any_number", true}})};
  out->effect = {TextAct("discount", {{"cost", m[3].str()}, {"per", std::string("paid-count")}})};
  return true;
}

// Lines that change what the card costs as it is played (356.2, 356.4): optional additional costs
// ("You may pay [C] as an additional cost to play me.", "As you play me, you may discard 1 as an
// additional cost. If you do, reduce my cost by [2]."; 356.2.b.1), mandatory ones ("As an
// additional cost to play me, kill a friendly unit."; 356.2.a.1) and the card's own discounts
// (356.4). False when the line is not one of these forms (IsCostLine then names it).
bool CostLineAbility(const std::string& line, const std::string& shown, const std::string& box,
                     Ability* out) {
  static const std::regex kMayAs(
      R"(^You may (.+?) as an additional cost to play (?:me|this)\.(?: If you do, (.+)\.)?$)");
  static const std::regex kAsYouPlay(
      R"(^As you play (?:me|this), you may (.+?) as an additional cost\.(?: If you do, (.+)\.)?$)");
  static const std::regex kAsAnAdditional(
      R"(^As an additional cost to play (?:me|this), (you may )?(.+?)\.(?: If you do, (.+)\.)?$)");
  std::smatch m;
  std::string part, consequence;
  bool optional = true;
  if (AnyNumberCostLine(line, shown, box, out)) return true;
  if (std::regex_match(line, m, kMayAs) || std::regex_match(line, m, kAsYouPlay)) {
    part = m[1].str();
    consequence = m[2].matched ? m[2].str() : "";
  } else if (std::regex_match(line, m, kAsAnAdditional)) {
    optional = m[1].matched;
    part = m[2].str();
    consequence = m[3].matched ? m[3].str() : "";
    if (!optional && !consequence.empty()) return false;
  } else {
    Action discount;
    if (!SelfDiscount(line, &discount) && !ConditionalSelfDiscount(line, &discount) &&
        !CountedSelfDiscount(line, &discount))
      return false;
    *out = TextAbility("static", "", shown, box);  // 356.4: applied as the card is played
    out->effect = {discount};
    return true;
  }
  Ability ab = TextAbility(optional ? "optional-cost" : "additional-cost", "", shown, box);
  if (!AdditionalCostPart(part, &ab.cost)) return false;
  if (!consequence.empty() && !IfPaid(consequence, &ab.effect)) {
    // "As you play me, you may pay [C] as an additional cost. If you do, draw 1.": what paying it
    // gives as the card is played (356.2.b.1, 356.4.f.1), a play effect on condition that the
    // cost was paid (LineAbilities makes it a "play-paid" triggered ability; target chosen as it
    // goes on the chain, 355.5.b).
    std::string target;
    if (!optional || !CompileEffect(consequence + ".", &ab.effect, &target) ||
        target.find_first_of("*+") != std::string::npos || target == "battlefield" ||
        StartsWith(target, "spell"))
      return false;
    ab.trigger = "play-paid";
    ab.target = target;
  }
  *out = ab;
  return true;
}

// "I have +1 [S] and [Ganking]." / "I have [Deflect] and [Shield 3]." as a while_grants
// instruction (might: the Might it adds; keywords: "Ganking;Shield 3"); false for other text.
bool DependentGrants(const std::string& text, Action* out) {
  static const std::regex kHave(R"(^I have (.+?)\.\.?$)");  // a card prints ".."
  static const std::regex kMight(R"(^\+(\d+) \[S\]$)");
  static const std::regex kKeyword(R"(^\[([A-Za-z-]+)(?: (\d+))?\]$)");
  std::smatch m;
  if (!std::regex_match(text, m, kHave)) return false;
  std::string list = m[1].str();
  // "[Level 3][>] I have an additional +1 [S].": one more grant, the same as "I have +1 [S]".
  if (StartsWith(list, "an additional +")) list = list.substr(14);
  for (size_t at = list.find(" and "); at != std::string::npos; at = list.find(" and "))
    list.replace(at, 5, ",");
  int might = 0;
  std::vector<std::string> keywords;
  for (std::string item : Split(list, ',')) {
    item = std::string(Trim(item));
    if (std::regex_match(item, m, kMight)) {
      might += std::stoi(m[1].str());
    } else if (std::regex_match(item, m, kKeyword) && IsKeywordName(m[1].str())) {
      keywords.push_back(m[1].str() + (m[2].matched ? " " + m[2].str() : ""));
    } else {
      return false;
    }
  }
  *out = TextAct("while_grants",
                 {{"might", static_cast<int64_t>(might)}, {"keywords", Join(keywords, ";")}});
  return true;
}

// A passive ability that gives other objects Might or keywords (364.1: "Friendly Yordles at my
// battlefield have [Shield]"; 477.2.b, 477.3): "Your Mechs have +1 [S].", "Friendly units have
// [Deflect].", "Other friendly units have +1 [S] here.", "Units here have [Ganking]." as an aura
// instruction (who: "friendly" or "any"; what: "unit", "gear" or "tag:Mech"; other: not the
// source; here: at the source's location; might; keywords "Ganking;Assault 2"). characteristics.cc
// applies it. False for other text.
bool StaticAura(const std::string& line, Action* out) {
  static const std::regex kAura(
      R"(^(Your|Friendly|Other friendly|Other|Your other) (units|gear|token units|[A-Z][a-z]+s)( here)? have (.+?)( here)?\.$)");
  static const std::regex kHere(R"(^(Units|Your units|Friendly units) here have (.+?)\.$)");
  std::smatch m;
  std::string who, what, grants;
  bool other = false, here = false;
  if (std::regex_match(line, m, kAura)) {
    const std::string head = m[1].str();
    who = head == "Other" ? "any" : "friendly";
    other = StartsWith(head, "Other") || head == "Your other";
    what = m[2].str();
    here = m[3].matched || m[5].matched;
    grants = m[4].str();
  } else if (std::regex_match(line, m, kHere)) {
    who = m[1].str() == "Units" ? "any" : "friendly";
    what = "units";
    here = true;
    grants = m[2].str();
  } else {
    return false;
  }
  what = what == "units"         ? "unit"
         : what == "gear"        ? "gear"
         : what == "token units" ? "token-unit"
                                 : "tag:" + what.substr(0, what.size() - 1);
  Action g;
  if (!DependentGrants("I have " + grants + ".", &g)) return false;
  *out = TextAct("aura", {{"who", who},
                          {"what", what},
                          {"other", other},
                          {"here", here},
                          {"might", g.args["might"]},
                          {"keywords", g.args["keywords"]}});
  return true;
}

// The ability a line of printed text stands for, compiled when a template matches. Returns false
// for a line that is only keywords (the module's keyword rules implement it).
bool LineAbility(const std::string& printed, const std::string& card_type, const std::string& box,
                 Ability* out);

// The abilities of a printed line: one, or one per event of a trigger on two events ("When you
// choose or ready me" is one ability that triggers on either, kept as two with the same words).
bool LineAbilities(const std::string& printed, const std::string& card_type, const std::string& box,
                   std::vector<Ability>* out) {
  // "Deal 3 to an enemy unit. When it dies this turn, ...": the spell, whose last instruction
  // creates the delayed triggered ability about its target, and that ability (delayed.cc, 390.2).
  if (std::string first, event, effect, sentence;
      card_type == "Spell" && box == "rules" &&
      SplitDelayedTrigger(WithoutReminder(printed), &first, &event, &effect, &sentence)) {
    Ability spell, delayed;
    if (LineAbility(first, card_type, box, &spell) && spell.kind == "spell" &&
        spell.not_modelled.empty() && !spell.target.empty() &&
        spell.target.find_first_of("*+") == std::string::npos &&
        !IsPlayerRequirement(spell.target) &&
        LineAbility("When I die, " + effect, "Unit", box, &delayed) &&
        delayed.kind == "triggered" && delayed.not_modelled.empty() && delayed.target.empty()) {
      spell.text = PrintedWithoutReminder(printed);
      spell.effect.push_back(TextAct(
          "delay", {{"object", std::string("$target")}, {"on", event}, {"text", sentence}}));
      delayed.kind = "delayed";
      delayed.trigger = event;
      delayed.text = sentence;
      out->push_back(spell);
      out->push_back(delayed);
      return true;
    }
  }
  Ability ab;
  if (!LineAbility(printed, card_type, box, &ab)) return false;
  // A unit token whose reminder text gives it an ability ("(It has \"When I attack, ...\")"):
  // play_token makes the token without it, so the line is named (a gear token by name is the card
  // data's card, with its abilities).
  const std::string normal = NormalizePunctuation(printed);
  if (ab.not_modelled.empty() && (normal.find("(It has \"") != std::string::npos ||
                                  normal.find("(They have \"") != std::string::npos)) {
    for (const Action& a : ab.effect) {
      if (a.verb == "play_token" || a.verb == "play_token_here") {
        ab = engine::NotModelled(ab,
                                 "the token's ability, in the reminder text, is not given to it");
        break;
      }
    }
  }
  // A move to a destination chosen as a card is played (355.4): the module asks for one only as a
  // spell is played (moves.cc), so an ability's such move is named.
  if (ab.not_modelled.empty() && ab.kind != "spell" && MovesToChosenDestination(ab))
    ab = engine::NotModelled(ab, "the destination of an ability's move (355.4) is not chosen here");
  // "You may ... as an additional cost to play me. If you do, I cost [2] less.": the cost, and a
  // passive ability (363) that modifies the cost when it was paid (356.2.b.1), with the same words.
  if (ab.kind == "optional-cost" && !ab.effect.empty() && ab.trigger == "play-paid") {
    // "If you do, draw 1.": a play effect when the cost was paid (play.cc fires "play-paid" for
    // a unit or gear as it is played; a spell's would be part of its resolution, not modelled).
    Ability paid = TextAbility("triggered", "play-paid", ab.text, ab.text_box);
    paid.effect = ab.effect;
    paid.target = ab.target;
    ab.effect.clear();
    ab.trigger.clear();
    ab.target.clear();
    if (card_type == "Spell")
      paid =
          engine::NotModelled(paid, "what paying a spell's additional cost gives as it resolves");
    out->push_back(ab);
    out->push_back(paid);
    return true;
  }
  if (ab.kind == "optional-cost" && !ab.effect.empty()) {
    Ability paid = TextAbility("static", "", ab.text, ab.text_box);
    paid.effect = ab.effect;
    for (Action& a : paid.effect) a.args["condition"] = std::string("paid-additional");
    ab.effect.clear();
    out->push_back(ab);
    out->push_back(paid);
    return true;
  }
  const size_t bar = ab.trigger.find('|');
  if (bar == std::string::npos) {
    out->push_back(ab);
    return true;
  }
  // one ability per event ("play|discarded|die": three)
  for (const std::string& trigger : Split(ab.trigger, '|')) {
    Ability one = ab;
    one.trigger = trigger;
    out->push_back(one);
  }
  return true;
}

bool LineAbility(const std::string& printed, const std::string& card_type, const std::string& box,
                 Ability* out) {
  const std::string line = WithoutReminder(printed);
  if (line.empty() || line == "[NO TEXT]") return false;  // runes print "[NO TEXT]": no ability
  const std::string shown = PrintedWithoutReminder(printed);
  std::string first, rest;
  std::smatch km;
  // [Hunt X] (823.1.c.1): "When I conquer or hold, my controller gains X XP"; X omitted is 1
  // (823.1.c.2). Two abilities with the same words, one per event.
  static const std::regex kHunt(R"(^\[Hunt(?: (\d+))?\]$)");
  if (std::regex_match(line, km, kHunt)) {
    *out = TextAbility("triggered", "conquer|hold", shown, box);
    out->effect = {TextAct(
        "gain_xp", {{"amount", static_cast<int64_t>(km[1].matched ? std::stoi(km[1].str()) : 1)},
                    {"hunt", true}})};
    return true;
  }
  // [Empower] [Cost] (827.1.c.1): "[Cost]: Empower this. Play only if not Empowered." (activate.cc
  // refuses it while Empowered).
  static const std::regex kEmpower(R"(^\[Empower\](?: -)? (.+)$)");
  if (std::regex_match(line, km, kEmpower)) {
    *out = TextAbility("activated", "", shown, box);
    // "[Empower] [12]. This ability costs [1] less for each rune you control.": a discount on the
    // Energy cost (356.4.b), counted as it is activated (activate.cc).
    std::string costs = km[1].str();
    int64_t per_rune = 0;
    static const std::regex kPerRune(
        R"(^(.+?)\. This ability costs \[(\d+)\] less for each rune you control\.?$)");
    std::smatch pm;
    if (std::regex_match(costs, pm, kPerRune)) {
      per_rune = std::stoi(pm[2].str());
      costs = pm[1].str();
    }
    for (std::string part : Split(costs, ',')) {
      part = std::string(Trim(part));
      if (!CompileCostPart(part, &out->cost)) {
        *out =
            engine::NotModelled(*out, "an Empower cost the module does not pay: \"" + part + "\"");
        return true;
      }
    }
    if (per_rune > 0) {
      auto pay = std::find_if(out->cost.begin(), out->cost.end(),
                              [](const Action& a) { return a.verb == "pay"; });
      if (pay == out->cost.end()) {
        *out = engine::NotModelled(*out, "a per-rune discount on an Empower cost with no Energy");
        return true;
      }
      pay->args["less_per_rune"] = per_rune;
    }
    out->effect = {TextAct("empower", {{"object", std::string("$self")}, {"keyword", true}})};
    return true;
  }
  // Dependent keywords (727): "[Level 6][>] I have +1 [S] and [Ganking]." (824.1.b.1: while you
  // have 6 or more XP), "[Empowered][>] I have +2 [S]." (828.1.b.1: while I'm Empowered). The
  // dependent ability is Active while the condition holds (727.1.b.2); characteristics.cc reads it.
  // "[Empowered][>][>>][Deathknell][>] ...": a Deathknell that is Active only while I'm Empowered
  // (727.1.c.1, 828.1.c): checked as I die, with my last information (808.1.d.3; module.cc
  // ApplyKill adds it beside the keyword's instances).
  static const std::regex kDependentKnell(R"(^\[Empowered\]\[>\]\[>>\]\[Deathknell\]\[>\] (.+)$)");
  if (std::smatch dk; std::regex_match(line, dk, kDependentKnell)) {
    *out = TextAbility("triggered", "deathknell", shown, box);
    out->condition = "dependent-empowered";
    std::string failed, targets;
    if (!CompileEffect(dk[1].str(), &out->effect, &targets, &failed))
      *out = engine::NotModelled(*out, NoTemplate(failed));
    else if (ReadsSourceLocation(out->effect))
      *out = engine::NotModelled(*out, kNoLastLocation);
    else if (!targets.empty())
      *out = engine::NotModelled(
          *out, "a Deathknell's target (" + targets + ") is not chosen as it goes on the chain");
    return true;
  }
  static const std::regex kDependent(R"(^\[(Level (\d+)|Empowered)\]\[>\] (.+)$)");
  if (std::regex_match(line, km, kDependent)) {
    Action grants;
    const std::string dependent = km[3].str();
    // "[Empowered][>] When I move, draw 1.": a triggered dependent ability is evaluated only while
    // it is Active (727.1.c.1): its keyword's condition is checked as its Condition is met.
    if (Ability inner; TriggerOf(dependent).is_trigger &&
                       LineAbility(dependent, card_type, box, &inner) &&
                       inner.kind == "triggered" && inner.not_modelled.empty()) {
      if (!inner.condition.empty())
        inner = engine::NotModelled(inner, "a dependent triggered ability with its own condition");
      inner.condition = km[2].matched ? "dependent-level:" + km[2].str() : "dependent-empowered";
      inner.text = shown;
      *out = inner;
      return true;
    }
    // "[Level 6][>] This costs [2] less." (cost_modifiers.cc; play.cc applies it, 356.4.a)
    if (Action discount; DependentDiscount(
            dependent, km[2].matched ? "dependent-level:" + km[2].str() : "dependent-empowered",
            &discount)) {
      *out = TextAbility("static", "", shown, box);
      out->effect = {discount};
      return true;
    }
    // "[Empowered][>] Your spells cost [1][A] less ...": while Active (727.1.b.2)
    if (std::vector<Action> mods; CostModifierLine(dependent, &mods) &&
                                  std::none_of(mods.begin(), mods.end(), [](const Action& m) {
                                    return HasArg(m, "while");
                                  })) {
      for (Action& m : mods)
        m.args["while"] = km[2].matched ? "dependent-level:" + km[2].str() : "dependent-empowered";
      *out = TextAbility("static", "", shown, box);
      out->effect = mods;
      return true;
    }
    // "[Level 3][>] I enter ready." / "I have +1 [S] and enter ready.": while Active as the unit
    // enters (727.1.b.2; enters_ready.cc).
    const std::string while_code =
        km[2].matched ? "dependent-level:" + km[2].str() : "dependent-empowered";
    std::string grant_part = dependent;
    bool and_ready = false;
    if (Action others; OthersEnterReadyLine(dependent, &others)) {  // "Your units enter ready."
      others.args["condition"] = while_code;
      *out = TextAbility("static", "", shown, box);
      out->effect = {others};
      return true;
    }
    if (dependent == "I enter ready.") {
      *out = TextAbility("static", "", shown, box);
      out->effect = {EnterReadyWhile(while_code)};
      return true;
    }
    if (EndsWith(dependent, " and enter ready.")) {
      grant_part = dependent.substr(0, dependent.size() - 17) + ".";
      and_ready = true;
    }
    // "[Level 6][>] Your units have +1 [S].": an aura while Active (727.1.b.2; aura_filters.cc)
    if (Action aura; !and_ready &&
                     (StaticAura(dependent, &aura) || FilteredAuraLine(dependent, &aura)) &&
                     !HasArg(aura, "condition")) {
      aura.args["condition"] = while_code;
      *out = TextAbility("static", "", shown, box);
      out->effect = {aura};
      return true;
    }
    if (!DependentGrants(grant_part, &grants)) {
      *out =
          engine::NotModelled(TextAbility("static", "", shown, box),
                              NoTemplate(FirstSentence(dependent)) + " (a dependent ability, 727)");
      return true;
    }
    grants.args["condition"] = std::string(km[2].matched ? "level" : "empowered");
    if (km[2].matched) grants.args["level"] = static_cast<int64_t>(std::stoi(km[2].str()));
    *out = TextAbility("static", "", shown, box);
    out->effect = {grants};
    if (and_ready) out->effect.push_back(EnterReadyWhile(while_code));
    return true;
  }
  // "[Action][>] [T]: ...", "[Reaction][>] Kill this, [T]: ...": a permission on an activated
  // ability, not the card's keyword.
  static const std::regex kPermissionHead(R"(^\[(?:Action|Reaction)\](?:\[>\])?\s*)");
  std::smatch ph;
  if (std::regex_search(line, ph, kPermissionHead) && IsActivatedLine(ph.suffix().str())) {
    *out = ActivatedAbility(line, shown, box);
    return true;
  }
  if (KeywordHead(line, &first, &rest) > 0) {
    if (rest.empty() || rest == ".") return false;  // keywords only ("[Flow] [2].")
    if (StartsWith(rest, "-")) rest = std::string(Trim(rest.substr(1)));
    // "[Deathknell][>] Draw 1.": v1.4 writes the keyword's separator as the [>] symbol.
    if (StartsWith(rest, "[>]")) rest = std::string(Trim(rest.substr(3)));
    if (first == "Deathknell") {
      *out = TextAbility("triggered", "deathknell", shown, box);
      // "If I died alone, ...": part of its Condition (knell_conditions.cc; 808.1.c, 383.2.a.1)
      if (std::string code, after; KnellConditionOf(rest, &code, &after)) {
        out->condition = code;
        rest = after;
      }
      std::string failed, targets;
      if (!CompileEffect(rest, &out->effect, &targets, &failed))
        *out = engine::NotModelled(*out, NoTemplate(failed));
      else if (ReadsSourceLocation(out->effect))
        *out = engine::NotModelled(*out, kNoLastLocation);
      else if (!targets.empty())  // module.cc chooses targets by ability index, which a
        // keyword's trigger does not carry: the instruction would find no target
        *out = engine::NotModelled(
            *out, "a Deathknell's target (" + targets + ") is not chosen as it goes on the chain");
      return true;
    }
    if (first == "Legion") {
      // "[Legion] - I cost [2] less.": a discount while another Main Deck card was played this
      // turn (812.1.c, 356.4).
      Action discount;
      if (SelfDiscount(rest, &discount) && !discount.args.count("condition") &&
          !discount.args.count("per")) {
        discount.args["condition"] = std::string("legion");
        *out = TextAbility("static", "", shown, box);
        out->effect = {discount};
        return true;
      }
      *out = TextAbility("legion", "", shown, box);
      TriggerShape t = TriggerOf(rest);
      std::string effect = t.trigger == "play" ? t.effect : rest;
      std::string failed = FirstSentence(rest);
      if (t.trigger != "play" || !CompileEffect(effect, &out->effect, nullptr, &failed))
        *out = engine::NotModelled(*out, NoTemplate(failed));
      return true;
    }
    *out =
        engine::NotModelled(TextAbility(first == "Equip" ? "activated" : "static", "", shown, box),
                            "[" + first + "] with \"" + rest + "\" is not a form the module knows");
    return true;
  }
  static const std::regex kBonus(R"(^Your spells and abilities deal (-?\d+) Bonus Damage\.?$)");
  std::smatch m;
  if (std::regex_match(line, m, kBonus)) {
    *out = TextAbility("static", "", shown, box);
    out->effect = {
        TextAct("bonus_damage", {{"amount", static_cast<int64_t>(std::stoi(m[1].str()))}})};
    return true;
  }
  // Conditional passive abilities (364.3, 364.3.a: "while"): "While I'm buffed, I have
  // [Ganking].", "While you have another unit here, I have +1 [S].", "While I'm at a battlefield,
  // your other units here have [Deflect]."; characteristics.cc applies them while the condition
  // holds.
  // "If you've discarded a card this turn, I have [Assault] and [Ganking].": a passive whose
  // condition is on this turn's history (history.cc), applied while it holds (364.3.a).
  static const std::regex kIfHistory(R"(^If ([^,]+ this turn), (I have .+)$)");
  if (std::smatch hm; std::regex_match(line, hm, kIfHistory)) {
    std::string code, object;
    Action grant;
    if (ConditionOf(hm[1].str(), &code, &object) && object.empty() && IsHistoryCondition(code) &&
        DependentGrants(hm[2].str(), &grant)) {
      grant.args["condition"] = "history:" + code;
      *out = TextAbility("static", "", shown, box);
      out->effect = {grant};
      return true;
    }
  }
  static const std::regex kWhile(
      R"(^While (I'm buffed|I'm at a battlefield|you have another unit here|there are (\d+) or more other friendly units and/or gear at my battlefield), (.+)$)");
  static const std::regex kWhileAny(R"(^While ([^,]+), (.+)$)");
  std::smatch wm;
  if (std::regex_match(line, wm, kWhile)) {
    const std::string cond = wm[1].str();
    const std::string condition = cond == "I'm buffed"             ? "buffed"
                                  : cond == "I'm at a battlefield" ? "at-battlefield"
                                  : StartsWith(cond, "you have")   ? "another-friendly-unit-here"
                                                                   : "others-here";
    std::string rest = wm[3].str();
    if (StartsWith(rest, "I have an additional ")) rest = "I have " + rest.substr(21);
    Action grant;
    if (StartsWith(rest, "I have ") && DependentGrants(rest, &grant)) {
      grant.args["condition"] = condition;
    } else if (StartsWith(rest, "your ") && StaticAura("Your" + rest.substr(4), &grant)) {
      grant.args["condition"] = condition;
    } else {
      grant.verb.clear();
    }
    if (!grant.verb.empty()) {
      if (wm[2].matched) grant.args["count"] = static_cast<int64_t>(std::stoi(wm[2].str()));
      *out = TextAbility("static", "", shown, box);
      out->effect = {grant};
      return true;
    }
  }
  // "While I'm attacking or defending alone, I have +2 [S].", "I have +2 [S] while I'm attacking
  // with another unit." (passive_conditions.cc; 364.3.a)
  if (std::string grant_text, condition;
      TrailingWhile(line, &grant_text, &condition) ||
      (std::regex_match(line, wm, kWhileAny) && PassiveConditionWords(wm[1].str(), &condition) &&
       (grant_text = wm[2].str(), true))) {
    Action grant;
    if (DependentGrants(grant_text, &grant)) {
      grant.args["condition"] = condition;
      *out = TextAbility("static", "", shown, box);
      out->effect = {grant};
      return true;
    }
  }
  static const std::regex kWhileMighty(R"(^While I'm \[Mighty\], I have [^.]*\.$)");
  if (std::regex_match(line, kWhileMighty)) {
    *out = TextAbility("static", "", shown, box);  // characteristics.cc (476.2) reads the keywords
    out->effect = {TextAct("while_mighty", {})};
    return true;
  }
  // "I enter ready if you control another Dragon.": checked as the unit enters (enters_ready.cc).
  if (Action ready; EnterReadyIf(line, &ready)) {
    *out = TextAbility("static", "", shown, box);
    out->effect = {ready};
    return true;
  }
  // Monch: "If <condition>, I cost [2] less and enter ready.": the discount (356.4.a, as it is
  // played; cost_modifiers.cc) and the enters-ready (364.3.a, as it enters), each on the condition.
  static const std::regex kLessAndReady(R"(^If (.+?), I cost (.+?) less and enter ready\.$)");
  if (std::smatch lm; std::regex_match(line, lm, kLessAndReady)) {
    Action discount, ready;
    if (ConditionalSelfDiscount("If " + lm[1].str() + ", I cost " + lm[2].str() + " less.",
                                &discount) &&
        EnterReadyIf("If " + lm[1].str() + ", I enter ready.", &ready)) {
      *out = TextAbility("static", "", shown, box);
      out->effect = {discount, ready};
      return true;
    }
  }
  if (Action others; OthersEnterReadyLine(line, &others)) {  // enters_ready_group.cc (002)
    *out = TextAbility("static", "", shown, box);
    out->effect = {others};
    return true;
  }
  if (line == "I enter ready." || line == "This enters exhausted.") {  // read by play.cc (002)
    *out = TextAbility("static", "", shown, box);
    out->effect = {TextAct(line == "I enter ready." ? "enters_ready" : "enters_exhausted", {})};
    return true;
  }
  // "I must be assigned combat damage last." (Backline's words, 826.3) and "I don't deal combat
  // damage.": passives combat.cc reads as it assigns and sums combat damage (465.2).
  if (line == "I must be assigned combat damage last." || line == "I don't deal combat damage.") {
    *out = TextAbility("static", "", shown, box);
    out->effect = {TextAct(line[2] == 'm' ? "assigned_last" : "no_combat_damage", {})};
    return true;
  }
  // "You may play me to an open battlefield." (170.11.c), "... to an occupied enemy battlefield."
  // (170.11.a): locations the card's text adds to 355.2.a's (002; play.cc).
  if (line == "You may play me to an open battlefield." ||
      line == "You may play me to an occupied enemy battlefield.") {
    *out = TextAbility("static", "", shown, box);
    out->effect = {TextAct(
        "play_location",
        {{"where",
          std::string(line.find("open") != std::string::npos ? "open" : "occupied-enemy")}})};
    return true;
  }
  if (Action any; CompileBuffLimitLine(line, &any)) {  // buff_limit.cc (002, 702.3)
    *out = TextAbility("static", "", shown, box);
    out->effect = {any};
    return true;
  }
  if (Action cant; CompileMoveRestriction(line, &cant)) {  // move_restrictions.cc (364.2)
    *out = TextAbility("static", "", shown, box);
    out->effect = {cant};
    return true;
  }
  // "I can't be chosen by enemy spells and abilities[ unless I'm in combat]." (757.1): a passive
  // the target choices read (untargetable.cc).
  if (line == "I can't be chosen by enemy spells and abilities." ||
      line == "I can't be chosen by enemy spells and abilities unless I'm in combat.") {
    *out = TextAbility("static", "", shown, box);
    Action untargetable = TextAct("untargetable", {{"by", std::string("enemy")}});
    if (line.find("unless") != std::string::npos)
      untargetable.args["unless"] = std::string("in-combat");
    out->effect = {untargetable};
    return true;
  }
  static const std::regex kAnyNumber(R"(^Your deck can have any number of cards named [^.]+\.$)");
  if (line == "[Unique]" || std::regex_match(line, kAnyNumber)) {  // deck building: nothing
    // happens in a game
    *out = TextAbility("deck-building", "", shown, box);
    return true;
  }
  TriggerShape t = TriggerOf(line);
  if (t.is_trigger) {
    *out = TextAbility("triggered", t.trigger, shown, box);
    out->condition = t.condition;
    std::string targets;
    std::string failed;
    // "you may pay [1] to draw 1", "you may spend a buff. If you do, buff me": a cost within
    // instructions as the first part of the effect is the triggered ability's cost, paid as it
    // is finalized, and the "may" is decided then (740.4.a, 740.4.a.2, 383.3.a, 383.3.b).
    // ("you may pay [2] to [Stun] a unit": a keyword action written as its symbol, 426.1)
    static const std::regex kMayTo(R"(^you may (.+?) to ([a-z].*|\[Stun\] .*)$)");
    static const std::regex kMayIfYouDo(R"(^you may ([^.]+)\. If you do, (.+)$)");
    std::smatch cm;
    std::string effect = t.effect;
    // "When I attack, if you control 4 or fewer runes, ...": a condition right after the trigger's
    // is part of it, checked as it triggers (383.2.a.1; TriggerConditionMet, conditions.cc).
    if (std::string code, rest;
        out->condition.empty() && TriggerConditionOf(effect, &code, &rest)) {
      out->condition = code;
      effect = rest;
    }
    if (std::regex_match(effect, cm, kMayIfYouDo) || std::regex_match(effect, cm, kMayTo)) {
      std::vector<Action> cost;
      // "you may pay [1] and exhaust this to draw 1": both parts are the cost (383.3.b)
      const std::string words = cm[1].str();
      const size_t and_at = words.find(" and ");
      if (and_at != std::string::npos ? AdditionalCostPart(words.substr(0, and_at), &cost) &&
                                            AdditionalCostPart(words.substr(and_at + 5), &cost)
                                      : AdditionalCostPart(words, &cost)) {
        out->cost = cost;
        effect = cm[2].str();
      }
    }
    if (t.trigger.empty()) {
      *out = engine::NotModelled(*out, "the module has no event for this trigger");
    } else if (StartsWith(effect, "if ")) {
      // "When I move, if ...": a condition right after the trigger's (383.2.a.1) whose words
      // the module does not read (conditions.cc).
      *out = engine::NotModelled(*out, "a condition checked as it triggers (383.2.a.1): \"" +
                                           FirstSentence(effect) + "\"");
    } else if (!CompileEffect(effect, &out->effect, &targets, &failed) &&
               !(EventObjectIsUnit(t.trigger) &&
                 CompileEffect("Choose a unit. " + effect, &out->effect, &targets, &failed) &&
                 targets == "unit" && (targets = kEventObject, true))) {
      // ("When a unit moves from here, give it +1 [S] this turn.": "it" is the event's unit,
      // handed to the ability as it triggers, trigger_events.cc; tried as if named before.)
      *out = engine::NotModelled(*out, NoTemplate(failed));
    } else if (targets.find_first_of("*+") != std::string::npos &&
               !SeveralTriggerTargetsChosen(targets, t.trigger)) {  // module.cc
      *out = engine::NotModelled(*out, "several targets chosen as it goes on the chain");
    } else if (targets == "battlefield" || StartsWith(targets, "spell")) {
      // ChooseTriggerTarget (module.cc) offers units and gear only.
      *out = engine::NotModelled(*out, "a " + targets + " chosen as it goes on the chain");
    } else if (t.trigger == "die" &&
               (ReadsSourceLocation(out->effect) || EndsWith(targets, "-here"))) {
      *out = engine::NotModelled(*out, kNoLastLocation);
    } else if (!targets.empty()) {
      out->target = targets;  // chosen as it goes on the chain (355.5.b)
    }
    // "you may" as the first part of the effect: decided as it is finalized (383.3.a;
    // FinalizeTriggerCost), not again as it resolves.
    if (out->not_modelled.empty() && out->cost.empty() && StartsWith(effect, "you may ") &&
        !out->effect.empty() && out->effect[0].args.count("you_may"))
      out->effect[0].args["you_may"] = std::string("finalized");
    return true;
  }
  if (CostLineAbility(line, shown, box, out)) return true;
  // "Your spells cost [1] less.": the cost of other cards (cost_modifiers.cc; 356.3, 356.4.a)
  if (std::vector<Action> mods; CostModifierLine(line, &mods)) {
    *out = TextAbility("static", "", shown, box);
    out->effect = mods;
    return true;
  }
  if (Action counted; CountedGrantLine(line, &counted)) {  // characteristics.cc (477.3.a, 477.2.a)
    *out = TextAbility("static", "", shown, box);
    out->effect = {counted};
    return true;
  }
  if (Action aura; StaticAura(line, &aura)) {  // characteristics.cc applies it (364.1)
    *out = TextAbility("static", "", shown, box);
    out->effect = {aura};
    return true;
  }
  if (Action aura; FilteredAuraLine(line, &aura)) {  // aura_filters.cc (364.1, 364.3.a)
    *out = TextAbility("static", "", shown, box);
    out->effect = {aura};
    return true;
  }
  if (IsCostLine(line)) {
    *out = engine::NotModelled(TextAbility("cost", "", shown, box),
                               "a cost the module does not model");
    return true;
  }
  if (IsActivatedLine(line)) {
    *out = ActivatedAbility(line, shown, box);
    return true;
  }
  if (card_type == "Spell" && box == "rules") {
    *out = TextAbility("spell", "", shown, box);
    std::string failed;
    if (!CompileEffect(line, &out->effect, &out->target, &failed))
      *out = engine::NotModelled(*out, NoTemplate(failed));
    return true;
  }
  *out =
      engine::NotModelled(TextAbility("static", "", shown, box), NoTemplate(FirstSentence(line)));
  return true;
}

// "Choose one -" (a spell's header line) and the bulleted lines of its modes after it ("- Draw
// 1."): one spell ability (355.3: the mode is chosen as the spell is played) whose instructions
// carry the mode they belong to ("mode": 1, 2, ...), its target "modes:" and each mode's
// requirement, ";"-joined ("modes:unit-in-base;gear"; play.cc reads it). Not modelled, naming the
// mode, when a mode does not compile or names several targets.
Ability ModalAbility(const std::string& header, const std::vector<std::string>& modes,
                     const std::string& box) {
  std::string shown = PrintedWithoutReminder(header);
  for (const std::string& m : modes) shown += " " + PrintedWithoutReminder(m);
  Ability ab = TextAbility("spell", "", shown, box);
  std::vector<std::string> lines;
  for (const std::string& m : modes)
    lines.push_back(std::string(Trim(WithoutReminder(m).substr(1))));
  std::string why;
  if (!ModesProgram(lines, &ab.effect, &ab.target, &why)) return engine::NotModelled(ab, why);
  return ab;
}

bool ModesProgram(const std::vector<std::string>& modes, std::vector<Action>* out,
                  std::string* targets, std::string* why, std::string* sentence) {
  std::vector<std::string> reqs;
  for (size_t i = 0; i < modes.size(); ++i) {
    const std::string& line = modes[i];
    std::vector<Action> program;
    std::string target, failed;
    const std::string which = " (mode " + std::to_string(i + 1) + ")";
    if (!CompileEffect(line, &program, &target, &failed)) {
      *why = NoTemplate(failed) + which;
      if (sentence) *sentence = failed;
      return false;
    }
    if (target.find_first_of("*+") != std::string::npos) {
      *why = "several targets in a mode" + which;
      if (sentence) *sentence = line + which;
      return false;
    }
    for (Action& a : program) a.args["mode"] = static_cast<int64_t>(i + 1);
    program[0].args["mode_text"] = line;  // for the trace of the choice (play.cc)
    out->insert(out->end(), program.begin(), program.end());
    reqs.push_back(target);
  }
  *targets = "modes:" + Join(reqs, ";");
  return true;
}

// An ability compiled from a header and its modes (ability_modes.h) shows the printed lines, and
// is not modelled when a mode's target is one its choice does not offer: a battlefield or a
// spell (ChooseTriggerTarget and activate.cc offer units and gear), or a player for an activated
// ability (activate.cc chooses objects only).
void ModedAbilityChecked(const std::string& shown, Ability* ab) {
  ab->text = shown;
  if (!ab->not_modelled.empty() || !IsAbilityModesRequirement(ab->target)) return;
  const std::vector<std::string> per = Split(ab->target.substr(ab->target.find(':') + 1), ';');
  for (size_t i = 0; i < per.size(); ++i) {
    const std::string& r = per[i];
    if (r == "battlefield" || StartsWith(r, "spell") ||
        (ab->kind == "activated" && IsPlayerRequirement(r))) {
      *ab = engine::NotModelled(
          *ab, "a " + r + " chosen in a mode (mode " + std::to_string(i + 1) + ")");
      return;
    }
  }
}

// True for a spell's "Choose one -" line and for a mode's line ("- Draw 1.", "* Draw 1.": some
// card data prints the bullet as an asterisk).
bool IsModeHeader(const std::string& printed) { return WithoutReminder(printed) == "Choose one -"; }
bool IsModeLine(const std::string& printed) {
  const std::string line = WithoutReminder(printed);
  return StartsWith(line, "- ") || StartsWith(line, "* ");
}

// True when a given ability stands for this printed line: the same words (reminder text and
// punctuation aside), or the words after a keyword's dash ("[Deathknell] - Draw 1." and
// "Draw 1."). A shorter paraphrase does not cover a line: the rest of the line would go unnamed.
bool GivenCovers(const Ability& given, const std::string& printed) {
  const std::string a = engine::ComparableText(given.text);
  if (a.empty()) return false;
  std::string line = WithoutReminder(printed);
  std::vector<std::string> forms = {engine::ComparableText(line)};
  size_t dash = line.find(" - ");
  if (dash != std::string::npos) forms.push_back(engine::ComparableText(line.substr(dash + 3)));
  for (const std::string& b : forms) {
    if (b.empty()) continue;
    if (a == b) return true;
  }
  return false;
}

}  // namespace

const std::vector<std::string>& FiredTriggers() {
  static const std::vector<std::string> kTriggers = [] {
    std::vector<std::string> v = {
        "play", "die", "deathknell", "attach", "detach", "become-mighty", "attack", "defend",
        "equipped", "ready", "chosen",
        // scoring (scoring.cc: 446, 448.2), moves (447), the turn (317.1.a, 315.2.a.1)
        "conquer", "you-conquer", "hold", "you-hold", "move", "move-to-battlefield", "end-of-turn",
        // a battlefield card's own abilities, its controller the scoring or defending player
        "conquer-here", "hold-here", "defend-here",
        // playing cards (play.cc) and another friendly unit dying (module.cc)
        "you-play-spell", "you-play-unit", "you-play-gear", "you-play-card",
        "another-friendly-dies", "beginning-phase",
        // the Empower game action (441.2.a, 828.1.d; verbs_cards.cc)
        "become-empowered",
        // a play effect on condition that the optional additional cost was paid (play.cc)
        "play-paid",
        // discarding (verbs_cards.cc), playing from Hidden and hiding (play.cc), unit tokens
        // (actions.cc)
        "you-discard", "you-play-face-down", "you-hide", "you-play-token-unit",
        // combat results and its end (combat.cc), exhausting (module.cc), discarding me
        // (verbs_cards.cc)
        "win-combat", "you-win-combat", "win-combat-here", "combat-ends", "become-exhausted",
        "discarded",
        // a play trigger on condition that the unit was played to a battlefield (play.cc)
        "play-to-battlefield",
        // one of the player's units becoming Mighty (helpers.cc ReportMight, 709)
        "friendly-becomes-mighty",
        // the start of the Main Phase and every player's (first) Beginning Phase (phases.cc)
        "main-phase", "each-beginning-phase", "each-first-beginning-phase",
        // the player empowering another object, choosing a friendly unit (player_triggers.cc)
        "you-empower-other", "you-choose-friendly-unit",
        // recycling cards (416.1: player_triggers.cc, called where cards are recycled)
        "you-recycle", "you-recycle-rune", "enemy-units-die",
        // spending a buff (702.2.b; actions.cc, every spend goes through the spend_buff verb)
        "you-spend-buff",
        // leaving the board (module.cc LeaveBoard), a conquer after attacking (scoring.cc)
        "leaves-board", "conquer-after-attack"};
    // "When you play a spell that costs [N] or more" (spell_triggers.cc), N from 1 to 12
    for (int n = 1; n <= 12; ++n) v.push_back("you-play-spell-costs-" + std::to_string(n));
    // "When my Might becomes N or more" (helpers.cc ReportMight), N from 1 to 20
    for (int n = 1; n <= 20; ++n) v.push_back("might-ge-" + std::to_string(n));
    return v;
  }();
  return kTriggers;
}

namespace {

std::mutex& KnownMutex() {
  static std::mutex mu;
  return mu;
}
std::map<std::string, engine::Card>& Known() {
  static std::map<std::string, engine::Card> known;
  return known;
}

}  // namespace

void RememberCard(const engine::Card& card) {
  std::lock_guard<std::mutex> lock(KnownMutex());
  Known().emplace(card.name, card);
}

bool KnownCard(const std::string& name, engine::Card* out) {
  std::lock_guard<std::mutex> lock(KnownMutex());
  auto it = Known().find(name);
  if (it == Known().end()) return false;
  *out = it->second;
  return true;
}

std::string EntersAs(const engine::Card& card) {
  for (const Ability& ab : card.abilities) {
    if (ab.kind != "static" || ab.effect.empty() || !ab.not_modelled.empty()) continue;
    if (ab.effect[0].verb == "enters_ready")
      return ab.effect[0].args.count("condition") ? "ready-if" : "ready";
    if (ab.effect[0].verb == "enters_exhausted") return "exhausted";
    // "[Level 3][>] I have +1 [S] and enter ready." (a grant, then enters_ready)
    if (ab.effect.size() > 1 && ab.effect[1].verb == "enters_ready") return "ready-if";
  }
  return "";
}

// Some card data prints a keyword without its brackets ("Ganking (I can move from battlefield to
// battlefield.)", "Equip [1] ([1]: Attach this to a unit you control.)"): a line that starts with
// a keyword's name followed by its reminder text, a value or a cost reads as the bracketed
// keyword.
std::string BracketBareKeywords(const std::string& text) {
  // Scanned as ^([A-Z][A-Za-z-]+)( \d+)?(?=$| \(| \[) matched (tests/games/riftbound/
  // keyword_scanners_test.cc): a shorter name or value would be followed by a letter or digit.
  auto name_char = [](char c) { return IsAsciiAlpha(c) || c == '-'; };
  std::vector<std::string> lines = SplitLines(text);
  bool changed = false;
  for (std::string& line : lines) {
    const size_t n = line.size();
    if (n < 2 || line[0] < 'A' || line[0] > 'Z' || !name_char(line[1])) continue;
    size_t name_end = 2;
    while (name_end < n && name_char(line[name_end])) ++name_end;
    size_t end = name_end;  // past the value, when there is one
    if (end + 1 < n && line[end] == ' ' && IsAsciiDigit(line[end + 1])) {
      end += 2;
      while (end < n && IsAsciiDigit(line[end])) ++end;
    }
    const bool then_ok =
        end == n || line.compare(end, 2, " (") == 0 || line.compare(end, 2, " [") == 0;
    if (!then_ok || !IsKeywordName(line.substr(0, name_end))) continue;
    line = "[" + line.substr(0, end) + "]" + line.substr(end);
    changed = true;
  }
  return changed ? Join(lines, "\n") : text;
}

void CompletePrintedText(engine::Card* card) {
  card->rules_text = BracketBareKeywords(card->rules_text);
  CompleteCard(card);  // keywords from the text when none were given
}

void CompileCardText(engine::Card* card) {
  CompletePrintedText(card);
  std::vector<Ability> given = card->abilities;
  for (Ability& ab : given) {
    const bool runs = ab.kind == "triggered" || ab.kind == "legion" || ab.kind == "spell" ||
                      ab.kind == "activated";
    if (runs && ab.effect.empty() && ab.not_modelled.empty()) {
      if (ab.text.empty()) ab.text = ab.kind == "spell" ? card->rules_text : ab.trigger;
      ab = engine::NotModelled(ab, "no instructions are written for it");
    }
  }
  const bool spell_effect =
      card->type == "Spell" && std::any_of(given.begin(), given.end(), [](const Ability& a) {
        return a.kind == "spell" && a.not_modelled.empty();
      });
  std::vector<Ability> out = given;
  auto add_lines = [&](const std::string& text, const std::string& box) {
    const std::vector<std::string> lines = SplitLines(text);
    for (size_t i = 0; i < lines.size(); ++i) {
      const std::string& printed = lines[i];
      if (Trim(printed).empty()) continue;
      std::vector<Ability> abs;
      if (card->type == "Spell" && box == "rules" && IsModeHeader(printed)) {
        std::vector<std::string> modes;  // the bulleted lines that follow (355.3)
        while (i + 1 < lines.size() && IsModeLine(lines[i + 1])) modes.push_back(lines[++i]);
        if (!modes.empty()) {
          if (spell_effect) continue;
          if (!std::any_of(given.begin(), given.end(),
                           [&](const Ability& g) { return GivenCovers(g, printed); }))
            out.push_back(ModalAbility(printed, modes, box));
          continue;
        }
      }
      // "Then, do the following based on the discarded card's type:" and its bulleted lines: one
      // ability whose lines are conditions on the discarded card (ability_modes.h).
      if (const size_t at = i;
          i + 1 < lines.size() && IsModeLine(lines[i + 1]) &&
          EndsWith(WithoutReminder(printed), "based on the discarded card's type:")) {
        std::string shown = PrintedWithoutReminder(printed), rewritten;
        std::vector<std::string> bullets;
        while (i + 1 < lines.size() && IsModeLine(lines[i + 1])) {
          shown += " " + PrintedWithoutReminder(lines[++i]);
          bullets.push_back(std::string(Trim(WithoutReminder(lines[i]).substr(1))));
        }
        if (DiscardedTypeLines(WithoutReminder(printed), bullets, &rewritten) &&
            LineAbilities(rewritten, card->type, box, &abs) && abs.size() == 1) {
          abs[0].text = shown;
          if (!std::any_of(given.begin(), given.end(),
                           [&](const Ability& g) { return GivenCovers(g, shown); }))
            out.push_back(abs[0]);
          continue;
        }
        i = at;  // not that form: each line as it is
        abs.clear();
      }
      // A triggered or activated ability's header and the bulleted modes after it: one ability
      // whose mode is chosen as it goes on the chain (355.3, 402.2; ability_modes.h).
      if (std::string prefix, header;
          AbilityModeHeader(WithoutReminder(printed), &prefix, &header) && i + 1 < lines.size() &&
          IsModeLine(lines[i + 1])) {
        std::string shown = PrintedWithoutReminder(printed);
        std::vector<std::string> modes;
        while (i + 1 < lines.size() && IsModeLine(lines[i + 1])) {
          shown += " " + PrintedWithoutReminder(lines[++i]);
          modes.push_back(std::string(Trim(WithoutReminder(lines[i]).substr(1))));
        }
        if (!LineAbilities(prefix + ModesEffect(header, modes), card->type, box, &abs)) continue;
        for (Ability& ab : abs) ModedAbilityChecked(shown, &ab);
        if (!std::any_of(given.begin(), given.end(),
                         [&](const Ability& g) { return GivenCovers(g, shown); }))
          out.insert(out.end(), abs.begin(), abs.end());
        continue;
      }
      if (!LineAbilities(printed, card->type, box, &abs)) continue;  // keywords only
      // "When I conquer, draw 1 or channel 1 rune exhausted.": when the line does not compile as
      // it is, the two instructions as modes (ability_modes.h, 402.2).
      if (std::string rewritten; abs.size() == 1 && !abs[0].not_modelled.empty() &&
                                 OrModesLine(WithoutReminder(printed), &rewritten)) {
        std::vector<Ability> either;
        if (LineAbilities(rewritten, card->type, box, &either) && either.size() == 1 &&
            (either[0].kind == "triggered" || either[0].kind == "activated")) {
          ModedAbilityChecked(PrintedWithoutReminder(printed), &either[0]);
          if (either[0].not_modelled.empty()) abs = either;
        }
      }
      if (box == "rules" && spell_effect && abs[0].kind == "spell") continue;
      bool covered = std::any_of(given.begin(), given.end(),
                                 [&](const Ability& g) { return GivenCovers(g, printed); });
      if (!covered) out.insert(out.end(), abs.begin(), abs.end());
    }
  };
  add_lines(card->rules_text, "rules");
  add_lines(card->effect_text, "effect");
  // A spell does what its instructions say as it resolves (play.cc): one whose effect compiled to
  // a triggered ability ("At the end of your turn, ..."), which a spell never has on the board,
  // has no instructions, and is named here as play.cc names it when it resolves, not counted as
  // modelled.
  const auto has = [&](auto... kinds) {
    return std::any_of(out.begin(), out.end(),
                       [&](const Ability& a) { return ((a.kind == kinds) || ...); });
  };
  const bool modelled_trigger = std::any_of(out.begin(), out.end(), [](const Ability& a) {
    return a.kind == "triggered" && a.not_modelled.empty();
  });
  if (card->type == "Spell" && !Trim(card->rules_text).empty() && modelled_trigger &&
      !has("spell", "legion")) {
    Ability whole;
    whole.kind = "spell";
    whole.text = std::string(Trim(card->rules_text));
    out.push_back(engine::NotModelled(whole, "no instructions are written for the spell"));
  }
  GuardTargetRelations(&out);  // a relation between targets only on a spell (target_relations.cc)
  GuardSplitDamage(&out);      // split damage only in a triggered ability (split_damage.cc)
  card->abilities = std::move(out);
}

}  // namespace arbiter::games::riftbound
