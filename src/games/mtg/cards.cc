#include "games/mtg/cards.h"

#include <cctype>
#include <map>
#include <nlohmann/json.hpp>

#include "games/mtg/card_text.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::games::mtg {
namespace {

using engine::Ability;
using engine::Action;
using engine::Card;

Action Act(const std::string& verb, std::map<std::string, engine::Value> args = {}) {
  Action a;
  a.verb = verb;
  a.args = std::move(args);
  return a;
}

Ability Triggered(const std::string& trigger, const std::string& text, std::vector<Action> effect,
                  int link_group = 0) {
  Ability a;
  a.kind = "triggered";
  a.trigger = trigger;
  a.text = text;
  a.effect = std::move(effect);
  a.link_group = link_group;
  return a;
}

Ability Static(const std::string& text, std::vector<Action> effect, int link_group) {
  Ability a;
  a.kind = "static";
  a.text = text;
  a.effect = std::move(effect);
  a.link_group = link_group;
  return a;
}

Ability Activated(const std::string& text, std::vector<Action> effect, int link_group) {
  Ability a;
  a.kind = "activated";
  a.text = text;
  a.effect = std::move(effect);
  a.link_group = link_group;
  return a;
}

// The hypothetical cards of rules-db/mtg/cards-hypothetical.oracle.json (not real cards: each
// exercises one kind of linked abilities of 607 that no sample card has). Each pair is linked
// (same link_group); the lines are the card's oracle text.
void HypotheticalBehaviour(Card* c) {
  const std::string& n = c->name;
  const std::vector<std::string> lines = SplitLines(c->rules_text);
  auto line = [&](size_t i) { return i < lines.size() ? lines[i] : std::string(); };
  if (n == "Hypothetical Void Jar") {  // 607.2b
    c->abilities = {Static(line(0), {Act("exile-instead-of-dying")}, 1),
                    Triggered("leaves", line(1), {Act("return-linked")}, 1)};
  } else if (n == "Hypothetical Summoning Gate") {  // 607.2c
    c->abilities = {Activated(line(0), {Act("put-from-hand-linked")}, 1),
                    Triggered("leaves", line(1), {Act("sacrifice-put-linked")}, 1)};
  } else if (n == "Hypothetical Revolving Cell") {  // 607.1c: one ability linked to itself
    const std::string t = "opponent-creature";
    c->abilities = {Activated(
        line(0),
        {Act("return-linked", {{"target", t}}), Act("exile-target-linked", {{"target", t}})}, 1)};
  } else if (n == "Hypothetical Prism Elf") {  // 607.2d on its own object, 607.5a when gained alone
    c->abilities = {Static(line(0), {Act("choose-as-enters", {{"what", std::string("color")}})}, 1),
                    Activated(line(1), {Act("add-mana-chosen")}, 1)};
  } else if (n == "Hypothetical Life Engine") {  // 607.2g
    c->abilities = {Static(line(0), {Act("pay-life-as-enters")}, 1),
                    Activated(line(1), {Act("gain-life-paid")}, 1)};
  } else if (n == "Hypothetical Blood Pact Golem") {  // 607.2j
    c->abilities = {Static(line(0), {Act("pay-life-as-cast")}, 1),
                    Triggered("enters", line(1), {Act("opponents-lose-paid")}, 1)};
  } else if (n == "Hypothetical Tide Oracle") {  // 607.2f
    c->abilities = {
        Static(line(0),
               {Act("choose-as-enters", {{"what", std::string("word")},
                                         {"options", std::vector<std::string>{"ebb", "flow"}}})},
               1),
        Activated(line(1), {Act("word-choice-effect")}, 1)};
  } else if (n == "Hypothetical Vault Warden") {  // 607.1a: a granted ability counts as printed
    std::string inner = line(0).substr(line(0).find('"') + 1);
    inner = inner.substr(0, inner.rfind('"'));
    Ability grant;  // the condition is checked as the granted ability is activated (602.2)
    grant.kind = "static";
    grant.text = line(0);
    grant.effect = {Act("grants-while", {{"needs", std::string("Artifact")}})};
    c->abilities = {
        grant,
        Activated(inner,
                  {Act("exile-target-linked", {{"target", std::string("opponent-creature")},
                                               {"needs", std::string("Artifact")}})},
                  1),
        Triggered("leaves", line(1), {Act("return-linked")}, 1)};
  } else if (n == "Hypothetical Twin Banner") {  // 607.2m: anchor words (614.12c)
    c->abilities = {
        Static(line(0),
               {Act("choose-as-enters", {{"what", std::string("anchor word")},
                                         {"anchor", true},
                                         {"options", std::vector<std::string>{"Sun", "Moon"}}})},
               1),
        Activated(line(1),
                  {Act("anchored-life", {{"anchor", std::string("Sun")}, {"amount", int64_t{2}}})},
                  1),
        Activated(
            line(2),
            {Act("anchored-life", {{"anchor", std::string("Moon")}, {"amount", int64_t{-2}}})}, 1)};
  } else if (n == "Hypothetical Grave Titanling") {  // 607.2q
    c->abilities = {Static(line(0), {Act("exile-card-to-cast")}, 1),
                    Triggered("leaves", line(1), {Act("return-linked")}, 1)};
  } else if (n == "Hypothetical Dawnward Jailer") {  // 607.1b: a nonmodal double-faced card
    c->abilities = {
        Activated(line(0),
                  {Act("exile-target-linked", {{"target", std::string("opponent-creature")},
                                               {"face", std::string("front")}})},
                  1),
        Triggered("leaves", line(3), {Act("return-linked", {{"face", std::string("back")}})}, 1)};
  } else if (n ==
             "Hypothetical Warden's Summons") {  // 607.1d: linked across the spell and its token
    const std::string token_text =
        "When this token leaves the battlefield, return the exiled card to the battlefield under "
        "its owner's control.";
    c->abilities = {{"spell",
                     "",
                     {},
                     {Act("exile-target-for-token", {{"target", std::string("opponent-creature")}}),
                      Act("create-linked-token", {{"text", token_text}})},
                     line(0)}};
  } else if (n == "Hypothetical Lantern of Omens") {  // 607.2h: static + triggered in one paragraph
                                                      // (603.11)
    const std::string text = line(0);
    const size_t cut = text.find(" Whenever");
    c->abilities = {Static(text.substr(0, cut), {Act("reveal-first-draw")}, 1),
                    Triggered("reveal-this-way", text.substr(cut + 1),
                              {Act("gain-life-revealed", {{"amount", int64_t{1}}})}, 1)};
  } else if (n == "Hypothetical Hoard Keeper") {  // 607.2n: linked by name, before the game
    c->abilities = {Static(line(0), {Act("pregame-exile")}, 1),
                    Activated(line(1), {Act("put-named-exiled-into-hand")}, 1)};
  } else if (n == "Hypothetical Tally Stone") {  // 607.2e
    c->abilities = {Activated(line(0), {Act("note-creatures")}, 1),
                    Activated(line(1), {Act("gain-life-noted")}, 1)};
  }
}

// What the module can do for each card's abilities. Programs use the verbs of module.cc's
// resolution ("exile-target-linked", "return-linked", ...); `trigger` is "enters" or "leaves";
// an Action arg "if" names an intervening-if condition (603.4), "target" a target requirement.
void AttachBehaviour(Card* c) {
  const std::string& n = c->name;
  if (n == "Banisher Priest") {
    c->abilities = {Triggered(
        "enters",
        "When Banisher Priest enters the battlefield, exile target creature an opponent controls "
        "until Banisher Priest leaves the battlefield.",
        {Act("exile-target-until-leaves", {{"target", std::string("opponent-creature")}})})};
  } else if (n == "Stormscape Battlemage") {
    Ability kicker;  // paid with the cast step's "kicked" (601.2b, 702.33d)
    kicker.kind = "cost";
    kicker.text = SplitLines(c->rules_text).at(0);
    c->abilities = {
        kicker,
        Triggered("enters",
                  "When Stormscape Battlemage enters the battlefield, if it was kicked with its "
                  "{W} kicker, you gain 3 life.",
                  {Act("gain-life", {{"amount", int64_t{3}}, {"if", std::string("kicked:W")}})}, 1),
        Triggered(
            "enters",
            "When Stormscape Battlemage enters the battlefield, if it was kicked with its {2}{B} "
            "kicker, destroy target nonblack creature. That creature can't be regenerated.",
            {Act("destroy-target", {{"target", std::string("nonblack-creature")},
                                    {"if", std::string("kicked:2B")},
                                    {"no_regenerate", true}})},
            2)};
  } else if (n == "Changeling Hero") {
    // One keyword line, two linked triggered abilities (702.72a, 607.2k).
    const std::string champion = SplitLines(c->rules_text).at(1);
    c->abilities = {Triggered("enters", champion, {Act("champion")}, 1),
                    Triggered("leaves", champion, {Act("return-linked")}, 1)};
  } else if (n == "Voice of All") {
    engine::Ability choose;
    choose.kind = "static";
    choose.text = "As Voice of All enters the battlefield, choose a color.";
    choose.effect = {Act("choose-as-enters", {{"what", std::string("color")}})};
    choose.link_group = 1;
    engine::Ability protection;
    protection.kind = "static";
    protection.text = "Voice of All has protection from the chosen color.";
    protection.effect = {Act("protection-from-chosen")};
    protection.link_group = 1;
    c->abilities = {choose, protection};
  } else if (n == "Paradise Plume") {
    engine::Ability choose;
    choose.kind = "static";
    choose.text = "As Paradise Plume enters the battlefield, choose a color.";
    choose.effect = {Act("choose-as-enters", {{"what", std::string("color")}})};
    choose.link_group = 1;
    engine::Ability mana;
    mana.kind = "activated";
    mana.text = "{T}: Add one mana of the chosen color.";
    mana.effect = {Act("add-mana-chosen")};
    mana.link_group = 1;
    c->abilities = {
        choose,
        Triggered("spell-cast",
                  "Whenever a player casts a spell of the chosen color, you may gain 1 life.",
                  {Act("gain-life", {{"amount", int64_t{1}}, {"may", true}})}, 1),
        mana};
  } else if (n == "Quicksilver Elemental") {
    Ability a;
    a.kind = "activated";
    a.text =
        "{U}: Quicksilver Elemental gains all activated abilities of target creature until end of "
        "turn.";
    a.effect = {Act("gain-activated-abilities", {{"target", std::string("creature")}})};
    c->abilities = {a};
  } else if (n == "Arc-Slogger") {
    Ability a;
    a.kind = "activated";
    a.text =
        "{R}, Exile the top ten cards of your library: Arc-Slogger deals 2 damage to any target.";
    a.cost = {Act("exile-top", {{"amount", int64_t{10}}})};
    a.effect = {Act("deal-damage", {{"target", std::string("any")}, {"amount", int64_t{2}}})};
    c->abilities = {a};
  } else if (n == "Sisters of Stone Death") {
    Ability exile;
    exile.kind = "activated";
    exile.text = "{B}{G}: Exile target creature blocking or blocked by Sisters of Stone Death.";
    exile.effect = {
        Act("exile-target-linked", {{"target", std::string("blocking-or-blocked-by-source")}})};
    exile.link_group = 1;
    Ability back;
    back.kind = "activated";
    back.text =
        "{2}{B}: Put a creature card exiled with Sisters of Stone Death onto the battlefield under "
        "your control.";
    back.effect = {Act("put-linked-onto-battlefield")};
    back.link_group = 1;
    c->abilities = {exile, back};
  } else if (n == "Doom Blade") {
    c->abilities = {{"spell",
                     "",
                     {},
                     {Act("destroy-target", {{"target", std::string("nonblack-creature")}})},
                     "Destroy target nonblack creature."}};
  } else if (n == "Cancel" || n == "Counterspell") {
    c->abilities = {{"spell",
                     "",
                     {},
                     {Act("counter-target", {{"target", std::string("spell")}})},
                     "Counter target spell."}};
  } else if (StartsWith(n, "Hypothetical ")) {
    HypotheticalBehaviour(c);
  } else if (n == "Mossbridge Troll") {
    Ability a;
    a.kind = "static";
    a.text = "If Mossbridge Troll would be destroyed, regenerate it.";
    a.effect = {Act("regenerate-static")};
    c->abilities = {a};
  } else if (n == "Drudge Skeletons" || n == "River Boa") {
    Ability a;
    a.kind = "activated";
    a.text = SplitLines(c->rules_text).back();  // "{B}: Regenerate Drudge Skeletons. (...)"
    a.effect = {Act("regenerate-self")};
    c->abilities = {a};
  }
}

Card FromJson(const nlohmann::json& j) {
  Card c;
  c.name = j.value("name", "");
  const std::string type_line = j.contains("type_line") && j["type_line"].is_string()
                                    ? j["type_line"].get<std::string>()
                                    : "";
  const size_t dash = type_line.find("\xE2\x80\x94");  // " — "
  std::string types = std::string(Trim(type_line.substr(0, dash)));
  for (const char* super : {"Legendary ", "Basic ", "Snow ", "World "}) {
    if (StartsWith(types, super)) types = types.substr(std::string(super).size());
  }
  if (StartsWith(type_line, "Basic "))
    c.stats["basic"] = 1;  // the supertype, for "basic land card"
  c.type = types;
  if (dash != std::string::npos) {
    for (const std::string& s : Split(std::string(Trim(type_line.substr(dash + 3))), ' ')) {
      if (!s.empty()) c.subtypes.push_back(s);
    }
  }
  auto num = [&](const char* key) -> int {
    if (!j.contains(key) || !j[key].is_string()) return -1;
    const std::string v = j[key].get<std::string>();
    return !v.empty() && std::isdigit(static_cast<unsigned char>(v[0])) ? std::atoi(v.c_str()) : 0;
  };
  if (num("power") >= 0) c.stats["power"] = num("power");
  if (num("toughness") >= 0) c.stats["toughness"] = num("toughness");
  const std::string cost = j.contains("mana_cost") && j["mana_cost"].is_string()
                               ? j["mana_cost"].get<std::string>()
                               : "";
  c.stats["mana_value"] = ManaValue(cost);
  // A split card "A // B" carries both halves' costs "{1}{R} // {1}{U}" (709.4b): ManaValue adds
  // them.
  c.rules_text = j.contains("oracle_text") && j["oracle_text"].is_string()
                     ? j["oracle_text"].get<std::string>()
                     : "";
  for (const std::string& colour : {"W", "U", "B", "R", "G"}) {
    if (cost.find(colour) != std::string::npos) c.domains.push_back(colour);
  }
  AttachBehaviour(&c);
  CompleteOracleText(&c);  // every other line of the oracle text is named, never dropped
  return c;
}

}  // namespace

