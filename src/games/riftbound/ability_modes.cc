// Modes of triggered and activated abilities (ability_modes.h): the header forms, the effect text
// card_text.cc compiles, and the choice of a mode as the ability goes on the chain (355.3, 402.2).
#include "games/riftbound/ability_modes.h"

#include <algorithm>
#include <cctype>
#include <regex>

#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

// The headers an ability's modes follow, lower case, with what they mean.
struct HeaderForm {
  const char* words;
  // "modes" (a bulleted list, 355.3), "modes-once" (a mode chosen this turn is not offered
  // again), "modes-or" ("X or Y" in one instruction: no card prints this header, OrModesLine
  // writes it), "modes-or-may" (the same after "you may": card_text.cc marks each mode "you may")
  const char* kind;
  const char* wrap_in;  // the mode lines are what the ability gives: "Give me <mode> this turn."
};
constexpr HeaderForm kHeaders[] = {
    {"choose one -", "modes", ""},
    {"choose one that hasn't been chosen this turn -", "modes-once", ""},
    {"choose one you've not chosen this turn -", "modes-once", ""},
    {"choose one to give me this turn -", "modes", "Give me % this turn."},
    {"do one of these -", "modes-or", ""},
    {"you may do one of these -", "modes-or-may", ""},
};

const HeaderForm* FindHeader(const std::string& header) {
  const std::string lower = ToLowerAscii(header);
  for (const HeaderForm& h : kHeaders) {
    if (lower == h.words) return &h;
  }
  return nullptr;
}

// Between the header and each mode in the text ModesEffect writes (no card prints it).
constexpr char kModeSeparator[] = " |- ";

// This turn's history entry of a mode chosen (history.h: entries under "history:" are forgotten
// as the turn ends, 317.2.c).
std::string ChosenKey(const GameState& s, ObjectId source, int index, int mode) {
  return "mode:" + s.obj(source).key + ":" + std::to_string(index) + ":" + std::to_string(mode);
}

}  // namespace

bool AbilityModeHeader(const std::string& line, std::string* prefix, std::string* header) {
  for (const HeaderForm& h : kHeaders) {
    const std::string words = h.words;
    if (StartsWith(h.kind, "modes-or") || line.size() <= words.size())
      continue;  // a line with only the header is a spell's
    const std::string tail = line.substr(line.size() - words.size());
    if (ToLowerAscii(tail) != words) continue;
    const std::string before = line.substr(0, line.size() - words.size());
    if (!EndsWith(before, ", ") && !EndsWith(before, ": ")) continue;
    *prefix = before;
    *header = tail;
    return true;
  }
  return false;
}

std::string ModesEffect(const std::string& header, const std::vector<std::string>& modes) {
  std::string out = header;
  for (const std::string& m : modes) out += kModeSeparator + m;
  return out;
}

bool SplitModesEffect(const std::string& effect, std::vector<std::string>* modes,
                      std::string* kind) {
  const size_t first = effect.find(kModeSeparator);
  if (first == std::string::npos) return false;
  const HeaderForm* h = FindHeader(effect.substr(0, first));
  if (h == nullptr) return false;
  modes->clear();
  const std::string sep = kModeSeparator;
  for (size_t at = first; at != std::string::npos;) {
    const size_t from = at + sep.size();
    const size_t next = effect.find(sep, from);
    std::string mode(Trim(effect.substr(from, next == std::string::npos ? next : next - from)));
    if (*h->wrap_in != '\0') {
      std::string wrapped = h->wrap_in;
      if (!EndsWith(mode, "."))
        wrapped.replace(wrapped.find('%'), 1, mode);
      else
        wrapped.replace(wrapped.find('%'), 1, mode.substr(0, mode.size() - 1));
      mode = wrapped;
    }
    modes->push_back(mode);
    at = next;
  }
  *kind = h->kind;
  return !modes->empty();
}

bool OrModesLine(const std::string& line, std::string* rewritten) {
  static const std::regex kOr(
      R"(^(.*?(?:, |: ))((?:you may )?)((?:draw|channel|buff|ready|exhaust|deal|give|kill|stun|recall|play|gain|heal) [^.]*?) or ((?:draw|channel|buff|ready|exhaust|deal|give|kill|stun|recall|play|gain|heal) [^.]*)\.$)");
  std::smatch m;
  if (!std::regex_match(line, m, kOr)) return false;
  auto sentence = [](std::string s) {
    s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s + ".";
  };
  // "you may X or Y" only after a trigger: its "may" is decided as it is finalized (383.3.a)
  if (m[2].length() > 0 && !StartsWith(m[1].str(), "When ")) return false;
  *rewritten = m[1].str() +
               ModesEffect(m[2].length() > 0 ? "you may do one of these -" : "do one of these -",
                           {sentence(m[3]), sentence(m[4])});
  return true;
}

