#include "render/trace_render.h"

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>

#include "util/strings.h"

namespace arbiter::render {
namespace {

using engine::TraceEntry;

// Nesting is drawn down to kMaxShownDepth levels; deeper entries (a trigger loop runs hundreds
// deep) are drawn at that level and marked with their depth, so a trace grows linearly with its
// entries instead of with their depth squared.
constexpr int kMaxShownDepth = 16;
int ShownDepth(int depth) { return std::clamp(depth, 1, kMaxShownDepth); }
std::string DepthMark(int depth) {
  return depth > kMaxShownDepth ? "[depth " + std::to_string(depth) + "] " : "";
}

std::string Wrap(const std::string& text, size_t width, const std::string& indent) {
  std::string out, line;
  for (const auto& word : Split(CollapseSpaces(text), ' ')) {
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      out += indent + line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  if (!line.empty()) out += indent + line + "\n";
  return out;
}

std::string Header(const scenario::Scenario&, const engine::RuleTable& rules) {
  return DocumentHeading(rules.document());
}

nlohmann::json ValueJson(const engine::Value& v) {
  if (std::holds_alternative<std::monostate>(v)) return nullptr;
  if (auto* b = std::get_if<bool>(&v)) return *b;
  if (auto* i = std::get_if<int64_t>(&v)) return *i;
  if (auto* s = std::get_if<std::string>(&v)) return *s;
  return std::get<std::vector<std::string>>(v);
}

}  // namespace

std::string DocumentHeading(const engine::DocumentRef& d) {
  auto is_date = [](const std::string& v) {
    return v.size() == 10 && v[4] == '-' && v[7] == '-' &&
           std::all_of(v.begin(), v.end(), [](char c) {
             return std::isdigit(static_cast<unsigned char>(c)) || c == '-';
           });
  };
  const std::string& v = d.version;
  const bool dated_elsewhere = !d.effective.empty() && d.effective != v;
  if (v.empty()) return d.title + (d.effective.empty() ? "" : " (" + d.effective + ")");
  if (is_date(v))
    return d.title + " " + v + (dated_elsewhere ? " (effective " + d.effective + ")" : "");
  if (std::isdigit(static_cast<unsigned char>(v[0]))) {
    return d.title + " v" + v + (d.effective.empty() ? "" : " (" + d.effective + ")");
  }
  std::string label = v;  // a name, not a number: "effects-page" -> "effects page"
  std::replace(label.begin(), label.end(), '-', ' ');
  return d.title + " (" + label + (d.effective.empty() ? "" : ", " + d.effective) + ")";
}

std::string DescribeAction(const engine::Action& a) {
  std::string out = a.verb;
  for (const char* primary : {"object", "objects"}) {
    auto it = a.args.find(primary);
    if (it != a.args.end()) out += " " + engine::ValueToString(it->second);
  }
  for (const auto& [k, v] : a.args) {
    if (k == "object" || k == "objects") continue;
    out += " " + k + " " + engine::ValueToString(v);
  }
  return out;
}

std::string TraceText(const scenario::Scenario& sc, const scenario::RunResult& r,
                      const engine::RuleTable& rules, const TraceOptions& opt) {
  std::string out = sc.title + "    " + Header(sc, rules) + "\n";
  if (!sc.pinned_from.empty()) {  // an older pin: its citations were mapped (scenario/loader.cc)
    std::vector<std::string> moved;
    for (const auto& pc : sc.pinned_cites)
      if (pc.written != pc.mapped) moved.push_back(pc.written + " -> " + pc.mapped);
    out +=
        Wrap("Pinned to " + sc.pinned_from + ": its expected citations are read through the diff" +
                 (moved.empty() ? std::string(" (same numbers)") : " (" + Join(moved, ", ") + ")"),
             100, "");
  }
  out += Wrap("Q: " + sc.question, 100, "");
  for (const auto& e : r.trace.entries()) {
    if (e.kind == TraceEntry::Kind::kStep) {
      out += "\n" + std::to_string(e.step) + "  " +
             DescribeAction(sc.steps[static_cast<size_t>(e.step - 1)].action) + "\n";
      continue;
    }
    std::string indent(static_cast<size_t>(3 + 2 * (ShownDepth(e.depth) - 1)), ' ');
    indent += DepthMark(e.depth);
    std::string label;
    switch (e.kind) {
      case TraceEntry::Kind::kChoice:
        label = "choice";
        break;
      case TraceEntry::Kind::kRefused:
        label = "REFUSED";
        break;
      case TraceEntry::Kind::kStop:
        label = "STOP";
        break;
      case TraceEntry::Kind::kTrigger:
        label = "trigger";
        break;
      case TraceEntry::Kind::kResolve:
        label = "resolve";
        break;
      case TraceEntry::Kind::kUnmodelled:
        label = "NOT MODELLED";
        break;
      default:
        break;
    }
    std::string ids = Join(e.rules, " ");
    if (!label.empty()) ids = ids.empty() ? label : label + " " + ids;
    std::string head = ids.size() < 10 ? ids + std::string(10 - ids.size(), ' ') : ids + " ";
    out += indent + head + e.text + "\n";
    for (const auto& rej : e.rejected) {
      out +=
          indent + "  not: " + rej.what + " -- " + rej.why + " (" + Join(rej.rules, ", ") + ")\n";
    }
    if (opt.quote) {
      for (const auto& id : e.rules) {
        std::string t = opt.quote->Text(id);
        if (t.empty()) continue;
        if (t.size() > 400) t = t.substr(0, 400) + "...";
        out += Wrap(id + " \"" + t + "\"", 96, indent + "  > ");
      }
    }
  }
  if (r.stop.kind != engine::Stop::Kind::kNone) {
    out += "\nStopped at step " + std::to_string(r.stop.step) + ": " + r.stop.message + "\n";
    if (r.stop.kind == engine::Stop::Kind::kUnscriptedChoice) {
      const auto& c = r.stop.choice;
      std::string opts;
      for (const auto& o : c.options) opts += (opts.empty() ? "" : ", ") + ("\"" + o + "\"");
      out += "  to continue, add to that step: \"choose\": {\"" + c.kind +
             "\": " + (c.ordered ? "[" + opts + "] in the order you want" : "one of " + opts) +
             "}" + (c.rule.empty() ? "" : "  (the choice is granted by " + c.rule + ")") + "\n";
    }
  }
  out += "\n" + Wrap("Ruling: " + sc.ruling, 100, "");
  if (!sc.ambiguity.empty()) out += Wrap("Ambiguity: " + sc.ambiguity, 100, "");
  std::vector<std::string> passed, failed;
  for (const auto& c : r.checks)
    (c.passed ? passed : failed).push_back(c.what + (c.passed ? "" : " (" + c.detail + ")"));
  if (r.incomplete) {
    std::vector<std::string> texts;
    for (const auto& u : r.unmodelled) {
      texts.push_back((u.card.empty() ? std::string("card text") : u.card) + ": \"" + u.text +
                      "\"");
    }
    out += Wrap(
        "Incomplete: the run met card text this engine does not execute, so this trace is "
        "not a ruling: " +
            Join(texts, "; "),
        100, "");
  }
  for (const auto& line : r.review) out += Wrap("Needs review: " + line, 100, "");
  out += "Checked: " + (r.checks.empty() ? std::string("nothing") : Join(passed, ", ")) +
         (failed.empty() ? std::string(" -- ") + r.Outcome() + "\n"
                         : "\nFAILED: " + Join(failed, "; ") + "\n");
  return out;
}

std::string TraceJson(const scenario::Scenario& sc, const scenario::RunResult& r,
                      const engine::RuleTable& rules, const TraceOptions& opt) {
  nlohmann::ordered_json j;
  j["schema"] = kTraceSchema;
  const auto& d = rules.document();
  j["document"] = {
      {"game", d.game}, {"title", d.title}, {"version", d.version}, {"effective", d.effective}};
  j["scenario"] = {
      {"path", sc.path}, {"title", sc.title}, {"question", sc.question}, {"ruling", sc.ruling}};
  if (!sc.ambiguity.empty()) j["scenario"]["ambiguity"] = sc.ambiguity;
  auto steps = nlohmann::ordered_json::array();
  for (size_t i = 0; i < sc.steps.size(); ++i) {
    nlohmann::ordered_json args = nlohmann::ordered_json::object();
    for (const auto& [k, v] : sc.steps[i].action.args) args[k] = ValueJson(v);
    steps.push_back({{"n", i + 1}, {"do", sc.steps[i].action.verb}, {"args", args}});
  }
  j["steps"] = steps;
  auto entries = nlohmann::ordered_json::array();
  for (const auto& e : r.trace.entries()) {
    nlohmann::ordered_json x;
    x["id"] = e.id;
    x["parent"] = e.parent;
    x["step"] = e.step;
    x["kind"] = engine::TraceKindName(e.kind);
    x["rules"] = e.rules;
    x["text"] = e.text;
    if (!e.chooser.empty()) x["chooser"] = e.chooser;
    if (!e.changes.empty()) {
      auto ch = nlohmann::ordered_json::array();
      for (const auto& c : e.changes) {
        ch.push_back({{"object", c.object},
                      {"property", c.property},
                      {"before", c.before},
                      {"after", c.after}});
      }
      x["changes"] = ch;
    }
    if (!e.rejected.empty()) {
      auto rj = nlohmann::ordered_json::array();
      for (const auto& rej : e.rejected)
        rj.push_back({{"what", rej.what}, {"rules", rej.rules}, {"why", rej.why}});
      x["rejected"] = rj;
    }
    if (opt.quote) {
      nlohmann::ordered_json q = nlohmann::ordered_json::object();
      for (const auto& id : e.rules) q[id] = opt.quote->Text(id);
      x["quotes"] = q;
    }
    entries.push_back(x);
  }
  j["entries"] = entries;
  if (r.stop.kind != engine::Stop::Kind::kNone) {
    nlohmann::ordered_json st;
    st["step"] = r.stop.step;
    st["kind"] = r.stop.kind == engine::Stop::Kind::kUnscriptedChoice ? "unscripted-choice"
                 : r.stop.kind == engine::Stop::Kind::kEndlessLoop    ? "endless-loop"
                                                                      : "error";
    st["message"] = r.stop.message;
    if (r.stop.kind == engine::Stop::Kind::kUnscriptedChoice) {
      st["choice"] = {{"kind", r.stop.choice.kind},
                      {"options", r.stop.choice.options},
                      {"rule", r.stop.choice.rule}};
    }
    j["stop"] = st;
  }
  auto checks = nlohmann::ordered_json::array();
  for (const auto& c : r.checks) {
    nlohmann::ordered_json x = {{"what", c.what}, {"passed", c.passed}};
    if (!c.detail.empty()) x["detail"] = c.detail;
    checks.push_back(x);
  }
  j["checks"] = checks;
  j["cited"] = r.trace.CitedRules();
  auto unmodelled = nlohmann::ordered_json::array();
  for (const auto& u : r.unmodelled) {
    unmodelled.push_back({{"object", u.object},
                          {"card", u.card},
                          {"text", u.text},
                          {"why", u.why},
                          {"step", u.step}});
  }
  j["not_modelled"] = unmodelled;
  j["outcome"] = r.Outcome();
  j["passed"] = r.passed;
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string TraceMarkdown(const scenario::Scenario& sc, const scenario::RunResult& r,
                          const engine::RuleTable& rules, const TraceOptions& opt) {
  std::string out = "## " + sc.title + "\n\n";
  out += "*" + Header(sc, rules) + "* — `" + sc.path + "`\n\n";
  out += "**Question.** " + sc.question + "\n\n";
  for (const auto& e : r.trace.entries()) {
    if (e.kind == TraceEntry::Kind::kStep) {
      out += "\n**Step " + std::to_string(e.step) + ":** `" +
             DescribeAction(sc.steps[static_cast<size_t>(e.step - 1)].action) + "`\n\n";
      continue;
    }
    std::string indent(static_cast<size_t>(2 * (ShownDepth(e.depth) - 1)), ' ');
    std::string ids;
    for (const auto& id : e.rules) ids += (ids.empty() ? "" : ", ") + ("**" + id + "**");
    std::string tag = e.kind == TraceEntry::Kind::kRefused      ? "*refused* "
                      : e.kind == TraceEntry::Kind::kChoice     ? "*choice* "
                      : e.kind == TraceEntry::Kind::kStop       ? "*stop* "
                      : e.kind == TraceEntry::Kind::kUnmodelled ? "*not modelled* "
                                                                : "";
    out +=
        indent + "- " + DepthMark(e.depth) + tag + (ids.empty() ? "" : ids + " — ") + e.text + "\n";
    for (const auto& rej : e.rejected) {
      out += indent + "  - *not:* " + rej.what + " — " + rej.why + " (" + Join(rej.rules, ", ") +
             ")\n";
    }
    if (opt.quote) {
      for (const auto& id : e.rules) {
        std::string t = opt.quote->Text(id);
        if (!t.empty()) out += indent + "  > " + id + ": " + CollapseSpaces(t) + "\n";
      }
    }
  }
  if (r.stop.kind != engine::Stop::Kind::kNone)
    out += "\n**Stopped** at step " + std::to_string(r.stop.step) + ": " + r.stop.message + "\n";
  out += "\n**Ruling.** " + sc.ruling + "\n";
  if (!sc.ambiguity.empty()) out += "\n**Ambiguity.** " + sc.ambiguity + "\n";
  const std::string outcome = r.Outcome();
  out += "\n**Checked:** " + (outcome == "fail" ? std::string("FAIL") : outcome) + "\n";
  return out;
}

std::string DerivationText(const std::string& object, const engine::Derivation& d,
                           const engine::GameState& s, const engine::RuleTable& rules) {
  std::string out = object + "." + d.property + " = " + std::to_string(d.value) + "\n";
  for (size_t i = 0; i < d.terms.size(); ++i) {
    const auto& t = d.terms[i];
    std::string amount = i == 0 && d.property != "keywords"
                             ? std::to_string(t.amount)
                             : (t.amount >= 0 ? "+" : "") + std::to_string(t.amount);
    if (d.property == "keywords") amount = "";
    std::string line = "  " + (amount.empty() ? "" : amount + "  ") + t.label;
    if (t.source != engine::kNoObject && t.source < static_cast<int>(s.objects.size()) &&
        d.property != "keywords") {
      line += " [" + s.objects[static_cast<size_t>(t.source)].key + "]";
    }
    if (!t.rule.empty()) {
      const auto* r = rules.Find(t.rule);
      line += "  (" + t.rule + (r ? " " + std::string(r->name) : "") + ")";
    }
    if (!t.note.empty()) line += " -- " + t.note;
    out += line + "\n";
  }
  for (const auto& n : d.notes) out += "  note: " + n + "\n";
  if (!d.rules.empty()) out += "  governed by: " + Join(d.rules, ", ") + "\n";
  return out;
}

std::string DerivationJson(const std::string& object, const engine::Derivation& d,
                           const engine::GameState& s) {
  nlohmann::ordered_json j;
  j["schema"] = "arbiter.why/1";
  j["object"] = object;
  j["property"] = d.property;
  j["value"] = d.value;
  auto terms = nlohmann::ordered_json::array();
  for (const auto& t : d.terms) {
    nlohmann::ordered_json x = {{"label", t.label}, {"amount", t.amount}, {"rule", t.rule}};
    if (t.source != engine::kNoObject && t.source < static_cast<int>(s.objects.size())) {
      x["source"] = s.objects[static_cast<size_t>(t.source)].key;
    }
    if (!t.note.empty()) x["note"] = t.note;
    terms.push_back(x);
  }
  j["terms"] = terms;
  j["notes"] = d.notes;
  j["rules"] = d.rules;
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace arbiter::render
