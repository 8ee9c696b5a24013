#include "games/riftbound/look_and_play.h"

#include <regex>

namespace arbiter::games::riftbound {
namespace {

// A count of cards as printed: digits or a word.
int64_t Number(const std::string& w) {
  if (w == "two") return 2;
  if (w == "three") return 3;
  if (w == "four") return 4;
  if (w == "five") return 5;
  return std::stoi(w);
}

}  // namespace

size_t CompileLookAndPlaySpan(const std::string& text, std::vector<engine::Action>* out) {
  // (1) look at (128.4) or reveal (424.1) N cards; (2) "banish one / a unit from among them, then
  // play it" (427.1, 419.3) or "play one (of them)" from the deck (424.1.a.2); (3) its cost ignored
  // (356.1.b.1, 356.1.b.2) or reduced (356.4.b); (4) the rest recycled (416.1) or drawn (413.1).
  static const std::regex kLookPlay(
      R"(^(Look at|Reveal) the top (\d+|two|three|four|five) cards of your Main Deck\. You may (?:banish (?:one|an? (unit|gear|spell) from among them)(?:, then| and) play it|play one(?: of them)?)(?:, (?:ignoring its (Energy )?cost|reducing its cost by \[(\d+)\]))?\. (?:Then )?([Rr]ecycle the rest|Recycle the remaining cards|Draw any you did not play this way)\.)");
  // "Banish the top card of your Main Deck. You may play it, ignoring its Energy cost.": banished
  // (427.1), then it may be played from Banishment (419.3); not played, it stays there.
  static const std::regex kBanishPlay(
      R"(^Banish the top card of your Main Deck\. You may play it, ignoring its (Energy )?cost\.)");
  std::smatch m;
  if (std::regex_search(text, m, kBanishPlay)) {
    engine::Action a;
    a.verb = "look_at_top";
    a.args["count"] = int64_t{1};
    a.args["filter"] = std::string("card");
    a.args["optional"] = true;
    a.args["play"] = true;
    a.args["banish_all"] = true;
    a.args["ignore"] = std::string(m[1].matched ? "energy" : "cost");
    out->push_back(a);
    return static_cast<size_t>(m.length(0));
  }
  // "You may reveal from among them a unit or gear with Energy cost no more than [3] and with
  // Power cost no more than [A] and draw it. Recycle the rest.": revealed (424.1) and drawn
  // (413.1) when its printed costs are within the caps (206).
  static const std::regex kLookCapped(
      R"(^Look at the top (\d+|two|three|four|five) cards of your Main Deck\. You may reveal from among them an? (unit or gear|unit|gear|spell|card) with Energy cost no more than \[(\d+)\](?: and with Power cost no more than ((?:\[A\])+))? and draw it\. (?:Then )?[Rr]ecycle the rest\.)");
  if (std::regex_search(text, m, kLookCapped)) {
    engine::Action a;
    a.verb = "look_at_top";
    a.args["count"] = Number(m[1].str());
    a.args["filter"] = m[2].str() == "unit or gear" ? std::string("permanent") : m[2].str();
    a.args["optional"] = true;
    a.args["max_energy"] = static_cast<int64_t>(std::stoi(m[3].str()));
    if (m[4].matched) a.args["max_power"] = static_cast<int64_t>(m[4].length() / 3);
    out->push_back(a);
    return static_cast<size_t>(m.length(0));
  }
  if (!std::regex_search(text, m, kLookPlay)) return 0;
  engine::Action a;
  a.verb = "look_at_top";
  a.args["count"] = Number(m[2].str());
  a.args["filter"] = m[3].matched ? m[3].str() : std::string("card");
  a.args["optional"] = true;  // "You may" (383.3.a.3)
  a.args["play"] = true;
  if (m[1].str() == "Reveal") a.args["reveal"] = true;
  if (m.str(0).find("You may banish") != std::string::npos) a.args["banish"] = true;
  if (m.str(0).find(", ignoring its") != std::string::npos)
    a.args["ignore"] = std::string(m[4].matched ? "energy" : "cost");
  if (m[5].matched) a.args["reduce"] = static_cast<int64_t>(std::stoi(m[5].str()));
  a.args["rest"] =
      std::string(m[6].str() == "Draw any you did not play this way" ? "draw" : "recycle");
  out->push_back(a);
  return static_cast<size_t>(m.length(0));
}

}  // namespace arbiter::games::riftbound
