#include "games/riftbound/nth_time.h"

#include <regex>

#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

constexpr char kNthTimePrefix[] = "nth-time:";

int Ordinal(const std::string& w) {
  if (w == "first") return 1;
  if (w == "second") return 2;
  return 3;  // "third"
}

}  // namespace

bool NthTimeTriggerOf(const std::string& line, std::string* trigger, std::string* condition,
                      std::string* effect) {
  // "each turn" and "in a turn" say the same: the count starts again every turn (317.2.c).
  static const std::regex kMine(
      R"(^The (first|second|third) time I (move|conquer|win a combat) (?:each|in a) turn, (.+)$)");
  static const std::regex kFriendlyDies(
      R"(^The (first) time a friendly unit dies each turn, (.+)$)");
  std::smatch m;
  if (std::regex_match(line, m, kMine)) {
    const std::string event = m[2].str() == "win a combat" ? "win-combat" : m[2].str();
    *trigger = event;
    *condition = kNthTimePrefix + event + ":" + std::to_string(Ordinal(m[1].str()));
    *effect = m[3].str();
    return true;
  }
  if (std::regex_match(line, m, kFriendlyDies)) {
    // Its own death is no event it can see: it leaves the board as it happens (383.2.c.2), so the
    // module's "another friendly unit dies" is the event.
    *trigger = "another-friendly-dies";
    *condition = std::string(kNthTimePrefix) + "friendly-dies:1";
    *effect = m[2].str();
    return true;
  }
  return false;
}

bool IsNthTimeCondition(const std::string& code) { return StartsWith(code, kNthTimePrefix); }

bool NthTimeHolds(const engine::GameState& s, engine::ObjectId source, engine::PlayerId controller,
                  const std::string& code, std::string* found) {
  const std::vector<std::string> parts = Split(code.substr(sizeof(kNthTimePrefix) - 1), ':');
  if (parts.size() != 2 || source == engine::kNoObject) {
    *found = "not counted";
    return false;
  }
  const std::string& event = parts[0];
  const int n = std::stoi(parts[1]);
  int count = 0;
  std::string what;
  if (event == "friendly-dies") {
    // recorded after the death's triggers are collected: this death is one more
    count = HistoryCount(s, "died:unit:" + std::to_string(controller)) + 1;
    what = "a unit " + PlayerName(s, controller) + " controls has died";
  } else {
    const std::string key = s.obj(source).key;
    const std::string history = event == "move"      ? "moved:"
                                : event == "conquer" ? "conquered:"
                                                     : "won-combat:";
    count = HistoryCount(s, history + key);
    const std::string verb = event == "move"      ? "moved"
                             : event == "conquer" ? "conquered"
                                                  : "won a combat";
    what = Name(s, source) + " has " + verb;
  }
  *found = what + " " + std::to_string(count) + " time(s) this turn, counting this one";
  return count == n;
}

}  // namespace arbiter::games::riftbound
