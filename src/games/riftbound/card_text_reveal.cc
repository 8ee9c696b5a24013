#include "games/riftbound/card_text_reveal.h"

#include <regex>

#include "games/riftbound/card_text.h"

namespace arbiter::games::riftbound {

size_t CompileRevealHandSpan(const std::string& text, std::vector<engine::Action>* out) {
  static const std::regex kRevealHand(
      R"(^They reveal their hand(?:\. Choose| and you choose) an? (?:(Fury|Calm|Mind|Body|Chaos|Order) )?(card|non-unit card|unit|gear|spell) from it(?:, and (?:they )?|\. They )(discard|recycle) that card\.)");
  std::smatch m;
  if (!std::regex_search(text, m, kRevealHand)) return 0;
  engine::Action a;
  a.verb = "reveal_hand";
  a.args["player"] = std::string(kChosenPlayer);
  const std::string what = m[2].str();
  a.args["filter"] = std::string(what == "non-unit card" ? "non-unit" : what);
  if (m[1].matched) a.args["domain"] = m[1].str();
  a.args["then"] = m[3].str();
  out->push_back(a);
  return static_cast<size_t>(m.length(0));
}

}  // namespace arbiter::games::riftbound