int ManaValue(const std::string& cost) {
  int total = 0;
  size_t i = 0;
  while ((i = cost.find('{', i)) != std::string::npos) {
    const size_t e = cost.find('}', i);
    if (e == std::string::npos) break;
    const std::string sym = cost.substr(i + 1, e - i - 1);
    if (!sym.empty() && std::isdigit(static_cast<unsigned char>(sym[0]))) {
      total += std::atoi(sym.c_str());
    } else if (sym != "X" && sym != "Y" && sym != "Z") {
      total += 1;
    }
    i = e + 1;
  }
  return total;
}

bool HasType(const engine::Card& card, const std::string& type) {
  for (const std::string& t : Split(card.type, ' ')) {
    if (t == type) return true;
  }
  for (const std::string& t : card.subtypes) {
    if (t == type) return true;
  }
  return false;
}

Result<std::vector<engine::Card>> ParseCardFile(std::string_view text, const std::string& file) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::exception& e) {
    return Status::Corruption(file + ": not an MTG card file: " + e.what());
  }
  auto cards = j.is_object() ? j.find("cards") : j.end();
  if (!j.is_object() || cards == j.end() || !cards->is_array()) {
    return Status::Corruption(file + ": not an MTG card file (expected {\"cards\": [...]})");
  }
  std::vector<engine::Card> out;
  for (const auto& c : *cards) {
    if (!c.is_object()) return Status::Corruption(file + ": a card entry is not an object");
    out.push_back(FromJson(c));
  }
  return out;
}

}  // namespace arbiter::games::mtg
