#include "games/mtg/cards.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <nlohmann/json.hpp>

#include "games/mtg/card_text.h"
#include "games/mtg/mana_payment.h"
#include "util/files.h"
#include "util/strings.h"
#include "util/text_limits.h"

namespace arbiter::games::mtg {
namespace {

using engine::Card;

Card FromJson(const nlohmann::json& j, bool compile) {
  Card c;
  c.name = j.contains("name") && j["name"].is_string() ? j["name"].get<std::string>() : "";
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
  c.mana_cost = cost;  // for "pay_mana" (mana_payment.h)
  // A split card "A // B" carries both halves' costs "{1}{R} // {1}{U}" (709.4b): ManaValue adds
  // them.
  c.rules_text = j.contains("oracle_text") && j["oracle_text"].is_string()
                     ? j["oracle_text"].get<std::string>()
                     : "";
  for (const char* colour : {"W", "U", "B", "R", "G"}) {
    if (cost.find(colour) != std::string::npos) c.domains.push_back(colour);
  }
  // The abilities come from rules-db/mtg/card-scripts.json (data, merged by the card catalog) and
  // from the oracle text's templates; every other line of the oracle text is named, never dropped.
  if (compile) CompleteOracleText(&c);
  return c;
}

// Corruption naming the card when one of the fields whose numbers are read as int (its oracle
// text, compiled by card_text.h; its mana cost, power and toughness) holds a number too long, or
// when a line of its oracle text is too long for card_text.h's std::regex (util/text_limits.h).
Status CheckTextLimits(const nlohmann::json& j, const std::string& file) {
  const std::string name =
      j.contains("name") && j["name"].is_string() ? j["name"].get<std::string>() : "";
  for (const char* key : {"oracle_text", "mana_cost", "power", "toughness"}) {
    if (!j.contains(key) || !j[key].is_string()) continue;
    const std::string text = j[key].get<std::string>();
    if (const size_t longest = LongestLine(text); longest > kMaxTextLineBytes) {
      return Status::Corruption(file + ": card '" + name + "': a line of its " + key + " is " +
                                std::to_string(longest) + " bytes long, more than " +
                                std::to_string(kMaxTextLineBytes));
    }
    const std::string_view n = FirstLongNumber(text);
    if (n.empty()) continue;
    return Status::Corruption(file + ": card '" + name + "': the number " +
                              std::string(n.substr(0, 24)) + (n.size() > 24 ? "..." : "") +
                              " in its " + key + " has more than " +
                              std::to_string(kMaxTextNumberDigits) + " digits");
  }
  return Status::Ok();
}

}  // namespace

int ManaValue(const std::string& cost) {
  // Summed in 64 bits, each symbol's number and the total capped at kMaxManaValue: a cost's text
  // comes from card files and scenarios.
  int64_t total = 0;
  size_t i = 0;
  while ((i = cost.find('{', i)) != std::string::npos) {
    const size_t e = cost.find('}', i);
    if (e == std::string::npos) break;
    const std::string sym = cost.substr(i + 1, e - i - 1);
    if (!sym.empty() && std::isdigit(static_cast<unsigned char>(sym[0]))) {
      int64_t n = 0;
      for (size_t k = 0; k < sym.size() && IsAsciiDigit(sym[k]) && n <= kMaxManaValue; ++k)
        n = n * 10 + (sym[k] - '0');
      total += std::min<int64_t>(n, kMaxManaValue);
    } else if (sym != "X" && sym != "Y" && sym != "Z") {
      total += 1;
    }
    i = e + 1;
    total = std::min<int64_t>(total, kMaxManaValue);
  }
  return static_cast<int>(total);
}

const std::vector<std::string>& CreatureTypes() {
  // CR 2026-09-25 205.3m, the list of creature types (generated from the rule's text).
  static const std::vector<std::string> kTypes = {"Advisor",      "Aetherborn",
                                                  "Alien",        "Ally",
                                                  "Angel",        "Antelope",
                                                  "Ape",          "Archer",
                                                  "Archon",       "Armadillo",
                                                  "Army",         "Artificer",
                                                  "Assassin",     "Assembly-Worker",
                                                  "Astartes",     "Atog",
                                                  "Aurochs",      "Avatar",
                                                  "Azra",         "Badger",
                                                  "Balloon",      "Barbarian",
                                                  "Bard",         "Basilisk",
                                                  "Bat",          "Bear",
                                                  "Beast",        "Beaver",
                                                  "Beeble",       "Beholder",
                                                  "Berserker",    "Bird",
                                                  "Bison",        "Blinkmoth",
                                                  "Boar",         "Bringer",
                                                  "Brushwagg",    "Camarid",
                                                  "Camel",        "Capybara",
                                                  "Caribou",      "Carrier",
                                                  "Cat",          "Centaur",
                                                  "Child",        "Chimera",
                                                  "Citizen",      "Cleric",
                                                  "Clown",        "Cockatrice",
                                                  "Construct",    "Coward",
                                                  "Coyote",       "Crab",
                                                  "Crocodile",    "Custodes",
                                                  "Cyberman",     "Cyclops",
                                                  "C’tan",        "Dalek",
                                                  "Dauthi",       "Demigod",
                                                  "Demon",        "Deserter",
                                                  "Detective",    "Devil",
                                                  "Dinosaur",     "Djinn",
                                                  "Doctor",       "Dog",
                                                  "Dragon",       "Drake",
                                                  "Dreadnought",  "Drix",
                                                  "Drone",        "Druid",
                                                  "Dryad",        "Dwarf",
                                                  "Echidna",      "Efreet",
                                                  "Egg",          "Elder",
                                                  "Eldrazi",      "Elemental",
                                                  "Elephant",     "Elf",
                                                  "Elk",          "Employee",
                                                  "Eternal",      "Eye",
                                                  "Faerie",       "Ferret",
                                                  "Fish",         "Flagbearer",
                                                  "Fox",          "Fractal",
                                                  "Frog",         "Fungus",
                                                  "Gamer",        "Gamma",
                                                  "Gargoyle",     "Germ",
                                                  "Giant",        "Giraffe",
                                                  "Gith",         "Glimmer",
                                                  "Gnoll",        "Gnome",
                                                  "Goat",         "Goblin",
                                                  "God",          "Golem",
                                                  "Gorgon",       "Graveborn",
                                                  "Gremlin",      "Griffin",
                                                  "Guest",        "Hag",
                                                  "Halfling",     "Hamster",
                                                  "Harpy",        "Hedgehog",
                                                  "Hellion",      "Hero",
                                                  "Hippo",        "Hippogriff",
                                                  "Homarid",      "Homunculus",
                                                  "Horror",       "Horse",
                                                  "Human",        "Hydra",
                                                  "Hyena",        "Illusion",
                                                  "Imp",          "Incarnation",
                                                  "Inhuman",      "Inkling",
                                                  "Inquisitor",   "Insect",
                                                  "Jackal",       "Jellyfish",
                                                  "Juggernaut",   "Kangaroo",
                                                  "Kavu",         "Kirin",
                                                  "Kithkin",      "Knight",
                                                  "Kobold",       "Kor",
                                                  "Kraken",       "Kree",
                                                  "Lamia",        "Lammasu",
                                                  "Leech",        "Lemur",
                                                  "Leviathan",    "Lhurgoyf",
                                                  "Licid",        "Lizard",
                                                  "Llama",        "Lobster",
                                                  "Manticore",    "Masticore",
                                                  "Mercenary",    "Merfolk",
                                                  "Metathran",    "Minion",
                                                  "Minotaur",     "Mite",
                                                  "Mole",         "Monger",
                                                  "Mongoose",     "Monk",
                                                  "Monkey",       "Moogle",
                                                  "Moonfolk",     "Mount",
                                                  "Mouse",        "Mutant",
                                                  "Myr",          "Mystic",
                                                  "Nautilus",     "Necron",
                                                  "Nephilim",     "Nightmare",
                                                  "Nightstalker", "Ninja",
                                                  "Noble",        "Noggle",
                                                  "Nomad",        "Nymph",
                                                  "Octopus",      "Ogre",
                                                  "Ooze",         "Orb",
                                                  "Orc",          "Orgg",
                                                  "Otter",        "Ouphe",
                                                  "Ox",           "Oyster",
                                                  "Pangolin",     "Peasant",
                                                  "Pegasus",      "Pentavite",
                                                  "Performer",    "Pest",
                                                  "Phelddagrif",  "Phoenix",
                                                  "Phyrexian",    "Pilot",
                                                  "Pincher",      "Pirate",
                                                  "Plant",        "Platypus",
                                                  "Porcupine",    "Possum",
                                                  "Praetor",      "Primarch",
                                                  "Prism",        "Processor",
                                                  "Qu",           "Rabbit",
                                                  "Raccoon",      "Ranger",
                                                  "Rat",          "Rebel",
                                                  "Reflection",   "Rhino",
                                                  "Rigger",       "Robot",
                                                  "Rogue",        "Sable",
                                                  "Salamander",   "Samurai",
                                                  "Sand",         "Saproling",
                                                  "Satyr",        "Scarecrow",
                                                  "Scientist",    "Scion",
                                                  "Scorpion",     "Scout",
                                                  "Sculpture",    "Seal",
                                                  "Serf",         "Serpent",
                                                  "Servo",        "Shade",
                                                  "Shaman",       "Shapeshifter",
                                                  "Shark",        "Sheep",
                                                  "Shi’ar",       "Siren",
                                                  "Skeleton",     "Skrull",
                                                  "Skunk",        "Slith",
                                                  "Sliver",       "Sloth",
                                                  "Slug",         "Snail",
                                                  "Snake",        "Soldier",
                                                  "Soltari",      "Sorcerer",
                                                  "Spawn",        "Specter",
                                                  "Spellshaper",  "Sphinx",
                                                  "Spider",       "Spike",
                                                  "Spirit",       "Splinter",
                                                  "Sponge",       "Spy",
                                                  "Squid",        "Squirrel",
                                                  "Starfish",     "Surrakar",
                                                  "Survivor",     "Symbiote",
                                                  "Synth",        "Tentacle",
                                                  "Tetravite",    "Thalakos",
                                                  "Thopter",      "Thrull",
                                                  "Tiefling",     "Time Lord",
                                                  "Toy",          "Treefolk",
                                                  "Trilobite",    "Triskelavite",
                                                  "Troll",        "Turtle",
                                                  "Tyranid",      "Unicorn",
                                                  "Utrom",        "Vampire",
                                                  "Varmint",      "Vedalken",
                                                  "Villain",      "Volver",
                                                  "Wall",         "Walrus",
                                                  "Warlock",      "Warrior",
                                                  "Weasel",       "Weird",
                                                  "Werewolf",     "Whale",
                                                  "Wizard",       "Wolf",
                                                  "Wolverine",    "Wombat",
                                                  "Worm",         "Wraith",
                                                  "Wurm",         "Yeti",
                                                  "Zombie",       "Zubera"};
  return kTypes;
}

bool IsCreatureType(const std::string& type) {
  const std::vector<std::string>& types = CreatureTypes();
  return std::binary_search(types.begin(), types.end(), type);
}

bool HasChangeling(const engine::Card& card) {
  for (const engine::Ability& ab : card.abilities) {
    for (const engine::Action& a : ab.effect) {
      if (a.verb == "keyword" && a.args.count("word") &&
          std::get_if<std::string>(&a.args.at("word")) &&
          *std::get_if<std::string>(&a.args.at("word")) == "changeling")
        return true;
    }
  }
  return false;
}

bool HasType(const engine::Card& card, const std::string& type) {
  // Changeling: "This object is every creature type" (702.73a).
  if (IsCreatureType(type) && HasChangeling(card)) return true;
  for (const std::string& t : Split(card.type, ' ')) {
    if (t == type) return true;
  }
  for (const std::string& t : card.subtypes) {
    if (t == type) return true;
  }
  return false;
}

Result<std::vector<engine::Card>> ParseCardFile(std::string_view text, const std::string& file,
                                                bool compile) {
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
    if (Status s = CheckTextLimits(c, file); !s.ok()) return s;
    out.push_back(FromJson(c, compile));
  }
  return out;
}

}  // namespace arbiter::games::mtg
