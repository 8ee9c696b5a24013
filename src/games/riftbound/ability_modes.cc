// Modes of triggered and activated abilities (ability_modes.h): the header forms, the effect text
// card_text.cc compiles, and the choice of a mode as the ability goes on the chain (355.3, 402.2).
#include "games/riftbound/ability_modes.h"

#include <algorithm>

#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

// The headers an ability's modes follow, lower case, with what they mean.
struct HeaderForm {
  const char* words;
  bool once;            // a mode chosen this turn is not offered again
  const char* wrap_in;  // the mode lines are what the ability gives: "Give me <mode> this turn."
};
constexpr HeaderForm kHeaders[] = {
    {"choose one -", false, ""},
    {"choose one that hasn't been chosen this turn -", true, ""},
    {"choose one you've not chosen this turn -", true, ""},
    {"choose one to give me this turn -", false, "Give me % this turn."},
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
    if (line.size() <= words.size()) continue;  // a line with only the header is a spell's
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

bool SplitModesEffect(const std::string& effect, std::vector<std::string>* modes, bool* once) {
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
  *once = h->once;
  return !modes->empty();
}

std::string ModesRequirement(const std::vector<std::string>& requirements, bool once) {
  return std::string(once ? "modes-once:" : "modes:") + Join(requirements, ";");
}

bool IsAbilityModesRequirement(const std::string& requirement) {
  return StartsWith(requirement, "modes:") || StartsWith(requirement, "modes-once:");
}

bool ChooseAbilityMode(Engine& e, ObjectId source, int index, PlayerId player,
                       const std::string& req, int parent, std::vector<Action>* program,
                       std::string* requirement, int* chosen) {
  GameState& s = e.state();
  const bool once = StartsWith(req, "modes-once:");
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
  r.rule = "355.3";
  std::vector<std::string> shown;
  for (size_t i = 0; i < per.size(); ++i) {
    const int m = static_cast<int>(i) + 1;
    if (once && HistoryCount(s, ChosenKey(s, source, index, m)) > 0) {
      e.Note(parent, {"355.3"},
             "mode " + std::to_string(m) + " (" + words[i] +
                 ") was chosen this turn: the ability's text does not allow it again");
      continue;
    }
    r.options.push_back(std::to_string(m));
    shown.push_back(std::to_string(m) + ": " + words[i]);
  }
  if (r.options.empty()) {
    e.Note(parent, {"355.3", "402.2"},
           "every mode of " + Name(s, source) +
               "'s ability was chosen this turn: no mode can be chosen, so it is not put on "
               "the chain");
    return false;
  }
  r.prompt = PlayerName(s, player) + " chooses a mode of " + Name(s, source) + "'s ability (" +
             Join(shown, "; ") + ")";
  const int mode = std::stoi(e.ChooseIfMore(r, parent)[0]);
  e.Note(parent, {"355.3", "402.2"},
         PlayerName(s, player) + " chooses mode " + std::to_string(mode) + " of " +
             Name(s, source) + "'s ability: " + words[static_cast<size_t>(mode - 1)] +
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

void RememberAbilityMode(GameState& s, ObjectId source, int index, const std::string& req,
                         int mode) {
  if (StartsWith(req, "modes-once:")) s.vars["history:" + ChosenKey(s, source, index, mode)] += 1;
}

}  // namespace arbiter::games::riftbound
