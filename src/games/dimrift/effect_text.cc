#include "games/dimrift/effect_text.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "util/strings.h"

namespace arbiter::dimrift {
namespace {

Status ErrorAt(size_t offset, const std::string& message) {
  return Status::InvalidArgument("column " + std::to_string(offset + 1) + ": " + message);
}

bool IsWordChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '\'';
}

// Offsets of the whole word `word` (case-insensitive) in `s`.
std::vector<size_t> FindWord(std::string_view s, std::string_view word) {
  std::vector<size_t> out;
  std::string lower = ToLowerAscii(s);
  for (size_t pos = lower.find(word); pos != std::string::npos; pos = lower.find(word, pos + 1)) {
    bool left = pos == 0 || !IsWordChar(lower[pos - 1]);
    bool right = pos + word.size() >= lower.size() || !IsWordChar(lower[pos + word.size()]);
    if (left && right) out.push_back(pos);
  }
  return out;
}

bool HasWord(std::string_view s, std::string_view word) { return !FindWord(s, word).empty(); }

// Splits text[begin, end) at depth-0 separators; each part trimmed, with its column. An empty
// part (other than a trailing one after the last separator when `trailing_ok`) is an error.
Status SplitClauses(std::string_view text, size_t begin, size_t end, std::string_view seps,
                    const char* what, bool trailing_ok, std::vector<Clause>* out) {
  int depth = 0;
  size_t start = begin;
  auto flush = [&](size_t stop, bool last, size_t sep_at) -> Status {
    std::string_view part = text.substr(start, stop - start);
    size_t lead = 0;
    while (lead < part.size() && std::isspace(static_cast<unsigned char>(part[lead]))) ++lead;
    std::string_view trimmed = Trim(part);
    if (trimmed.empty()) {
      if (last && trailing_ok && !out->empty()) return Status::Ok();
      // Point at the separator that closes the empty part (the last one has none at the end).
      return ErrorAt(last && stop >= text.size() ? sep_at : stop, std::string("empty ") + what);
    }
    out->push_back({std::string(trimmed), static_cast<int>(start + lead + 1)});
    return Status::Ok();
  };
  size_t last_sep = begin ? begin - 1 : 0;
  for (size_t i = begin; i < end; ++i) {
    char c = text[i];
    if (c == '(' || c == '[') ++depth;
    if (c == ')' || c == ']') --depth;
    if (depth != 0 || seps.find(c) == std::string_view::npos) continue;
    // "1.5" is a number, not two instructions.
    if (c == '.' && i > begin && i + 1 < end &&
        std::isdigit(static_cast<unsigned char>(text[i - 1])) &&
        std::isdigit(static_cast<unsigned char>(text[i + 1]))) {
      continue;
    }
    Status s = flush(i, false, i);
    if (!s.ok()) return s;
    start = i + 1;
    last_sep = i;
  }
  return flush(end, true, last_sep);
}

int NumberWord(const std::string& w) {
  static const std::map<std::string, int> kWords = {
      {"a", 1},    {"an", 1},  {"one", 1},   {"two", 2},   {"three", 3}, {"four", 4},
      {"five", 5}, {"six", 6}, {"seven", 7}, {"eight", 8}, {"nine", 9},  {"ten", 10}};
  std::string s = w;
  if (s.size() > 2 && s.front() == '{' && s.back() == '}') s = s.substr(1, s.size() - 2);
  if (s == "x" || s == "X") return -1;
  if (!s.empty() && std::all_of(s.begin(), s.end(), ::isdigit)) {
    // A count on a card is small; a longer run of digits is not a number this grammar reads
    // (std::stoi would throw out_of_range on it).
    return s.size() <= 6 ? std::stoi(s) : -2;
  }
  auto it = kWords.find(ToLowerAscii(s));
  return it == kWords.end() ? -2 : it->second;
}

// Parses a cost clause; ok with kind kOther when the clause is not a recognised cost.
Status ParseCost(const Clause& clause, Cost* cost) {
  cost->clause = clause;
  std::vector<std::string> w = Split(ToLowerAscii(clause.text), ' ');
  size_t at = 0;
  auto need = [&](const char* what) {
    return ErrorAt(static_cast<size_t>(clause.column - 1), "\"" + clause.text + "\": " + what);
  };
  if (w[0] == "consume") {
    cost->kind = CostKind::kMana;
    at = 1;
    if (at < w.size() && w[at] == "any") {
      cost->any_card = true;  // costs.mana-cost.1
      ++at;
    }
    if (at + 1 >= w.size() || (w[at + 1] != "mana")) {
      return need("a mana cost reads \"consume N mana\" or \"consume any N mana\"");
    }
    int n = NumberWord(w[at]);
    if (n == -2) return need("the amount of mana is not a number");
    cost->amount = n;
    return Status::Ok();
  }
  if (w[0] == "sac" || w[0] == "sacrifice") {
    cost->kind = CostKind::kSacrifice;
    at = 1;
    cost->amount = 1;
    if (at < w.size()) {
      int n = NumberWord(w[at]);
      if (n != -2) {
        cost->amount = n;
        ++at;
      }
    }
    std::vector<std::string> rest(w.begin() + static_cast<long>(at), w.end());
    if (rest.empty()) return need("a sacrifice names what to sacrifice (\"sac 1 creature\")");
    cost->requirement = Join(rest, " ");
    return Status::Ok();
  }
  if (w[0] == "discard") {
    cost->kind = CostKind::kDiscard;
    cost->amount = 1;
    if (w.size() > 1) {
      int n = NumberWord(w[1]);
      if (n != -2) cost->amount = n;
    }
    return Status::Ok();
  }
  cost->kind = CostKind::kOther;
  return Status::Ok();
}

bool IsCostClause(const std::string& text) {
  std::string first = Split(ToLowerAscii(text), ' ')[0];
  return first == "consume" || first == "sac" || first == "sacrifice" || first == "discard" ||
         first == "pay";
}

// The target phrases of one clause.
Status ParseTargets(const Clause& clause, bool in_criteria, ParsedEffect* out) {
  static const std::vector<std::string> kStop = {"from", "with", "and",  "to",   "or",
                                                 "in",   "on",   "that", "gets", "get"};
  for (size_t pos : FindWord(clause.text, "target")) {
    std::string rest = std::string(clause.text.substr(pos + 6));
    for (char& c : rest) {
      if (c == ',' || c == '.' || c == ';') c = ' ';
    }
    std::vector<std::string> words;
    for (const std::string& s : Split(CollapseSpaces(ToLowerAscii(rest)), ' ')) {
      if (!s.empty()) words.push_back(s);
    }
    size_t i = 0;
    if (i < words.size() && (words[i] == "a" || words[i] == "an" || words[i] == "one")) ++i;
    std::vector<std::string> req;
    while (i < words.size() && req.size() < 3 &&
           std::find(kStop.begin(), kStop.end(), words[i]) == kStop.end()) {
      req.push_back(words[i++]);
    }
    Target t;
    t.requirement = Join(req, " ");
    t.in_criteria = in_criteria;
    t.clause = clause;
    size_t from_word = i < words.size() && words[i] == "from" ? i : words.size();
    if (from_word < words.size()) {
      std::vector<std::string> from(words.begin() + static_cast<long>(from_word) + 1, words.end());
      if (from.empty()) {
        return ErrorAt(static_cast<size_t>(clause.column - 1) + pos,
                       "\"target ... from\" needs the card to target from "
                       "(dimrift:targeting.target-from.1)");
      }
      t.from = Join(from, " ");
    }
    // A bare "target" after one was declared refers to it ("destroy target").
    if (t.requirement.empty() && !out->targets.empty()) continue;
    out->targets.push_back(t);
  }
  return Status::Ok();
}

}  // namespace

