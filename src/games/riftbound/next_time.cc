// "The next time it would die this turn, ... instead" and "prevent it": replacement effects on
// one unit (369.1: "would", "instead"), applied before the event occurs (370.1.c), each at most
// once to an event (370.2; the engine's Perform). A "next time" effect is used up by the first
// event it replaces; every one ends with the turn (turn.cc clears this turn's effects).
#include "games/riftbound/next_time.h"

#include <regex>

#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

// The effect's kind: "replace-next:<event>" for the next such event this turn, "replace-turn:
// <event>" for every one this turn ("If it would die this turn"); the word of what happens
// instead is kept in the effect's `keyword`, as the engine's Effect has no other free field.
constexpr char kNext[] = "replace-next:";
constexpr char kTurn[] = "replace-turn:";
constexpr char kUsed[] = "replace-used:";

Action Act(std::map<std::string, engine::Value> args) {
  return Action{"replace_next", std::move(args), 0};
}

std::string InsteadWords(const std::string& instead) {
  if (instead == "recall-exhausted") return "it is recalled exhausted";
  if (instead == "heal-exhaust-recall") return "it is healed, exhausted and recalled";
  if (instead == "banish") return "it is banished";
  if (instead == "prevent") return "the damage is prevented";
  return "it is recalled";
}

void RunReplaceNext(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const ObjectId id = ArgObject(e, a, "object", ctx);
  if (id == engine::kNoObject || !s.OnBoard(id)) return;
  const std::string event = ArgStr(a, "event", "die");
  const std::string instead = ArgStr(a, "instead");
  const bool next = ArgBool(a, "next");
  engine::Effect eff;
  eff.id = s.next_effect_id++;
  eff.kind = std::string(next ? kNext : kTurn) + event;
  eff.keyword = instead;
  eff.source = ctx.source;
  eff.target = id;
  eff.target_incarnation = s.obj(id).incarnation;
  eff.duration = engine::Duration::kThisTurn;
  eff.created_turn = s.turn;
  eff.rule = event == "damage" ? "437.1" : "369.1";
  const std::string when = std::string(next ? "the next time " : "if ") + Name(s, id) +
                           (event == "damage" ? " would be dealt damage" : " would die") +
                           " this turn";
  eff.reason = when + ", " + InsteadWords(instead) + " instead";
  s.effects.push_back(eff);
  std::vector<std::string> rules = {"369.1", "370.1.b"};
  if (event == "damage") rules = {"369.2", "437.1", "437.1.b.2"};
  e.Note(ctx.parent, rules, "a replacement effect for this turn: " + eff.reason);
}

// Rewrites the event as the effect says; the effect, if "next time", is used up (370.1.b).
std::string ApplyNextTime(Event& x, const engine::Replacement& r, GameState& s) {
  std::string instead, kind;
  for (auto& f : s.effects) {
    if (f.id != r.effect_id) continue;
    instead = f.keyword;
    kind = f.kind;
    if (StartsWith(f.kind, kNext)) f.kind = kUsed + f.kind.substr(sizeof(kNext) - 1);
  }
  const std::string name = s.ObjectName(x.object);
  if (instead == "prevent") {  // 437.2, 437.2.a: reduced to 0, the same as dealing none
    const int amount = x.amount;
    x.cancelled = true;
    return std::to_string(amount) + " damage would be dealt to " + name +
           "; it is prevented instead (a replacement effect), so none is dealt";
  }
  auto& o = s.obj(x.object);
  std::string done;
  if (instead == "heal-exhaust-recall") {  // 418.1: clearing damage is healing
    o.counters.erase("damage");
    o.status.insert("exhausted");
    done = "instead it is healed, exhausted and recalled";
  } else if (instead == "recall-exhausted") {
    o.status.insert("exhausted");
    done = "instead it is recalled exhausted";
  } else if (instead == "banish") {  // 427.1, 427.2: to Banishment, not the trash
    x.kind = "leave-board";
    x.to = s.FindZone("banishment", o.owner);
    x.rules = {"427.1", "427.2"};
    return name + " would die; instead it is banished (a replacement effect): it is not killed";
  } else {
    done = "instead it is recalled";
  }
  x.kind = "recall";
  x.rules = {"370.1.b", "455"};
  return name + " would die; " + done +
         " (a replacement effect): it is not killed, and is not sent to the trash";
}

}  // namespace

