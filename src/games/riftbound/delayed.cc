#include "games/riftbound/delayed.h"

#include <regex>

namespace arbiter::games::riftbound {
namespace {

// The index of SOURCE's "delayed" ability on EVENT with TEXT, or -1.
int DelayedAbility(const GameState& s, ObjectId source, const std::string& event,
                   const std::string& text) {
  const auto& abilities = s.obj(source).card.abilities;
  for (size_t i = 0; i < abilities.size(); ++i) {
    if (abilities[i].kind == "delayed" && abilities[i].trigger == event &&
        abilities[i].text == text)
      return static_cast<int>(i);
  }
  return -1;
}

void RunDelay(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const ObjectId id = ArgObject(e, a, "object", ctx);
  const std::string on = ArgStr(a, "on"), text = ArgStr(a, "text");
  if (ctx.source == engine::kNoObject) e.Fail("'delay' runs only for a resolving spell");
  const int index = DelayedAbility(s, ctx.source, on, text);
  if (index < 0) e.Fail("no delayed ability \"" + text + "\" on " + Name(s, ctx.source));
  if (id == engine::kNoObject || !s.OnBoard(id)) {
    e.Note(ctx.parent, {"390.2"},
           "\"" + text + "\" is not created: the object it is about is no longer on the board");
    return;
  }
  engine::Effect eff;
  eff.id = s.next_effect_id++;
  eff.kind = "delayed:" + on;
  eff.source = ctx.source;
  eff.target = id;
  eff.target_incarnation = s.obj(id).incarnation;
  eff.amount = index;
  eff.scope = std::to_string(ctx.controller);  // who controls the delayed trigger
  eff.duration = engine::Duration::kThisTurn;
  eff.created_turn = s.turn;
  eff.rule = "390.2";
  eff.reason = "\"" + text + "\"";
  s.effects.push_back(eff);
  e.Note(ctx.parent, {"390.2", "391"},
         Name(s, ctx.source) + " creates a delayed triggered ability about " + Name(s, id) +
             ", for this turn: \"" + text + "\"");
}

}  // namespace

bool SplitDelayedTrigger(const std::string& line, std::string* first, std::string* event,
                         std::string* effect, std::string* sentence) {
  static const std::regex kDelayed(R"(^(.+\.) (When it (dies|wins a combat) this turn, (.+))$)");
  std::smatch m;
  if (!std::regex_match(line, m, kDelayed)) return false;
  *first = m[1].str();
  *sentence = m[2].str();
  *event = m[3].str() == "dies" ? "die" : "win-combat";
  *effect = m[4].str();
  return true;
}

void FireDelayedTriggers(Engine& e, ObjectId object, const std::string& event, int parent) {
  const GameState& s = e.state();
  std::vector<engine::PendingTrigger> out;
  for (const auto& eff : s.effects) {
    if (eff.kind != "delayed:" + event || eff.target != object ||
        eff.target_incarnation != s.obj(object).incarnation)
      continue;
    const auto& ab = s.obj(eff.source).card.abilities.at(static_cast<size_t>(eff.amount));
    engine::PendingTrigger t;
    t.source = eff.source;
    t.controller = static_cast<PlayerId>(std::stoi(eff.scope));
    t.ability = eff.amount;
    t.label = ab.text;
    t.rules = {"390.2"};
    t.program = ab.effect;
    t.parent =
        e.Note(parent, {"390.2"},
               Name(s, eff.source) + "'s delayed triggered ability triggers: \"" + ab.text + "\"");
    out.push_back(std::move(t));
  }
  e.AddPending(std::move(out));
}

std::vector<VerbRow> DelayedVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"delay",
        "the resolving spell creates its delayed triggered ability TEXT on OBJECT for this turn, "
        "triggering on ON (\"die\", \"win-combat\") (390.2)",
        {{"object", T::kObject}, {"on", T::kString}, {"text", T::kString}},
        {"390.2", "391"}},
       RunDelay},
  };
}

}  // namespace arbiter::games::riftbound