const char* EffectTypeName(EffectType type) {
  switch (type) {
    case EffectType::kSummoningCost:
      return "summoning cost";
    case EffectType::kAction:
      return "action";
    case EffectType::kContinuous:
      return "continuous";
    case EffectType::kTrigger:
      return "trigger";
    case EffectType::kActivation:
      return "activation";
  }
  return "?";
}

Status ParseEffectKind(std::string_view name, EffectType* type, EffectModifiers* modifiers) {
  std::vector<std::string> words;
  for (const std::string& w : Split(CollapseSpaces(ToLowerAscii(name)), ' ')) {
    if (!w.empty()) words.push_back(w);
  }
  EffectModifiers m;
  bool have_type = false;
  EffectType t = EffectType::kTrigger;
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w == "mandatory" || w == "repeatable") continue;
    if (w == "optional") {
      m.optional = true;
      continue;
    }
    if (w == "once-per-turn") {
      m.once_per_turn = true;
      continue;
    }
    bool found = true;
    if (w == "cost" || (w == "summoning" && i + 1 < words.size() && words[i + 1] == "cost")) {
      t = EffectType::kSummoningCost;
      if (w == "summoning") ++i;
    } else if (w == "action") {
      t = EffectType::kAction;
    } else if (w == "continuous") {
      t = EffectType::kContinuous;
    } else if (w == "trigger") {
      t = EffectType::kTrigger;
    } else if (w == "activation") {
      t = EffectType::kActivation;
    } else {
      found = false;
    }
    if (!found || have_type) {
      std::vector<std::string> close = ClosestMatches(
          w, {"trigger", "activation", "action", "continuous", "cost", "optional", "once-per-turn"},
          1);
      return Status::InvalidArgument(
          "unknown effect kind \"" + std::string(name) + "\"" +
          (close.empty() || found ? "" : "; did you mean \"" + close[0] + "\"?"));
    }
    have_type = true;
  }
  if (!have_type) {
    return Status::InvalidArgument("effect kind \"" + std::string(name) +
                                   "\" names no type (summoning cost, action, continuous, "
                                   "trigger, activation)");
  }
  if (m.optional && t != EffectType::kTrigger) {
    return Status::InvalidArgument(
        std::string("\"optional\" applies only to trigger effects, not ") + EffectTypeName(t) +
        " (dimrift:effect-modifiers.optional.1)");
  }
  if (m.once_per_turn && t != EffectType::kTrigger && t != EffectType::kActivation) {
    return Status::InvalidArgument(std::string("\"once-per-turn\" applies only to trigger and "
                                               "activation effects, not ") +
                                   EffectTypeName(t) +
                                   " (dimrift:effect-modifiers.once-per-turn.3)");
  }
  *type = t;
  *modifiers = m;
  return Status::Ok();
}