bool DiscardedTypeLines(const std::string& line, const std::vector<std::string>& bullets,
                        std::string* rewritten) {
  static const std::string kHeader = " Then, do the following based on the discarded card's type:";
  if (!EndsWith(line, kHeader) || bullets.empty()) return false;
  std::string out = line.substr(0, line.size() - kHeader.size());
  static const std::regex kBullet(R"(^(Spell|Gear|Unit) - ([A-Z])(.*)$)");
  for (const std::string& b : bullets) {
    std::smatch m;
    if (!std::regex_match(b, m, kBullet)) return false;
    out += " If the discarded card is a " + ToLowerAscii(m[1].str()) + ", " +
           ToLowerAscii(m[2].str()) + m[3].str();
  }
  *rewritten = out;
  return true;
}

std::string DiscardedByKey(ObjectId source) { return "discarded-by:" + std::to_string(source); }

std::string ModesRequirement(const std::vector<std::string>& requirements,
                             const std::string& kind) {
  return kind + ":" + Join(requirements, ";");
}

bool IsAbilityModesRequirement(const std::string& requirement) {
  return StartsWith(requirement, "modes:") || StartsWith(requirement, "modes-once:") ||
         StartsWith(requirement, "modes-or:");
}

bool ChooseAbilityMode(Engine& e, ObjectId source, int index, PlayerId player,
                       const std::string& req, int parent, std::vector<Action>* program,
                       std::string* requirement, int* chosen,
                       const std::function<bool(const std::string&)>& has_target) {
  GameState& s = e.state();
  const bool once = StartsWith(req, "modes-once:");
  // "X or Y" in one instruction is no bulleted list (355.3): the choice is one of the ability's
  // other relevant decisions, made as it is put on the chain (402.2).
  const bool either = StartsWith(req, "modes-or:");
  const std::vector<std::string> rules =
      either ? std::vector<std::string>{"402.2"} : std::vector<std::string>{"355.3", "402.2"};
  const std::string what = either ? "which instruction of " : "a mode of ";
  const std::vector<std::string> per = Split(req.substr(req.find(':') + 1), ';');
  // The words of each mode, for the prompt and the trace (card_text.cc puts them on the mode's
  // first instruction).
  std::vector<std::string> words(per.size());
  for (const Action& a : *program) {
    const int m = ArgInt(a, "mode");
    if (m >= 1 && m <= static_cast<int>(per.size()) && HasArg(a, "mode_text") &&
        words[static_cast<size_t>(m - 1)].empty())
      words[static_cast<size_t>(m - 1)] = ArgStr(a, "mode_text");
  }
  engine::ChoiceRequest r;
  r.kind = "mode";
  r.player = player;
  r.rule = rules[0];
  std::vector<std::string> shown;
  for (size_t i = 0; i < per.size(); ++i) {
    const int m = static_cast<int>(i) + 1;
    if (once && HistoryCount(s, ChosenKey(s, source, index, m)) > 0) {
      e.Note(parent, {"355.3"},
             "mode " + std::to_string(m) + " (" + words[i] +
                 ") was chosen this turn: the ability's text does not allow it again");
      continue;
    }
    if (has_target && !per[i].empty() && !has_target(per[i])) {
      e.Note(parent, {"355.8"},
             "mode " + std::to_string(m) + " (" + words[i] + ") has no valid target (" + per[i] +
                 "): it cannot be chosen");
      continue;
    }
    r.options.push_back(std::to_string(m));
    shown.push_back(std::to_string(m) + ": " + words[i]);
  }
  if (r.options.empty()) {
    e.Note(parent, rules,
           "no mode of " + Name(s, source) +
               "'s ability can be chosen, so it is not put on the chain");
    return false;
  }
  r.prompt = PlayerName(s, player) + " chooses " + what + Name(s, source) + "'s ability (" +
             Join(shown, "; ") + ")";
  const int mode = std::stoi(e.ChooseIfMore(r, parent)[0]);
  e.Note(parent, rules,
         PlayerName(s, player) + (either ? " chooses instruction " : " chooses mode ") +
             std::to_string(mode) + " of " + Name(s, source) +
             "'s ability: " + words[static_cast<size_t>(mode - 1)] +
             (r.options.size() == 1 ? " (the only mode that can be chosen)" : ""));
  *chosen = mode;
  std::vector<Action> kept;
  for (const Action& a : *program) {
    if (HasArg(a, "mode") && ArgInt(a, "mode") != mode) continue;
    Action x = a;
    x.args.erase("mode");
    x.args.erase("mode_text");
    kept.push_back(x);
  }
  *program = std::move(kept);
  *requirement = per[static_cast<size_t>(mode - 1)];
  return true;
}

bool ModeChosenAfterMay(const engine::Ability& ability) {
  return ability.kind == "triggered" && StartsWith(ability.target, "modes-or:") &&
         !ability.effect.empty() && HasArg(ability.effect[0], "you_may");
}

void RememberAbilityMode(GameState& s, ObjectId source, int index, const std::string& req,
                         int mode) {
  if (StartsWith(req, "modes-once:")) s.vars["history:" + ChosenKey(s, source, index, mode)] += 1;
}

}  // namespace arbiter::games::riftbound
