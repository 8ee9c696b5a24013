#include "games/riftbound/enters_ready_group.h"

#include <regex>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/passive_conditions.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

constexpr char kEffectKind[] = "enter-ready";

// "Friendly units enter ready this turn." (a Spell's effect, 390: its duration is this turn).
void RunEnterReadyThisTurn(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  engine::Effect eff;
  eff.id = s.next_effect_id++;
  eff.kind = kEffectKind;
  eff.source = ctx.source;
  if (ctx.source != engine::kNoObject) eff.source_incarnation = s.obj(ctx.source).incarnation;
  eff.scope = std::to_string(ctx.controller);
  eff.keyword = ArgStr(a, "which");  // "friendly" or "played"
  eff.duration = engine::Duration::kThisTurn;
  eff.created_turn = s.turn;
  eff.rule = "002";
  eff.reason = "\"" +
               std::string(eff.keyword == "played" ? "Units you play this turn enter ready"
                                                   : "Friendly units enter ready this turn") +
               "\"";
  s.effects.push_back(eff);
  e.Note(ctx.parent, {"002", "359.2.c"},
         "for the rest of this turn, the units " + PlayerName(s, ctx.controller) +
             (eff.keyword == "played" ? " plays" : " controls") +
             " enter ready: the card's text supersedes the rule that units enter exhausted");
}

}  // namespace

bool OthersEnterReadyLine(const std::string& line, Action* out) {
  std::string who;
  if (line == "Other friendly units enter ready.") {
    who = "other-friendly";
  } else if (line == "Your units enter ready.") {
    who = "friendly";
  } else if (line == "Your tokens enter ready.") {
    who = "friendly-token";
  } else {
    return false;
  }
  out->verb = "enters_ready_others";
  out->args = {{"who", who}};
  return true;
}

bool CompileEnterReadySentence(const std::string& sentence, std::vector<Action>* out) {
  std::string which;
  if (sentence == "Friendly units enter ready this turn") {
    which = "friendly";
  } else if (sentence == "Units you play this turn enter ready") {
    which = "played";
  } else {
    return false;
  }
  Action a;
  a.verb = "enter_ready_this_turn";
  a.args["which"] = which;
  out->push_back(a);
  return true;
}

bool EntersReadyByOthers(const GameState& s, ObjectId id, std::string* why) {
  const engine::Object& me = s.obj(id);
  const bool unit = IsUnit(s, id);
  for (const auto& src : s.objects) {
    // A permanent's passive abilities apply while it is on the board (365.1, 718.2).
    if (!s.zone(src.zone).board || src.face_down || !RulesTextActive(s, src.id)) continue;
    if (src.controller != me.controller) continue;
    for (const auto& ab : src.card.abilities) {
      if (ab.kind != "static" || !ab.not_modelled.empty() || ab.effect.empty()) continue;
      if (ab.text_box != "rules" || ab.effect[0].verb != "enters_ready_others") continue;
      const Action& a = ab.effect[0];
      const std::string who = ArgStr(a, "who");
      if (who == "friendly-token" ? !me.card.token : !unit) continue;
      if (who == "other-friendly" && src.id == id) continue;
      std::string active;
      if (HasArg(a, "condition")) {
        auto holds = PassiveConditionNow(s, src.id, ArgStr(a, "condition"), &active);
        if (!holds || !*holds) continue;
        active = ", Active: " + active;
      }
      *why = s.ObjectName(src.id) + "'s \"" + ab.text + "\"" + active;
      return true;
    }
  }
  if (!unit) return false;
  for (const auto& eff : s.effects) {
    if (eff.kind != kEffectKind || eff.scope != std::to_string(me.controller)) continue;
    *why = (eff.source == engine::kNoObject ? std::string("an effect") : s.ObjectName(eff.source)) +
           "'s " + eff.reason + " (this turn)";
    return true;
  }
  return false;
}

std::vector<VerbRow> EnterReadyVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"enter_ready_this_turn",
        "for the rest of this turn, the units the controller plays (WHICH played) or controls "
        "(friendly) enter ready (002 over 359.2.c)",
        {{"which", T::kString, true, {"friendly", "played"}}},
        {"002", "359.2.c"}},
       RunEnterReadyThisTurn},
  };
}

}  // namespace arbiter::games::riftbound
