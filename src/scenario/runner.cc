#include "scenario/runner.h"

#include <algorithm>

#include "corpus/rule_id.h"
#include "scenario/game_table.h"

namespace arbiter::scenario {

bool BuildState(const Scenario& sc, const engine::GameModule& module, engine::GameState* state,
                std::string* error) {
  engine::GameState& s = *state;
  for (const auto& p : sc.players) {
    engine::Player pl;
    pl.name = p.name;
    pl.resources = p.resources;
    s.players.push_back(pl);
  }
  Status st = module.Setup(&s);
  if (!st.ok()) {
    *error = st.message();
    return false;
  }
  s.turn = sc.turn;
  s.active = sc.turn_player.empty() ? 0 : s.FindPlayer(sc.turn_player);
  for (const auto& [zone, who] : sc.zone_controllers) {
    engine::ZoneId z = s.FindZone(zone);
    if (z != engine::kNoZone) s.zone(z).controller = s.FindPlayer(who);
  }
  for (const auto& spec : sc.objects) {
    engine::Object o;
    o.key = spec.id;
    o.card = spec.card;
    o.owner = s.FindPlayer(spec.owner);
    o.controller = s.FindPlayer(spec.controller);
    if (spec.exhausted) o.status.insert("exhausted");
    o.face_down = spec.face_down;
    if (spec.buffs) o.counters["buff"] = spec.buffs;
    if (spec.damage) o.counters["damage"] = spec.damage;
    engine::ZoneId z = s.FindZone(spec.zone);
    if (z == engine::kNoZone) z = s.FindZone(spec.zone, o.owner);
    if (z == engine::kNoZone) {
      *error = spec.id + ": no zone '" + spec.zone + "'";
      return false;
    }
    s.AddObject(std::move(o), z);
  }
  for (const auto& spec : sc.objects) {
    if (spec.attached_to.empty()) continue;
    engine::ObjectId id = s.FindKey(spec.id), top = s.FindKey(spec.attached_to);
    if (s.obj(id).zone != s.obj(top).zone) {
      *error = spec.id + " is attached to " + spec.attached_to +
               " but is in another zone: attached cards are at the Top-Most Card's location";
      return false;
    }
    s.obj(id).attached_to = top;
    s.obj(top).attachments.push_back(id);
  }
  auto problems = module.ValidateSetup(s);
  if (!problems.empty()) {
    *error = problems[0];
    return false;
  }
  s.dirty.clear();
  return true;
}

namespace {

bool SameValue(const engine::Value& got, const engine::Value& want) {
  if (got.index() == want.index()) {
    if (auto* g = std::get_if<std::vector<std::string>>(&got)) {
      auto a = *g, b = std::get<std::vector<std::string>>(want);
      std::sort(a.begin(), a.end());
      std::sort(b.begin(), b.end());
      return a == b;
    }
    return got == want;
  }
  return false;
}

}  // namespace

RunResult RunScenario(const Scenario& sc, bool record) {
  RunResult r;
  const engine::GameModule* module = FindGame(sc.game);
  if (!module) {
    r.setup_error = "unknown game '" + sc.game + "'";
    return r;
  }
  engine::GameState state;
  if (!BuildState(sc, *module, &state, &r.setup_error)) return r;
  std::vector<engine::ScriptedChoice> choices = sc.choices;
  for (const auto& st : sc.steps)
    choices.insert(choices.end(), st.choices.begin(), st.choices.end());
  engine::Limits limits;
  limits.strict = !sc.lenient;
  engine::Engine engine(*module, std::move(state), std::move(choices), record ? &r.trace : nullptr,
                        limits);
  // Assertions on the state right after a step ("after_step"), checked as the run passes it; the
  // others on the final state below.
  auto check_state = [&](const Assertion& a, const engine::GameState& state) {
    Check c;
    c.what = a.object + "." + a.property + " = " + engine::ValueToString(a.expected) +
             (a.after_step ? " after step " + std::to_string(a.after_step) : "");
    engine::ObjectId id = state.FindKey(a.object);
    std::string err;
    engine::Value got =
        id == engine::kNoObject ? engine::Value{} : module->Property(state, id, a.property, &err);
    c.passed = err.empty() && SameValue(got, a.expected);
    if (!c.passed) c.detail = err.empty() ? "got " + engine::ValueToString(got) : err;
    return c;
  };
  std::vector<Check> step_checks;
  size_t ran = 0;
  for (size_t i = 0; i < sc.steps.size(); ++i) {
    int n = static_cast<int>(i) + 1;
    bool ok = engine.Run(sc.steps[i].action, n);
    if (engine.refused()) r.refused_steps.push_back(n);
    if (!ok) break;
    ran = i + 1;
    for (const auto& a : sc.expect.state)
      if (a.after_step == n) step_checks.push_back(check_state(a, engine.state()));
  }
  for (const auto& a : sc.expect.state) {
    if (a.after_step == 0 || a.after_step <= static_cast<int>(ran)) continue;
    Check c = check_state(a, engine.state());
    c.passed = false;
    c.detail = "the run stopped before step " + std::to_string(a.after_step) + " ended";
    step_checks.push_back(c);
  }
  r.stop = engine.stop();
  r.final_state = engine.state();
  r.events = engine.events_performed();
  r.unmodelled = engine.unmodelled();
  r.incomplete = engine.incomplete();
  // A scripted answer the run never asked for is a mistake in the scenario (a misspelt kind, a
  // choice that does not arise, an answer for a later step of a run that went otherwise): an
  // error, not a silent pass. A run that stopped early leaves later answers unused on purpose.
  if (r.stop.kind == engine::Stop::Kind::kNone) {
    std::vector<std::string> unused;
    for (const auto& c : engine.choices()) {
      if (c.used) continue;
      unused.push_back("'" + c.kind + "'" + (c.step ? " at step " + std::to_string(c.step) : "") +
                       (c.player.empty() ? "" : " for " + c.player) + ": " +
                       engine::ValueToString(c.answer.picks));
    }
    if (!unused.empty()) {
      Check c;
      c.what = "every scripted choice is asked for";
      c.detail = "never asked: ";
      for (size_t i = 0; i < unused.size(); ++i) c.detail += (i ? "; " : "") + unused[i];
      r.checks.push_back(c);
    }
  }
  // Expectations.
  const auto& want_stop = sc.expect.stops;
  std::string got_stop = r.stop.kind == engine::Stop::Kind::kNone ? ""
                         : r.stop.kind == engine::Stop::Kind::kUnscriptedChoice
                             ? "unscripted-choice"
                         : r.stop.kind == engine::Stop::Kind::kEndlessLoop ? "endless-loop"
                                                                           : "error";
  if (!want_stop.empty() || !got_stop.empty()) {
    Check c;
    c.what = want_stop.empty() ? "runs to the end" : "stops: " + want_stop;
    c.passed = want_stop == got_stop;
    if (!c.passed)
      c.detail = got_stop.empty()
                     ? "it ran to the end"
                     : "stopped at step " + std::to_string(r.stop.step) + ": " + r.stop.message;
    r.checks.push_back(c);
  }
  r.checks.insert(r.checks.end(), step_checks.begin(), step_checks.end());
  for (const auto& a : sc.expect.state) {
    if (a.after_step == 0) r.checks.push_back(check_state(a, r.final_state));
  }
  auto cited = r.trace.CitedRules();
  if (!sc.expect.cites.empty()) {
    Check c;
    c.what = "cites " + [&] {
      std::string s;
      for (const auto& x : sc.expect.cites) s += (s.empty() ? "" : " ") + x;
      return s;
    }();
    // A parent rule is cited when the trace cites one of its subrules (the scenario expects
    // "718.5", the trace cites "718.5.b"): the rule a judge names covers the rules under it.
    const corpus::IdStyle style = corpus::StyleForGame(module->Rules().document().game);
    auto cites_under = [&](const std::string& x) {
      if (std::binary_search(cited.begin(), cited.end(), x)) return true;
      for (const std::string& c : cited) {
        for (std::string p = corpus::ParentId(c, style); !p.empty() && p.size() >= x.size();
             p = corpus::ParentId(p, style)) {
          if (p == x) return true;
        }
      }
      return false;
    };
    std::vector<std::string> missing;
    for (const auto& x : sc.expect.cites) {
      if (!cites_under(x)) missing.push_back(x);
    }
    c.passed = missing.empty() || !record;
    if (!c.passed) {
      c.detail = "not cited:";
      for (const auto& m : missing) c.detail += " " + m;
    }
    r.checks.push_back(c);
  }
  for (const auto& x : sc.expect.not_cites) {
    Check c;
    c.what = "does not cite " + x;
    c.passed = !std::binary_search(cited.begin(), cited.end(), x);
    if (!c.passed) c.detail = "it was cited";
    r.checks.push_back(c);
  }
  // Refusals: exactly the expected steps.
  std::vector<int> want = sc.expect.refused, got = r.refused_steps;
  std::sort(want.begin(), want.end());
  if (!want.empty() || !got.empty()) {
    Check c;
    std::string ws, gs;
    for (int n : want) ws += (ws.empty() ? "" : ",") + std::to_string(n);
    for (int n : got) gs += (gs.empty() ? "" : ",") + std::to_string(n);
    c.what = want.empty() ? "no step refused" : "refused steps " + ws;
    c.passed = want == got;
    if (!c.passed) c.detail = got.empty() ? "no step was refused" : "refused: " + gs;
    r.checks.push_back(c);
  }
  for (const PinnedCite& pc : sc.pinned_cites) {
    if (pc.status == "unchanged") continue;
    r.review.push_back(sc.pinned_from + ":" + pc.written + " is " +
                       module->Rules().document().game + "@" + module->Rules().document().version +
                       ":" + pc.mapped + ", " + pc.status + " since: " + pc.word_diff);
  }
  r.passed = !r.incomplete && r.review.empty() &&
             std::all_of(r.checks.begin(), r.checks.end(), [](const Check& c) { return c.passed; });
  return r;
}

const char* RunResult::Outcome() const {
  bool checks_hold =
      std::all_of(checks.begin(), checks.end(), [](const Check& c) { return c.passed; });
  if (!checks_hold) return "fail";
  if (incomplete) return "incomplete";
  return review.empty() ? "pass" : "review";
}

}  // namespace arbiter::scenario