Result<ParsedEffect> ParseEffect(std::string_view text, EffectType type,
                                 EffectModifiers modifiers) {
  ParsedEffect e;
  e.type = type;
  e.modifiers = modifiers;
  e.text = std::string(text);
  if (Trim(text).empty()) return Status::InvalidArgument("column 1: empty effect text");
  if (modifiers.optional && type != EffectType::kTrigger) {
    return Status::InvalidArgument(
        "column 1: only trigger effects can be optional "
        "(dimrift:effect-modifiers.optional.1)");
  }
  if (modifiers.once_per_turn && type != EffectType::kTrigger && type != EffectType::kActivation) {
    return Status::InvalidArgument(
        "column 1: only trigger and activation effects can be "
        "once-per-turn (dimrift:effect-modifiers.once-per-turn.3)");
  }

  // Brackets and the one ':' (effect-text.2).
  std::vector<size_t> open;
  size_t colon = std::string_view::npos;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '(' || c == '[') open.push_back(i);
    if (c == ')' || c == ']') {
      char want = c == ')' ? '(' : '[';
      if (open.empty() || text[open.back()] != want) {
        return ErrorAt(i, std::string("'") + c + "' without a matching '" + want + "'");
      }
      open.pop_back();
    }
    if (c == ':' && open.empty()) {
      if (colon != std::string_view::npos) {
        return ErrorAt(i, "a second ':' (the first is at column " + std::to_string(colon + 1) +
                              "); an effect has one ':' between its activation criteria and its "
                              "resolution instructions");
      }
      colon = i;
    }
  }
  if (!open.empty()) {
    return ErrorAt(open.back(), std::string("'") + text[open.back()] + "' is never closed");
  }

  if (type == EffectType::kSummoningCost) {
    if (colon != std::string_view::npos) {
      return ErrorAt(colon, "a summoning cost is only costs; it has no ':' and no resolution");
    }
    Status s = SplitClauses(text, 0, text.size(), ";.", "cost", true, &e.criteria);
    if (!s.ok()) return s;
    for (const Clause& c : e.criteria) {
      Cost cost;
      s = ParseCost(c, &cost);
      if (!s.ok()) return s;
      e.costs.push_back(cost);
    }
    for (const Clause& c : e.criteria) {
      if (HasWord(c.text, "x")) e.has_x = true;
    }
    return e;
  }

  if (colon != std::string_view::npos) {
    Status s = SplitClauses(text, 0, colon, ";", "activation criterion", false, &e.criteria);
    if (!s.ok()) return s;
    if (Trim(text.substr(colon + 1)).empty()) {
      return ErrorAt(colon, "no resolution instructions after ':'");
    }
    s = SplitClauses(text, colon + 1, text.size(), ";.", "resolution instruction", true,
                     &e.resolution);
    if (!s.ok()) return s;
  } else {
    Status s =
        SplitClauses(text, 0, text.size(), ";.", "resolution instruction", true, &e.resolution);
    if (!s.ok()) return s;
  }

  // The trigger (effect-types.trigger.1: "They always start with the word When").
  const std::vector<Clause>& first_part = e.criteria.empty() ? e.resolution : e.criteria;
  bool starts_when = StartsWith(ToLowerAscii(first_part[0].text), "when ");
  if (type == EffectType::kTrigger) {
    if (!starts_when) {
      return ErrorAt(static_cast<size_t>(first_part[0].column - 1),
                     "a trigger starts with the word \"When\" (dimrift:effect-types.trigger.1)");
    }
    if (e.criteria.empty()) {
      return ErrorAt(text.size(), "a trigger needs ':' after \"" + first_part[0].text +
                                      "\" to start its resolution instructions");
    }
    e.trigger = e.criteria[0].text;
    e.replacement = HasWord(text, "instead");  // effect-types.trigger.5
  } else if (starts_when) {
    return ErrorAt(static_cast<size_t>(first_part[0].column - 1),
                   std::string("\"When ...\" makes a trigger, but this effect's type is ") +
                       EffectTypeName(type));
  }
  for (size_t i = 1; i < e.criteria.size(); ++i) {
    if (StartsWith(ToLowerAscii(e.criteria[i].text), "when ")) {
      return ErrorAt(static_cast<size_t>(e.criteria[i].column - 1),
                     "\"When ...\" must be the first activation criterion");
    }
  }

  // Costs, among the criteria.
  for (const Clause& c : e.criteria) {
    if (!IsCostClause(c.text)) continue;
    Cost cost;
    Status s = ParseCost(c, &cost);
    if (!s.ok()) return s;
    e.costs.push_back(cost);
  }
  if (type == EffectType::kContinuous && !e.costs.empty()) {
    return ErrorAt(static_cast<size_t>(e.costs[0].clause.column - 1),
                   "a continuous effect never goes to the stack, so it has no activation cost "
                   "(dimrift:effect-types.continuous.1)");
  }

  // Targets: the word anywhere means targeting at activation (implicit-targeting.2).
  for (const Clause& c : e.criteria) {
    Status s = ParseTargets(c, true, &e);
    if (!s.ok()) return s;
  }
  for (const Clause& c : e.resolution) {
    Status s = ParseTargets(c, false, &e);
    if (!s.ok()) return s;
  }
  e.targets_at_activation = HasWord(text, "target");

  // Choices (choosing.2-4).
  bool choose_in_criteria = false, either_in_criteria = false;
  for (const Clause& c : e.criteria) {
    choose_in_criteria |= HasWord(c.text, "choose");
    either_in_criteria |= HasWord(c.text, "either");
  }
  bool has_either = HasWord(text, "either");
  std::vector<size_t> numbered;
  for (int n = 1;; ++n) {
    size_t at = text.find("(" + std::to_string(n) + ")");
    if (at == std::string_view::npos) break;
    if (!numbered.empty() && at < numbered.back()) {
      return ErrorAt(at, "option (" + std::to_string(n) + ") comes before option (" +
                             std::to_string(n - 1) + ")");
    }
    numbered.push_back(at);
  }
  if (numbered.empty() && text.find("(2)") != std::string_view::npos) {
    return ErrorAt(text.find("(2)"), "option (2) without option (1)");
  }
  if (has_either || !numbered.empty()) {
    size_t either_at = has_either ? FindWord(text, "either")[0] : numbered[0];
    if (!has_either) {
      return ErrorAt(numbered[0],
                     "numbered options need \"either\" (or \"choose either\") before "
                     "them (dimrift:targeting.choosing.3)");
    }
    if (numbered.size() < 2) {
      return ErrorAt(either_at,
                     "\"either\" needs numbered options (1) and (2) "
                     "(dimrift:targeting.choosing.3)");
    }
    size_t next_n = numbered.size() + 1;
    size_t stray = text.find("(" + std::to_string(next_n + 1) + ")");
    if (stray != std::string_view::npos) {
      return ErrorAt(stray, "option (" + std::to_string(next_n + 1) + ") without option (" +
                                std::to_string(next_n) + ")");
    }
    for (size_t i = 0; i < numbered.size(); ++i) {
      size_t begin = text.find(')', numbered[i]) + 1;
      size_t end = i + 1 < numbered.size() ? numbered[i + 1] : text.size();
      // The last option ends at the end of its instruction.
      if (i + 1 == numbered.size()) {
        size_t stop = text.find_first_of(";.:", begin);
        while (stop != std::string_view::npos && stop + 1 < text.size() &&
               std::isdigit(static_cast<unsigned char>(text[stop + 1])) && text[stop] == '.') {
          stop = text.find_first_of(";.:", stop + 1);
        }
        if (stop != std::string_view::npos) end = stop;
      }
      std::string words = std::string(Trim(text.substr(begin, end - begin)));
      if (EndsWith(words, " or")) words.resize(words.size() - 3);
      if (words == "or") words.clear();
      while (!words.empty() && (words.back() == ',' || words.back() == ';')) words.pop_back();
      words = std::string(Trim(words));
      if (words.empty()) {
        return ErrorAt(numbered[i], "option (" + std::to_string(i + 1) + ") is empty");
      }
      e.options.push_back(words);
    }
    e.either = (choose_in_criteria || either_in_criteria) ? ChoiceTime::kActivation
                                                          : ChoiceTime::kResolution;
  }
  // "choose" a card or zone (not "choose either"): picked at activation, like a target.
  for (size_t pos : FindWord(text, "choose")) {
    std::string after = ToLowerAscii(text.substr(pos + 6));
    if (!StartsWith(std::string(Trim(after)), "either")) e.chooses = true;
  }
  e.has_x = !FindWord(text, "x").empty() || text.find("{X}") != std::string_view::npos;
  return e;
}

}  // namespace arbiter::dimrift