bool CompileNextTimeSentence(const std::string& sentence, std::vector<Action>* out) {
  // "it" / "that unit": the unit named before (a target or an earlier sentence's object).
  static const std::regex kDie(
      R"(^(The next time|If) (?:it|that unit) (?:would die|dies) this turn, (recall it exhausted|heal it, exhaust it, and recall it|recall it|banish it) instead$)");
  static const std::regex kDamage(
      R"(^The next time (?:it|that unit) would be dealt damage this turn, prevent it$)");
  std::smatch m;
  if (std::regex_match(sentence, m, kDie)) {
    const std::string what = m[2].str();
    // "If it would die this turn": every time this turn; "dies" is read as "would die" only
    // with "the next time ... instead" (the replacement's words, 369.1).
    const bool next = m[1].str() == "The next time";
    out->push_back(Act({{"object", std::string("$ref")},
                        {"event", std::string("die")},
                        {"next", next},
                        {"instead", std::string(what == "recall it exhausted" ? "recall-exhausted"
                                                : what == "recall it"         ? "recall"
                                                : what == "banish it"         ? "banish"
                                                                      : "heal-exhaust-recall")}}));
    return true;
  }
  if (std::regex_match(sentence, kDamage)) {
    out->push_back(Act({{"object", std::string("$ref")},
                        {"event", std::string("damage")},
                        {"next", true},
                        {"instead", std::string("prevent")}}));
    return true;
  }
  return false;
}

void NextTimeReplacements(const engine::Engine& e, const Event& ev,
                          std::vector<engine::Replacement>* out) {
  if (ev.kind != "kill" && ev.kind != "damage") return;
  const GameState& s = e.state();
  if (ev.object == engine::kNoObject) return;
  const std::string event = ev.kind == "kill" ? "die" : "damage";
  for (const auto& f : s.effects) {
    const bool next = f.kind == kNext + event, turn = f.kind == kTurn + event;
    if ((!next && !turn) || f.target != ev.object) continue;
    if (s.obj(ev.object).incarnation != f.target_incarnation) continue;
    if (event == "damage" && ev.amount <= 0) continue;  // nothing to prevent
    engine::Replacement r;
    r.effect_id = f.id;
    r.source = f.source;
    r.chooser = s.obj(ev.object).controller;
    r.label = f.reason;
    r.rules = event == "damage" ? std::vector<std::string>{"369.2", "437.2", "437.2.a"}
                                : std::vector<std::string>{"369.1", "370.1.b", "370.1.c"};
    if (f.keyword == "banish") r.rules.insert(r.rules.end(), {"427.1", "427.2"});
    r.apply = ApplyNextTime;
    out->push_back(r);
  }
}

std::vector<VerbRow> NextTimeVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"replace_next",
        "a replacement effect on OBJECT for this turn: the next time (NEXT) or every time it would "
        "EVENT (die, damage), INSTEAD happens (recall, recall-exhausted, heal-exhaust-recall, "
        "banish, prevent) (369.1, 370.1.b, 437.1)",
        {{"object", T::kObject},
         {"event", T::kString, true, {"die", "damage"}},
         {"instead",
          T::kString,
          true,
          {"recall", "recall-exhausted", "heal-exhaust-recall", "banish", "prevent"}},
         {"next", T::kBool, false}},
        {"369.1", "369.2", "370.1.b", "370.1.c", "437.1", "437.1.b.2", "437.2", "437.2.a", "427.1",
         "427.2", "455"}},
       RunReplaceNext},
  };
}

}  // namespace arbiter::games::riftbound
