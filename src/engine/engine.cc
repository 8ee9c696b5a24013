#include "engine/engine.h"

#include <algorithm>
#include <set>

#include "util/strings.h"

namespace arbiter::engine {

bool ReadAmountAnswer(std::string_view answer, std::string* key, int* amount) {
  const size_t eq = answer.find('=');
  if (eq == std::string_view::npos) return false;
  const std::string_view k = Trim(answer.substr(0, eq));
  std::string_view n = Trim(answer.substr(eq + 1));
  const bool negative = !n.empty() && n[0] == '-';
  if (negative) n.remove_prefix(1);
  if (k.empty() || n.empty() || n.size() > 6 ||
      !std::all_of(n.begin(), n.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    return false;
  }
  int value = 0;
  for (char c : n) value = value * 10 + (c - '0');
  *key = std::string(k);
  *amount = negative ? -value : value;
  return true;
}
namespace {

// Thrown to unwind a run that stopped; caught in Engine::Run. Never escapes the engine.
struct StopSignal {};

}  // namespace

Engine::Engine(const GameModule& module, GameState state, std::vector<ScriptedChoice> choices,
               Trace* trace, Limits limits)
    : module_(module),
      state_(std::move(state)),
      choices_(std::move(choices)),
      trace_(trace),
      limits_(limits) {}

bool Engine::Run(const Action& action, int step) {
  if (stop_.kind != Stop::Kind::kNone) return false;
  step_ = step;
  refused_ = false;
  events_this_step_ = 0;
  if (trace_) trace_->BeginStep(step);
  TraceEntry head;
  head.kind = TraceEntry::Kind::kStep;
  head.text = action.verb;
  for (const auto& [k, v] : action.args) head.text += " " + k + "=" + ValueToString(v);
  step_entry_ = Note(std::move(head));
  try {
    CheckUnmodelledStatics(step_entry_);
    module_.Do(*this, action);
    Settle(step_entry_);
    CheckUnmodelledStatics(step_entry_);
  } catch (const StopSignal&) {
    stop_.step = step;
    return false;
  }
  return true;
}

void Engine::Perform(Event event) {
  if (++events_this_step_ > limits_.max_events_per_step) {
    StopRun(Stop::Kind::kEndlessLoop, step_entry_,
            "the game did not settle after " + std::to_string(limits_.max_events_per_step) +
                " events in one step (an endless loop); last event: " + event.kind);
  }
  ++events_;
  // 1. Replacements: each applies at most once to an event (MTG 616.1, Riftbound 368).
  std::set<std::pair<int, std::string>> used;
  for (int guard = 0; guard < 64 && !event.cancelled; ++guard) {
    std::vector<Replacement> reps = module_.Replacements(*this, event);
    reps.erase(std::remove_if(reps.begin(), reps.end(),
                              [&](const Replacement& r) {
                                return used.count({r.effect_id, r.label}) > 0;
                              }),
               reps.end());
    if (reps.empty()) break;
    size_t pick = 0;
    if (reps.size() > 1) {
      ChoiceRequest req;
      req.kind = "replacement-order";
      req.player = reps[0].chooser;
      for (const auto& r : reps) req.options.push_back(r.label);
      req.rule = reps[0].rules.empty() ? "" : reps[0].rules[0];
      req.prompt = "choose which replacement effect applies first to " + event.kind;
      ChoiceAnswer a = Choose(req, event.parent);
      for (size_t i = 0; i < reps.size(); ++i) {
        if (reps[i].label == a.picks[0]) pick = i;
      }
    }
    const Replacement& r = reps[pick];
    used.insert({r.effect_id, r.label});
    std::string why = r.apply ? r.apply(event, r, state_) : r.label;
    event.parent = Note(event.parent, r.rules, why);
  }
  if (event.cancelled) return;
  // 2. The event happens. 3. Triggers look at it.
  module_.Apply(*this, event);
  AddPending(module_.Triggers(*this, event));
}

void Engine::AddPending(std::vector<PendingTrigger> triggers) {
  for (auto& t : triggers) pending_.push_back(std::move(t));
}

void Engine::Unmodelled(int parent, ObjectId source, const std::string& text,
                        const std::string& why) {
  UnmodelledText u;
  if (source != kNoObject) {
    u.object = state_.obj(source).key;
    u.card = state_.ObjectName(source);
  }
  u.text = text;
  u.why = why;
  u.step = step_;
  TraceEntry e;
  e.kind = TraceEntry::Kind::kUnmodelled;
  e.parent = parent;
  e.text = (u.card.empty() ? std::string("card text") : u.card) + ": \"" + text +
           "\" is not modelled by this engine" + (why.empty() ? "" : " (" + why + ")") +
           ": the run is incomplete";
  Note(std::move(e));
  bool seen = std::any_of(unmodelled_.begin(), unmodelled_.end(), [&](const UnmodelledText& x) {
    return x.object == u.object && x.text == u.text;
  });
  if (!seen) unmodelled_.push_back(std::move(u));
}

void Engine::CheckUnmodelledStatics(int parent) {
  for (const Object& o : state_.objects) {
    if (o.zone == kNoZone) continue;
    const auto& abilities = o.card.abilities;
    for (size_t i = 0; i < abilities.size(); ++i) {
      const Ability& ab = abilities[i];
      // Triggered, activated and spell text is named when it triggers, is activated or resolves;
      // the module says which could matter now (static text, unknown triggers: AbilityFunctions).
      if (ab.not_modelled.empty() || !module_.AbilityFunctions(state_, o.id, ab)) continue;
      std::string key =
          std::to_string(o.id) + ":" + std::to_string(o.incarnation) + ":" + std::to_string(i);
      if (!statics_named_.insert(key).second) continue;
      Unmodelled(parent, o.id, ab.text, ab.not_modelled);
    }
  }
}

void Engine::Settle(int parent) {
  for (int round = 0;; ++round) {
    if (round > limits_.max_iterations) {
      StopRun(Stop::Kind::kEndlessLoop, parent,
              "the game did not settle after " + std::to_string(limits_.max_iterations) +
                  " rounds of checks and triggers (an endless loop)");
    }
    bool changed = module_.StateChecks(*this, parent);
    if (!pending_.empty()) {
      OrderAndStack(parent);
      changed = true;
    }
    if (changed) continue;
    ZoneId sz = module_.StackZone(state_);
    if (sz != kNoZone && !state_.zone(sz).objects.empty() && module_.AutoResolve(*this)) {
      module_.ResolveTop(*this);
      continue;
    }
    break;
  }
}

void Engine::OrderAndStack(int parent) {
  std::vector<PendingTrigger> pending;
  pending.swap(pending_);
  std::vector<PendingTrigger> ordered;
  // APNAP: the turn player's triggers first (they go on the stack first and resolve last), then
  // each other player in turn order. Each player orders their own.
  int n = static_cast<int>(state_.players.size());
  for (int k = 0; k < std::max(n, 1); ++k) {
    PlayerId p = n == 0 ? kNoPlayer : (state_.active + k) % n;
    std::vector<PendingTrigger> mine;
    for (auto& t : pending) {
      if (t.controller == p || (n == 0)) mine.push_back(t);
    }
    // No choice when a rule fixed the order, or when the triggers are indistinguishable (same
    // source, same ability): every order gives the same game.
    bool fixed = std::all_of(mine.begin(), mine.end(),
                             [](const PendingTrigger& t) { return t.preordered; }) ||
                 std::all_of(mine.begin(), mine.end(), [&](const PendingTrigger& t) {
                   return t.source == mine[0].source && t.label == mine[0].label;
                 });
    if (mine.size() > 1 && !fixed) {
      ChoiceRequest req;
      req.kind = "trigger-order";
      req.player = p;
      req.ordered = true;
      req.min = req.max = static_cast<int>(mine.size());
      for (size_t i = 0; i < mine.size(); ++i) {
        req.options.push_back(state_.ObjectName(mine[i].source) + ":" + mine[i].label);
      }
      // Options must be distinct keys; number duplicates.
      for (size_t i = 0; i < req.options.size(); ++i) {
        int dup = 0;
        for (size_t j = 0; j < i; ++j) {
          if (StartsWith(req.options[j], req.options[i])) ++dup;
        }
        if (dup) req.options[i] += "#" + std::to_string(dup + 1);
      }
      req.rule = mine[0].rules.empty() ? "" : mine[0].rules[0];
      req.prompt = (p == kNoPlayer ? std::string("the player") : state_.players[p].name) +
                   " orders simultaneous triggered abilities (first listed goes on first)";
      ChoiceAnswer a = Choose(req, parent);
      std::vector<PendingTrigger> sorted;
      for (const auto& pick : a.picks) {
        auto it = std::find(req.options.begin(), req.options.end(), pick);
        sorted.push_back(mine[static_cast<size_t>(it - req.options.begin())]);
      }
      mine.swap(sorted);
    }
    for (auto& t : mine) ordered.push_back(std::move(t));
  }
  module_.PutOnStack(*this, std::move(ordered));
}

std::vector<std::string> Engine::ChooseIfMore(const ChoiceRequest& request, int parent) {
  if (request.min == request.max && static_cast<int>(request.options.size()) <= request.max)
    return request.options;
  return Choose(request, parent).picks;
}

ChoiceAnswer Engine::Choose(const ChoiceRequest& request, int parent) {
  std::string player_name =
      request.player >= 0 && request.player < static_cast<int>(state_.players.size())
          ? state_.players[static_cast<size_t>(request.player)].name
          : "";
  auto record = [&](const ChoiceAnswer& a, const std::string& how) {
    TraceEntry e;
    e.kind = TraceEntry::Kind::kChoice;
    e.parent = parent;
    if (!request.rule.empty()) e.rules.push_back(request.rule);
    e.chooser = player_name;
    e.text = request.prompt + ": " + Join(a.picks, ", ") + how;
    Note(std::move(e));
  };
  auto valid = [&](const ChoiceAnswer& a, std::string* why) {
    if (request.check) return request.check(a.picks, why);
    for (const auto& p : a.picks) {
      if (std::find(request.options.begin(), request.options.end(), p) == request.options.end()) {
        *why = "'" + p + "' is not one of the options";
        return false;
      }
    }
    if (request.ordered) {
      std::vector<std::string> x = a.picks, y = request.options;
      std::sort(x.begin(), x.end());
      std::sort(y.begin(), y.end());
      if (x != y) {
        *why = "an order must list every option exactly once";
        return false;
      }
    } else if (static_cast<int>(a.picks.size()) < request.min ||
               static_cast<int>(a.picks.size()) > request.max) {
      *why = "expected " + std::to_string(request.min) +
             (request.max != request.min ? "-" + std::to_string(request.max) : "") + " pick(s)";
      return false;
    }
    return true;
  };
  for (auto& c : choices_) {
    if (c.used || c.kind != request.kind) continue;
    if (!c.player.empty() && c.player != player_name) continue;
    if (c.step != 0 && c.step != step_) continue;
    c.used = true;
    std::string why;
    if (!valid(c.answer, &why)) {
      stop_.choice = request;
      StopRun(Stop::Kind::kError, parent,
              "the scripted answer for choice '" + request.kind + "' is invalid: " + why +
                  " (options: " + Join(request.options, ", ") + ")");
    }
    record(c.answer, "");
    return c.answer;
  }
  // Forced: only one way to answer.
  if (!request.check &&
      (request.options.size() == 1 || (!request.ordered && request.min == 0 && request.max == 0))) {
    ChoiceAnswer a;
    if (request.min > 0 || request.ordered) a.picks = request.options;
    record(a, " (the only option)");
    return a;
  }
  if (!limits_.strict) {
    ChoiceAnswer a;
    if (request.check) {
      a.picks = request.lenient;
    } else if (request.ordered) {
      a.picks = request.options;
    } else {
      for (int i = 0; i < request.min && i < static_cast<int>(request.options.size()); ++i) {
        a.picks.push_back(request.options[static_cast<size_t>(i)]);
      }
    }
    record(a, " (not scripted: first option taken, lenient mode)");
    return a;
  }
  stop_.choice = request;
  StopRun(Stop::Kind::kUnscriptedChoice, parent,
          "a choice is needed that the scenario does not script: " + request.prompt + " (kind '" +
              request.kind + "'" + (player_name.empty() ? "" : ", player " + player_name) +
              "; options: " + Join(request.options, ", ") + ")",
          request.rule, player_name);
}

void Engine::StopRun(Stop::Kind kind, int parent, std::string message, const std::string& rule,
                     const std::string& chooser) {
  stop_.kind = kind;
  stop_.message = std::move(message);
  TraceEntry e;
  e.kind = TraceEntry::Kind::kStop;
  e.parent = parent;
  if (!rule.empty()) e.rules.push_back(rule);
  e.chooser = chooser;
  e.text = stop_.message;
  Note(std::move(e));
  throw StopSignal{};
}

int Engine::Note(TraceEntry entry) {
  if (entry.kind == TraceEntry::Kind::kResolve && entry.rules.empty()) {
    std::string rule = module_.ResolutionRule();
    if (!rule.empty()) entry.rules.push_back(std::move(rule));
  }
  for (const auto& r : entry.rules) {
    if (!module_.Rules().Find(r)) Fail("internal: cited rule '" + r + "' is not registered");
  }
  for (const auto& rej : entry.rejected) {
    for (const auto& r : rej.rules) {
      if (!module_.Rules().Find(r)) Fail("internal: cited rule '" + r + "' is not registered");
    }
  }
  if (!trace_) return -1;
  return trace_->Add(std::move(entry));
}

int Engine::Note(int parent, std::vector<std::string> rules, std::string text,
                 std::vector<Change> changes, std::vector<Rejected> rejected) {
  TraceEntry e;
  e.parent = parent;
  e.rules = std::move(rules);
  e.text = std::move(text);
  e.changes = std::move(changes);
  e.rejected = std::move(rejected);
  return Note(std::move(e));
}

void Engine::Refuse(int parent, std::vector<std::string> rules, std::string why) {
  refused_ = true;
  TraceEntry e;
  e.kind = TraceEntry::Kind::kRefused;
  e.parent = parent;
  e.rules = std::move(rules);
  e.text = std::move(why);
  Note(std::move(e));
}

void Engine::Fail(const std::string& message) {
  stop_.kind = Stop::Kind::kError;
  stop_.message = message;
  if (trace_) {
    TraceEntry e;
    e.kind = TraceEntry::Kind::kStop;
    e.parent = step_entry_;
    e.text = message;
    trace_->Add(std::move(e));
  }
  throw StopSignal{};
}

}  // namespace arbiter::engine
