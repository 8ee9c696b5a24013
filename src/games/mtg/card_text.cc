#include "games/mtg/card_text.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <regex>

#include "engine/unmodelled.h"
#include "games/mtg/divided_damage.h"
#include "util/strings.h"

namespace arbiter::games::mtg {
namespace {

using engine::Ability;

// Keyword abilities that only change combat (702.9 flying ... 702.14 landwalk, 702.19 trample...):
// this module has no declare-attackers or declare-blockers step, so none of them can apply.
// Lifelink and deathtouch change only damage a creature deals, which here happens only in combat.
bool IsCombatKeyword(const std::string& word) {
  static const std::vector<std::string> kWords = {
      "flying",       "reach",      "first strike", "double strike", "vigilance", "trample",
      "menace",       "defender",   "haste",        "islandwalk",    "swampwalk", "forestwalk",
      "mountainwalk", "plainswalk", "shadow",       "horsemanship",  "fear",      "intimidate",
      "skulk",        "lifelink",   "deathtouch"};
  return std::find(kWords.begin(), kWords.end(), word) != kWords.end();
}

// Keywords the module's attack and block declarations enforce (module.cc DeclareCombat): defender
// (702.3b), flying (702.9b), intimidate (702.13b), landwalk (702.14c), reach (702.17b), vigilance
// (702.20b), fear (702.36b); those its damage reads: wither (702.80a), lifelink (702.15b),
// deathtouch (702.2b), and in the combat damage step first strike (702.7b), double strike
// (702.4b) and trample (702.19b); haste (702.10b, 702.10c: the module's summoning sickness,
// 302.6); changeling (702.73a), which cards.h HasType reads; flash (702.8a: the cast step's
// timing check, 117.1a).
bool IsEnforcedKeyword(const std::string& word) {
  static const std::vector<std::string> kWords = {
      "defender",   "flying",    "intimidate", "reach",        "vigilance",    "fear",
      "islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk",   "wither",
      "changeling", "lifelink",  "deathtouch", "trample",      "first strike", "double strike",
      "haste",      "flash",     "shroud",     "hexproof"};
  return std::find(kWords.begin(), kWords.end(), word) != kWords.end();
}

Ability OracleAbility(const std::string& kind, const std::string& trigger,
                      const std::string& text) {
  Ability a;
  a.kind = kind;
  a.trigger = trigger;
  a.text = text;
  return a;
}

constexpr const char* kNoProgram = "no program is written for it";
constexpr const char* kCombat = "it matters only in combat, and this module deals no combat damage";
constexpr const char* kNever =
    "only paying mana from a pool would make it matter, and only Quicksilver Elemental's form of "
    "this permission is read as mana is paid";

engine::Action OracleAct(const std::string& verb, std::map<std::string, engine::Value> args) {
  engine::Action a;
  a.verb = verb;
  a.args = std::move(args);
  return a;
}

bool Contains(const std::string& s, const char* what) { return s.find(what) != std::string::npos; }

// Lines whose words the module runs without a card-specific program: a few templates of oracle
// text. Returns false when none matches.
bool CompileOne(const std::string& text, const std::string& t, Ability* out);

// The exile and return abilities of 607.2a ("When this enters, exile target creature." / "When
// this leaves the battlefield, return the exiled card ..."): one link group per card, 1.
std::string TargetRequirement(const std::string& words) {
  if (words == "target creature") return "creature";
  if (words == "another target creature") return "another-creature";
  if (words == "another target nonland permanent") return "another-nonland-permanent";
  if (words == "target creature an opponent controls") return "opponent-creature";
  if (words == "target nonland permanent") return "nonland-permanent";
  return "";
}

// "a"/"one" .. "ten" as a number; 0 for any other word.
int64_t NumberWord(const std::string& w) {
  static const std::vector<std::string> kWords = {"one", "two",   "three", "four", "five",
                                                  "six", "seven", "eight", "nine", "ten"};
  if (w == "a" || w == "an") return 1;
  for (size_t i = 0; i < kWords.size(); ++i) {
    if (w == kWords[i]) return static_cast<int64_t>(i) + 1;
  }
  return 0;
}

// "target creature", "target attacking creature", "target red or green creature", "target
// creature with flying", "target Treefolk or Forest", "target nonbasic land", "target player"
// (115.1): the requirement kind TargetLegal reads and, for the words that narrow it, a filter of
// '|'-separated alternatives (a color letter, a keyword in lower case, a card type or subtype).
// False for any other words.
bool TargetPhrase(const std::string& words, std::string* kind, std::string* filter) {
  static const std::map<std::string, std::string> kColor = {
      {"white", "W"}, {"blue", "U"}, {"black", "B"}, {"red", "R"}, {"green", "G"}};
  static const std::regex kColored(
      R"(^target (white|blue|black|red|green)(?: or (white|blue|black|red|green))? creature$)");
  static const std::regex kTyped(R"(^target ([A-Z][a-z]+)(?: or ([A-Z][a-z]+))?( creature)?$)");
  std::smatch m;
  filter->clear();
  if (words == "target creature" || words == "target attacking creature" ||
      words == "target blocking creature" || words == "target nonbasic land" ||
      words == "target player" || words == "target artifact" || words == "target enchantment" ||
      words == "target permanent" || words == "target nonland permanent") {
    *kind = words.substr(7);
    std::replace(kind->begin(), kind->end(), ' ', '-');
    return true;
  }
  if (words == "target creature you control") {
    *kind = "creature-you-control";
    return true;
  }
  if (words == "target attacking or blocking creature") {  // 506.4: attacking or blocking
    *kind = "attacking-or-blocking-creature";
    return true;
  }
  if (words == "target player or planeswalker") {  // 115.1
    *kind = "player-or-planeswalker";
    return true;
  }
  if (words == "target land") {
    *kind = "permanent";
    *filter = "Land";
    return true;
  }
  // "target non-Elf creature", "target noncreature permanent": a type it must not have (205).
  static const std::regex kNonSub(R"(^target non-([A-Z][a-z]+) creature$)");
  static const std::regex kNonType(R"(^target non(artifact|creature|enchantment|land) permanent$)");
  if (std::regex_match(words, m, kNonSub)) {
    *kind = "creature";
    *filter = "non" + m[1].str();
    return true;
  }
  if (std::regex_match(words, m, kNonType)) {
    std::string type = m[1].str();
    type[0] = static_cast<char>(type[0] - 'a' + 'A');
    *kind = "permanent";
    *filter = "non" + type;
    return true;
  }
  // A card in a graveyard (115.1, 404.1): "target creature card from your graveyard", "another
  // target Goblin card from your graveyard", "target instant or sorcery card from your graveyard",
  // "target artifact creature card from your graveyard" (both types: "Artifact+Creature"),
  // "target card from a graveyard".
  static const std::regex kGrave(
      R"(^(another )?target (?:([A-Za-z]+(?: [A-Za-z]+)?) )?card from (your|a) graveyard$)");
  if (std::regex_match(words, m, kGrave)) {
    if (m[1].matched && m[3].str() != "your") return false;
    *kind = m[1].matched           ? "another-card-in-your-graveyard"
            : m[3].str() == "your" ? "card-in-your-graveyard"
                                   : "card-in-a-graveyard";
    if (!m[2].matched) return true;
    auto word = [](std::string w) {
      static const std::map<std::string, std::string> kColorLetter = {
          {"white", "W"}, {"blue", "U"}, {"black", "B"}, {"red", "R"}, {"green", "G"}};
      if (kColorLetter.count(w)) return kColorLetter.at(w);
      static const std::vector<std::string> kTypes = {"artifact", "creature", "enchantment",
                                                      "land",     "instant",  "sorcery"};
      if (std::find(kTypes.begin(), kTypes.end(), w) != kTypes.end())
        w[0] = static_cast<char>(w[0] - 'a' + 'A');
      return w;
    };
    const std::vector<std::string> parts = Split(m[2].str(), ' ');
    *filter = parts.size() == 1 ? word(parts[0]) : word(parts[0]) + "+" + word(parts[1]);
    return true;
  }
  static const std::regex kGraveOr(R"(^target ([a-z]+) or ([a-z]+) card from (your|a) graveyard$)");
  if (std::regex_match(words, m, kGraveOr)) {
    std::string a = m[1].str(), b = m[2].str();
    for (std::string* w : {&a, &b}) (*w)[0] = static_cast<char>((*w)[0] - 'a' + 'A');
    *kind = m[3].str() == "your" ? "card-in-your-graveyard" : "card-in-a-graveyard";
    *filter = a + "|" + b;
    return true;
  }
  if (words == "target artifact, creature, or land") {
    *kind = "artifact-creature-or-land";
    return true;
  }
  // "target artifact or enchantment", "target creature or land": either card type.
  static const std::regex kTypes(R"(^target (artifact|creature|enchantment|land) or )"
                                 R"((artifact|creature|enchantment|land)$)");
  if (std::regex_match(words, m, kTypes)) {
    auto cap = [](std::string w) {
      w[0] = static_cast<char>(w[0] - 'a' + 'A');
      return w;
    };
    *kind = "permanent";
    *filter = cap(m[1].str()) + "|" + cap(m[2].str());
    return true;
  }
  if (words == "target creature with flying") {
    *kind = "creature";
    *filter = "flying";
    return true;
  }
  if (std::regex_match(words, m, kColored)) {
    *kind = "creature";
    *filter = kColor.at(m[1].str()) + (m[2].matched ? "|" + kColor.at(m[2].str()) : "");
    return true;
  }
  if (std::regex_match(words, m, kTyped)) {
    *kind = m[3].matched ? "creature" : "permanent";
    *filter = m[1].str() + (m[2].matched ? "|" + m[2].str() : "");
    return true;
  }
  return false;
}

// An action on a target: its requirement and filter, if the words name one that is not a player.
bool TargetAct(const std::string& verb, const std::string& words,
               std::map<std::string, engine::Value> args, engine::Action* out) {
  std::string kind, filter;
  if (!TargetPhrase(words, &kind, &filter) || kind == "player" || kind == "player-or-planeswalker")
    return false;
  args["target"] = kind;
  if (!filter.empty()) args["filter"] = filter;
  *out = OracleAct(verb, std::move(args));
  return true;
}

// "Add {B} or {R}." / "Add {W}{W}, {W}{U}, or {U}{U}." (106.4): the mana one activation adds,
// one of the options; each option is its symbols ("{W}{U}"). False for other words.
bool ManaOptions(const std::string& t, std::vector<std::string>* options) {
  static const std::regex kOr(R"(^Add (\{[WUBRGC]\}) or (\{[WUBRGC]\})\.$)");
  static const std::regex kThree(
      R"(^Add ((?:\{[WUBRGC]\}){2}), ((?:\{[WUBRGC]\}){2}), or ((?:\{[WUBRGC]\}){2})\.$)");
  std::smatch m;
  if (std::regex_match(t, m, kOr)) {
    *options = {m[1].str(), m[2].str()};
    return true;
  }
  if (std::regex_match(t, m, kThree)) {
    *options = {m[1].str(), m[2].str(), m[3].str()};
    return true;
  }
  return false;
}

// The sentences of effect text in order (608.2c): a sentence ends at a period and a space outside
// parentheses and quotes; reminder text in parentheses (207.2) stays with the sentence before it.
std::vector<std::string> Sentences(const std::string& t) {
  std::vector<std::string> out;
  std::string current;
  int depth = 0;
  bool quoted = false;
  for (size_t i = 0; i < t.size(); ++i) {
    const char c = t[i];
    current += c;
    if (c == '"') quoted = !quoted;
    if (c == '(') ++depth;
    if (c == ')' && depth > 0) --depth;
    const bool boundary = (c == '.' || c == ')') && depth == 0 && !quoted && i + 1 < t.size() &&
                          t[i + 1] == ' ' && (i + 2 >= t.size() || t[i + 2] != '(');
    if (boundary && (c == '.' || t[i - 1] == '.')) {
      out.push_back(current);
      current.clear();
      ++i;  // the space
    }
  }
  if (!current.empty()) out.push_back(current);
  return out;
}

// A sentence without the reminder text that ends it ("Clash with an opponent. (Each ...)" ->
// "Clash with an opponent.").
std::string WithoutReminder(const std::string& s) {
  if (!EndsWith(s, ")")) return s;
  int depth = 0;
  for (size_t i = s.size(); i-- > 0;) {
    if (s[i] == ')') ++depth;
    if (s[i] == '(' && --depth == 0) return i == 0 ? s : std::string(Trim(s.substr(0, i)));
  }
  return s;
}

}  // namespace

namespace {

// One sentence of effect text (CompileEffect's templates).
bool CompileSentence(const std::string& t, std::vector<engine::Action>* out) {
  static const std::regex kDraw(R"(^Draw (a|two|three|four|five) cards?\.$)");
  static const std::regex kGain(R"(^You gain (\d+) life\.$)");
  static const std::regex kDestroy(R"(^Destroy (target [^.]+)\.$)");
  static const std::regex kDamage(R"(^~ deals (\d+) damage to (any target|target [^.]+)\.$)");
  static const std::regex kPump(
      R"(^(Target [^.]+?|Enchanted creature) gets ([+-]\d+)/([+-]\d+) until end of turn\.$)");
  static const std::regex kAdd(R"(^Add \{([WUBRGC])\}\.$)");
  static const std::regex kAddSeveral(R"(^Add ((?:\{[WUBRGC]\}){2,})\.$)");
  static const std::regex kSelfPump(R"(^~ gets ([+-]\d+)/([+-]\d+) until end of turn\.$)");
  static const std::regex kTap(R"(^(Tap|Untap) (~|target [^.]+)\.$)");
  static const std::regex kRegenerate(R"(^Regenerate (target [^.]+)\.$)");
  static const std::regex kLose(
      R"(^(Target player|Each player|Each opponent) loses (\d+) life(?: and you gain (\d+) life)?\.$)");
  static const std::regex kMill(R"(^Target player mills (a|two|three|four|five) cards?\.$)");
  static const std::regex kCounters(
      R"(^Put (a|two|three) ([+-]1/[+-]1) counters? on (~|enchanted creature|target [^.]+)\.$)");
  static const std::regex kGains(
      R"(^(~|Target [^.]+?) (?:gets ([+-]\d+)/([+-]\d+) and )?gains ([a-z]+(?: strike)?))"
      R"((?: and ([a-z]+(?: strike)?))? until end of turn\.(?: \([^)]*\))?$)");
  std::smatch m;
  if (std::regex_match(t, m, kDraw)) {  // 121.1, 121.2
    *out = {OracleAct("draw-cards", {{"amount", NumberWord(m[1].str())}})};
    return true;
  }
  // "Target player draws four cards.", "Each opponent discards a card." (121.1, 701.9a)
  static const std::regex kPlayerCards(
      R"(^(Target player|Each player|Each opponent) (draws|discards) )"
      R"((a|two|three|four|five|six|seven) cards?\.$)");
  if (std::regex_match(t, m, kPlayerCards)) {
    engine::Action a = OracleAct(m[2].str() == "draws" ? "draw-cards" : "discard-cards",
                                 {{"amount", NumberWord(m[3].str())}});
    if (m[1].str() == "Target player") a.args["target"] = std::string("player");
    if (m[1].str() == "Each player") a.args["who"] = std::string("each");
    if (m[1].str() == "Each opponent") a.args["who"] = std::string("opponents");
    *out = {a};
    return true;
  }
  if (std::regex_match(t, m, kGain)) {  // 119.3
    *out = {OracleAct("gain-life", {{"amount", int64_t{std::stoi(m[1].str())}}})};
    return true;
  }
  engine::Action one;
  if (std::regex_match(t, m, kDestroy) &&
      TargetAct("destroy-target", m[1].str(), {}, &one)) {  // 701.8a
    *out = {one};
    return true;
  }
  if (std::regex_match(t, m, kDamage)) {  // 120.3
    std::map<std::string, engine::Value> args = {{"amount", int64_t{std::stoi(m[1].str())}}};
    std::string kind = "any", filter;
    if (m[2].str() != "any target" &&
        (!TargetPhrase(m[2].str(), &kind, &filter) || kind == "permanent"))
      return false;  // a permanent that need not be a creature or planeswalker: not compiled
    args["target"] = kind;
    if (!filter.empty()) args["filter"] = filter;
    *out = {OracleAct("deal-damage", std::move(args))};
    return true;
  }
  if (std::regex_match(t, m, kPump)) {  // 611.2a, 613.4c
    std::map<std::string, engine::Value> args = {{"power", int64_t{std::stoi(m[2].str())}},
                                                 {"toughness", int64_t{std::stoi(m[3].str())}}};
    if (m[1].str() == "Enchanted creature") {  // the creature it enchants, not a target
      args["on"] = std::string("enchanted");
      *out = {OracleAct("pump", args)};
      return true;
    }
    if (!TargetAct("pump", "t" + m[1].str().substr(1), args, &one)) return false;
    *out = {one};
    return true;
  }
  if (std::regex_match(t, m, kAdd)) {  // 106.4, 605.1a
    *out = {OracleAct("add-mana", {{"mana", m[1].str()}})};
    return true;
  }
  if (std::regex_match(t, m, kAddSeveral)) {  // "Add {G}{G}{G}.": one option, no choice (106.4)
    *out = {OracleAct("add-mana", {{"mana", std::string("choice")},
                                   {"options", std::vector<std::string>{m[1].str()}}})};
    return true;
  }
  if (t == "Add one mana of any color.") {  // 106.4, 605.1a; the color is chosen as it resolves
    *out = {OracleAct("add-mana", {{"mana", std::string("any")}})};
    return true;
  }
  if (t == "Regenerate ~.") {  // 701.19a
    *out = {OracleAct("regenerate-self", {})};
    return true;
  }
  if (std::regex_match(t, m, kSelfPump)) {  // 611.2a, 613.4c
    *out = {OracleAct("pump-self", {{"power", int64_t{std::stoi(m[1].str())}},
                                    {"toughness", int64_t{std::stoi(m[2].str())}}})};
    return true;
  }
  // "~ gains flying until end of turn.", "Target creature gets +2/+0 and gains first strike until
  // end of turn.", "~ gains vigilance and lifelink until end of turn." (611.2a): a pump, then each
  // keyword, all on the one target (or the source).
  if (std::regex_match(t, m, kGains)) {
    std::vector<engine::Action> acts;
    if (m[2].matched) {
      acts.push_back(OracleAct(m[1].str() == "~" ? "pump-self" : "pump",
                               {{"power", int64_t{std::stoi(m[2].str())}},
                                {"toughness", int64_t{std::stoi(m[3].str())}}}));
    }
    for (int k : {4, 5}) {
      if (!m[k].matched) continue;
      if (!IsEnforcedKeyword(m[k].str()) || m[k].str() == "changeling") return false;
      acts.push_back(OracleAct("gain-keyword", {{"word", m[k].str()}}));
    }
    if (m[1].str() != "~") {
      for (engine::Action& a : acts) {
        if (!TargetAct(a.verb, "t" + m[1].str().substr(1), a.args, &a)) return false;
      }
    }
    *out = std::move(acts);
    return true;
  }
  if (std::regex_match(t, m, kTap)) {  // 701.26a, 701.26b; "Untap ~." acts on its source
    const std::string verb = m[1].str() == "Tap" ? "tap-target" : "untap-target";
    if (m[2].str() == "~") {
      *out = {OracleAct(verb, {})};
      return true;
    }
    if (!TargetAct(verb, m[2].str(), {}, &one)) return false;
    *out = {one};
    return true;
  }
  if (CompileDividedDamage(t, &one)) {  // 601.2d, 608.2b (divided_damage.h)
    *out = {one};
    return true;
  }
  // "Target creature blocks ~ this turn if able." (509.1c): a blocking requirement on the target
  // in favour of the source, which the block declarations check this turn.
  if (t == "Target creature blocks ~ this turn if able." &&
      TargetAct("must-block", "target creature", {}, &one)) {
    *out = {one};
    return true;
  }
  static const std::regex kPrevent(
      R"(^Prevent the next (\d+) damage that would be dealt to any target this turn\.$)");
  if (std::regex_match(t, m, kPrevent)) {  // 615.7
    *out = {OracleAct("prevent-damage", {{"target", std::string("any")},
                                         {"amount", int64_t{std::stoi(m[1].str())}}})};
    return true;
  }
  if (t == "Prevent all combat damage that would be dealt this turn.") {  // 615.1a, 615.6
    *out = {OracleAct("prevent-combat-damage", {})};
    return true;
  }
  // "Search your library for a card, put that card into your hand, then shuffle.", "Search your
  // library for a basic land card, reveal it, put it into your hand, then shuffle.", "Search your
  // library for a Kithkin card, reveal it, then shuffle and put that card on top." (701.23a,
  // 701.24a, 701.24b): search-library with the quality (a card type, subtypes "Forest|Plains",
  // basic), whether it is revealed, and where the card goes.
  static const std::regex kSearch(
      R"(^Search your library for (?:a|an) (?:(basic land|[A-Za-z]+)(?: or ([A-Z][a-z]+))? )?card, )"
      R"((reveal it, )?(put (?:it|that card) into your hand, then shuffle|)"
      R"(put it onto the battlefield( tapped)?, then shuffle|)"
      R"(then shuffle and put that card on top)\.$)");
  if (std::regex_match(t, m, kSearch)) {
    std::map<std::string, engine::Value> args = {
        {"to", std::string(StartsWith(m[4].str(), "put it onto") ? "battlefield"
                           : StartsWith(m[4].str(), "put")       ? "hand"
                                                                 : "top")}};
    if (m[5].matched) args["tapped"] = true;
    if (m[3].matched) args["reveal"] = true;
    if (m[1].matched) {
      std::string first = m[1].str();
      static const std::vector<std::string> kTypes = {"artifact", "creature", "enchantment", "land",
                                                      "instant",  "sorcery",  "planeswalker"};
      if (first == "basic land") {
        args["basic"] = true;
        first = "land";
      }
      if (first[0] >= 'a' && first[0] <= 'z') {
        if (std::find(kTypes.begin(), kTypes.end(), first) == kTypes.end()) return false;
        first[0] = static_cast<char>(first[0] - 'a' + 'A');
      }
      args["filter"] = first + (m[2].matched ? "|" + m[2].str() : "");
    }
    *out = {OracleAct("search-library", std::move(args))};
    return true;
  }
  if (t == "Choose a creature type.") {  // 608.2d; "... of the chosen type" follows
    *out = {OracleAct("choose-creature-type", {})};
    return true;
  }
  if (t == "Clash with an opponent.") {  // 701.30b; "If you win, ..." follows (CompileEffect)
    *out = {OracleAct("clash", {})};
    return true;
  }
  static const std::regex kCounter(
      R"(^Counter target (?:(noncreature|creature|instant or sorcery) )?spell\.$)");
  if (std::regex_match(t, m, kCounter)) {  // 701.6a
    engine::Action counter = OracleAct("counter-target", {{"target", std::string("spell")}});
    const std::string what = m[1].str();
    if (what == "noncreature") counter.args["filter"] = std::string("nonCreature");
    if (what == "creature") counter.args["filter"] = std::string("Creature");
    if (what == "instant or sorcery") counter.args["filter"] = std::string("Instant|Sorcery");
    *out = {counter};
    return true;
  }
  if (std::regex_match(t, m, kRegenerate) &&
      TargetAct("regenerate-target", m[1].str(), {}, &one)) {  // 701.19a
    *out = {one};
    return true;
  }
  if (std::regex_match(t, m, kLose)) {  // 119.3
    const std::string who = m[1].str() == "Target player" ? "target"
                            : m[1].str() == "Each player" ? "each"
                                                          : "opponents";
    engine::Action lose = OracleAct("lose-life", {{"amount", int64_t{std::stoi(m[2].str())}}});
    if (who == "target") {
      lose.args["target"] = std::string("player");
    } else {
      lose.args["who"] = who;
    }
    *out = {lose};
    if (m[3].matched)
      out->push_back(OracleAct("gain-life", {{"amount", int64_t{std::stoi(m[3].str())}}}));
    return true;
  }
  if (std::regex_match(t, m, kMill)) {  // 701.17a
    *out = {
        OracleAct("mill", {{"target", std::string("player")}, {"amount", NumberWord(m[1].str())}})};
    return true;
  }
  // "Remove a -1/-1 counter from ~." / "... from target creature." (122.1)
  static const std::regex kRemove(
      R"(^Remove (a|two|three) ([+-]1/[+-]1|[a-z]+) counters? from (~|target [^.]+)\.$)");
  if (std::regex_match(t, m, kRemove)) {
    std::map<std::string, engine::Value> args = {{"kind", m[2].str()},
                                                 {"amount", NumberWord(m[1].str())}};
    if (m[3].str() == "~") {
      args["on"] = std::string("self");
      *out = {OracleAct("remove-counters", args)};
      return true;
    }
    if (!TargetAct("remove-counters", m[3].str(), args, &one)) return false;
    *out = {one};
    return true;
  }
  if (std::regex_match(t, m, kCounters)) {  // 122.1, 122.6
    std::map<std::string, engine::Value> args = {{"kind", m[2].str()},
                                                 {"amount", NumberWord(m[1].str())}};
    if (m[3].str() == "~" || m[3].str() == "enchanted creature") {
      args["on"] = std::string(m[3].str() == "~" ? "self" : "enchanted");
      *out = {OracleAct("put-counters", args)};
      return true;
    }
    if (!TargetAct("put-counters", m[3].str(), args, &one)) return false;
    *out = {one};
    return true;
  }
  // "Create two 1/1 white Kithkin Soldier creature tokens.", "Create a tapped 2/2 black Zombie
  // creature token.", "Create a 5/5 blue and red Elemental creature token with flying." (701.7a,
  // 111.3): only keywords the module enforces.
  static const std::regex kTokens(
      R"(^Create (a|an|two|three|four|five) (tapped )?(\d+)/(\d+) )"
      R"((white|blue|black|red|green|colorless)(?: and (white|blue|black|red|green))? )"
      R"(((?:[A-Z][a-z]+ )+)creature tokens?)"
      R"((?: with ([a-z]+(?: strike)?)(?: and ([a-z]+(?: strike)?))?)?\.$)");
  if (std::regex_match(t, m, kTokens) && NumberWord(m[1].str()) > 0 &&
      !(m[5].str() == "colorless" && m[6].matched)) {
    static const std::map<std::string, std::string> kColor = {
        {"white", "W"}, {"blue", "U"}, {"black", "B"}, {"red", "R"}, {"green", "G"}};
    std::vector<std::string> colors, keywords;
    for (int g : {5, 6}) {
      if (m[g].matched && m[g].str() != "colorless") colors.push_back(kColor.at(m[g].str()));
    }
    for (int g : {8, 9}) {
      if (!m[g].matched) continue;
      if (!IsEnforcedKeyword(m[g].str()) || m[g].str() == "changeling") return false;
      keywords.push_back(m[g].str());
    }
    std::map<std::string, engine::Value> args = {
        {"amount", NumberWord(m[1].str())},
        {"power", int64_t{std::stoi(m[3].str())}},
        {"toughness", int64_t{std::stoi(m[4].str())}},
        {"types", Split(std::string(Trim(m[7].str())), ' ')}};
    if (!colors.empty()) args["colors"] = colors;
    if (!keywords.empty()) args["keywords"] = keywords;
    if (m[2].matched) args["tapped"] = true;
    *out = {OracleAct("create-tokens", std::move(args))};
    return true;
  }
  static const std::regex kBounce(R"(^Return (target [^.]+) to its owner's hand\.$)");
  if (std::regex_match(t, m, kBounce) && TargetAct("return-to-hand", m[1].str(), {}, &one)) {
    *out = {one};  // 400.3: to its owner's hand
    return true;
  }
  // A card from a graveyard (404.1): to its owner's hand, to the battlefield under your control
  // (110.2a); a permanent or a card exiled (406.2); put on the bottom of its owner's library.
  static const std::regex kFromGrave(
      R"(^Return ((?:another )?target [^.]+ from (?:your|a) graveyard) to (your|its owner's) hand\.$)");
  static const std::regex kToField(
      R"(^Return (target [^.]+ from your graveyard) to the battlefield\.$)");
  static const std::regex kExile(R"(^Exile (target [^.]+)\.$)");
  static const std::regex kBottom(R"(^Put (target [^.]+) on the bottom of its owner's library\.$)");
  if (std::regex_match(t, m, kFromGrave) && TargetAct("return-to-hand", m[1].str(), {}, &one)) {
    *out = {one};
    return true;
  }
  if (std::regex_match(t, m, kToField) &&
      TargetAct("return-to-battlefield", m[1].str(), {}, &one)) {
    *out = {one};
    return true;
  }
  if (std::regex_match(t, m, kExile) && TargetAct("exile-target", m[1].str(), {}, &one)) {
    *out = {one};
    return true;
  }
  if (std::regex_match(t, m, kBottom) &&
      TargetAct("put-on-library", m[1].str(), {{"bottom", true}}, &one)) {
    *out = {one};
    return true;
  }
  // "Creatures you control get +1/+1 until end of turn.", "All other creatures get -1/-1 until end
  // of turn.", "Each blocked creature gets +1/+0 and gains trample until end of turn.",
  // "Creatures you control gain flying until end of turn." (611.2a; the creatures are those in
  // the group as the effect begins, 611.2c).
  static const std::regex kGroup(
      R"(^(Creatures you control|Other creatures you control|Creatures your opponents control|)"
      R"(Attacking creatures|All creatures|All other creatures|Each blocked creature|)"
      R"(Each unblocked creature) (?:gets? ([+-]\d+)/([+-]\d+)(?: and gains?)?|gains?))"
      R"((?: ([a-z]+(?: strike)?)(?: and ([a-z]+(?: strike)?))?)? until end of turn\.)"
      R"((?: \([^)]*\))?$)");
  if (std::regex_match(t, m, kGroup) && (m[2].matched || m[4].matched)) {
    static const std::map<std::string, std::string> kGroups = {
        {"Creatures you control", "you-control"},
        {"Other creatures you control", "other-you-control"},
        {"Creatures your opponents control", "opponents-control"},
        {"Attacking creatures", "attacking"},
        {"All creatures", "all"},
        {"All other creatures", "all-other"},
        {"Each blocked creature", "blocked"},
        {"Each unblocked creature", "unblocked"}};
    std::map<std::string, engine::Value> args = {{"group", kGroups.at(m[1].str())}};
    if (m[2].matched) {
      args["power"] = int64_t{std::stoi(m[2].str())};
      args["toughness"] = int64_t{std::stoi(m[3].str())};
    }
    std::vector<std::string> words;
    for (int k : {4, 5}) {
      if (!m[k].matched) continue;
      if (!IsEnforcedKeyword(m[k].str()) || m[k].str() == "changeling") return false;
      words.push_back(m[k].str());
    }
    if (!words.empty()) args["words"] = words;
    *out = {OracleAct("pump-group", std::move(args))};
    return true;
  }
  if (t == "Return ~ to its owner's hand.") {  // the source itself (400.3)
    *out = {OracleAct("return-to-hand", {{"on", std::string("self")}})};
    return true;
  }
  // "Put ~ on top of its owner's library." / "Put target creature on top of its owner's
  // library." (400.3, 401.1)
  static const std::regex kTop(R"(^Put (~|target [^.]+) on top of its owner's library\.$)");
  if (std::regex_match(t, m, kTop)) {
    if (m[1].str() == "~") {
      *out = {OracleAct("put-on-library", {{"on", std::string("self")}})};
      return true;
    }
    if (!TargetAct("put-on-library", m[1].str(), {}, &one)) return false;
    *out = {one};
    return true;
  }
  if (std::vector<std::string> options; ManaOptions(t, &options)) {  // 106.4, 605.1a
    *out = {OracleAct("add-mana", {{"mana", std::string("choice")}, {"options", options}})};
    return true;
  }
  return false;
}

}  // namespace

// A sentence whose amount is X, a value chosen as the spell is cast or the ability activated
// (107.3a): "Draw X cards.", "You gain X life.", "~ deals X damage to any target." compile as the
// same sentence with a number, the action's amount marked x. Not one where X is defined by the
// text ("where X is ..."), nor one whose X is not the amount.
bool CompileSentenceWithX(const std::string& t, std::vector<engine::Action>* out);

// A type word of "for each Elf you control" / "the number of Elves you control" as HasType reads
// it: the singular ("Elves" -> Elf, "Merfolk" stays), card types capitalised.
std::string CountedType(std::string w) {
  static const std::vector<std::string> kTypes = {"creature",     "artifact",  "enchantment",
                                                  "land",         "creatures", "artifacts",
                                                  "enchantments", "lands"};
  if (std::find(kTypes.begin(), kTypes.end(), w) != kTypes.end())
    w[0] = static_cast<char>(w[0] - 'a' + 'A');
  if (EndsWith(w, "ves")) return w.substr(0, w.size() - 3) + "f";
  if (EndsWith(w, "s") && w.size() > 3) w.pop_back();
  return w;
}

// A sentence whose amount counts permanents (608.2h: counted as the effect is applied): "Draw a
// card for each Island you control.", "Create a 1/1 green Elf Warrior creature token for each Elf
// you control.", "~ deals X damage to target creature, where X is the number of Merfolk you
// control.": the sentence without the count, its action's amount multiplied by the number of
// permanents of that type its controller controls (the argument per).
bool CompileCounted(const std::string& t, std::vector<engine::Action>* out) {
  static const std::regex kForEach(R"(^(.+) for each ([A-Za-z]+) you control\.$)");
  static const std::regex kNumberOf(
      R"(^(.+), where X is the number of ([A-Za-z]+) you control\.$)");
  static const std::vector<std::string> kVerbs = {"draw-cards", "gain-life",     "deal-damage",
                                                  "lose-life",  "create-tokens", "put-counters"};
  // "for each permanent you control of that type" after "Choose a creature type." (608.2d)
  static const std::regex kChosen(
      R"(^(.+) for each permanent (?:you control of (?:that|the chosen) type|of the chosen type )"
      R"(you control)\.$)");
  std::smatch m;
  if (std::regex_match(t, m, kChosen)) {
    std::vector<engine::Action> acts;
    if (!CompileSentence(m[1].str() + ".", &acts) || acts.size() != 1 ||
        std::find(kVerbs.begin(), kVerbs.end(), acts[0].verb) == kVerbs.end() ||
        !acts[0].args.count("amount"))
      return false;
    acts[0].args["per"] = std::string("chosen-type");
    *out = std::move(acts);
    return true;
  }
  const bool each = std::regex_match(t, m, kForEach);
  if (!each && !std::regex_match(t, m, kNumberOf)) return false;
  const std::string type = CountedType(m[2].str());
  if (type == "permanent" || type == "Permanent") return false;
  std::vector<engine::Action> acts;
  if (!CompileSentenceWithX(m[1].str() + ".", &acts) || acts.size() != 1) return false;
  engine::Action& a = acts[0];
  if (std::find(kVerbs.begin(), kVerbs.end(), a.verb) == kVerbs.end() || !a.args.count("amount"))
    return false;
  if (!each) {  // X is the count itself
    if (!a.args.count("x")) return false;
    a.args.erase("x");
    a.args["amount"] = int64_t{1};
  } else if (a.args.count("x")) {
    return false;
  }
  a.args["per"] = type;
  *out = std::move(acts);
  return true;
}

bool CompileSentenceWithX(const std::string& t, std::vector<engine::Action>* out) {
  static const std::regex kX(R"(\bX\b)");
  if (CompileSentence(t, out)) return true;
  if (CompileCounted(t, out)) return true;
  const auto n =
      std::distance(std::sregex_iterator(t.begin(), t.end(), kX), std::sregex_iterator());
  if (n != 1 || Contains(t, "where X")) return false;
  if (std::regex_search(t, std::regex(R"(\b3\b|three)"))) return false;  // X stands in as 3
  for (const char* number : {"3", "three"}) {
    std::vector<engine::Action> acts;
    if (!CompileSentence(std::regex_replace(t, kX, number), &acts) || acts.size() != 1) continue;
    engine::Action& a = acts[0];
    static const std::vector<std::string> kVerbs = {"draw-cards", "gain-life", "deal-damage",
                                                    "lose-life", "mill"};
    if (std::find(kVerbs.begin(), kVerbs.end(), a.verb) == kVerbs.end() ||
        a.args["amount"] != engine::Value(int64_t{3}))
      return false;
    a.args["amount"] = int64_t{0};
    a.args["x"] = true;
    *out = std::move(acts);
    return true;
  }
  return false;
}

bool CompileEffect(const std::string& t, std::vector<engine::Action>* out) {
  if (std::vector<engine::Action> one; CompileSentenceWithX(t, &one)) {
    // Alone, a creature type choice has no use, and "of that type" no choice (608.2d).
    const engine::Action& a = one[0];
    if (a.verb == "choose-creature-type" ||
        (a.args.count("per") && a.args.at("per") == engine::Value(std::string("chosen-type"))))
      return false;
    *out = std::move(one);
    return true;
  }
  // Several sentences, followed in the order written (608.2c): "Destroy target artifact or
  // enchantment. You gain 4 life." Each sentence must compile alone, so none refers back to
  // another ("It", "that creature" do not compile); only the first may have a target, the one the
  // ability's controller chooses (601.2c, 602.2b); mana only as the whole effect (605.1a).
  // Reminder text has no rules meaning (207.2). "If you win, EFFECT." after "Clash with an
  // opponent." (701.30d) is EFFECT done only if the controller won that clash.
  std::vector<engine::Action> all;
  bool first = true;
  for (const std::string& sentence : Sentences(t)) {
    std::string words = WithoutReminder(sentence);
    if (StartsWith(words, "(")) continue;  // a sentence of reminder text only
    const bool if_won = StartsWith(words, "If you win, ");
    if (if_won) {
      const bool clashed = std::any_of(all.begin(), all.end(),
                                       [](const engine::Action& a) { return a.verb == "clash"; });
      if (!clashed) return false;
      words = words.substr(12);
      words[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(words[0])));
    }
    std::vector<engine::Action> part;
    if (!CompileSentenceWithX(words, &part)) return false;
    for (engine::Action& a : part) {
      if (a.verb == "add-mana" || (!first && a.args.count("target") > 0)) return false;
      if (if_won) {
        if (a.args.count("if") || a.args.count("may")) return false;
        a.args["if"] = std::string("won-clash");
      }
      all.push_back(a);
    }
    first = false;
  }
  if (all.size() < 2) return false;
  // "of the chosen type" needs "Choose a creature type." before it, and the choice a use.
  bool chosen = false, used = false;
  for (const engine::Action& a : all) {
    if (a.args.count("per") && a.args.at("per") == engine::Value(std::string("chosen-type")) &&
        !chosen)
      return false;
    used = used || (chosen && a.args.count("per"));
    chosen = chosen || a.verb == "choose-creature-type";
  }
  if (chosen && !used) return false;
  *out = std::move(all);
  return true;
}

namespace {

// One part of an activation cost other than mana symbols and {T} (602.2b, 601.2h), as the cost
// action that pays it: "{Q}" (untap-symbol, 107.6), "Sacrifice ~" (sacrifice-self), "Sacrifice
// a/an/another TYPE" (sacrifice-permanent, 701.21a), "Tap an untapped TYPE you control"
// (tap-permanent, 701.26a; "Tap any number of untapped creatures you control other than ~ with
// total power 10 or greater" with total_power), "Discard a card" (discard-card, 701.9a), "Put a
// -1/-1 counter on ~" (put-counter-self, 122.1), "Pay N life" (pay-life, 119.4); and the
// additional costs of spells (118.8a): "Put a -1/-1 counter on a creature you control"
// (put-counter-permanent, 122.1),
// "Return a creature you control to its owner's hand" (return-permanent, 400.3), "Reveal a Kithkin
// card from your hand or pay {3}" (reveal-card with its mana alternative, 701.20a). False for any
// other words.
bool CostPart(const std::string& p, engine::Action* out) {
  static const std::regex kSacrifice(R"(^Sacrifice (a|an|another) ([A-Za-z]+)$)");
  static const std::regex kTapOne(
      R"(^Tap (an|two|three|four|five) untapped ([A-Za-z]+) you control$)");
  static const std::regex kCounter(
      R"(^Put an? ([+-]1/[+-]1) counter on (?:(~)|an? ([a-z]+) you control)$)");
  static const std::regex kReturn(R"(^Return an? ([a-z]+) you control to its owner's hand$)");
  static const std::regex kReveal(
      R"(^Reveal an? ([A-Z][a-z]+) card from your hand(?: or pay ((?:\{[0-9WUBRGC]+\})+))?$)");
  static const std::regex kLife(R"(^Pay (\d+) life$)");
  static const std::regex kTapPower(R"(^Tap any number of untapped ([a-z]+)s you control)"
                                    R"(( other than ~)? with total power (\d+) or greater$)");
  static const std::regex kRemove(
      R"(^Remove an? ([+-]1/[+-]1|[a-z]+) counter from (~|a creature you control)$)");
  // "creature" names the card type, "Goblin" a subtype: HasType reads both capitalised.
  auto type = [](std::string w) {
    static const std::vector<std::string> kTypes = {"creature", "artifact", "enchantment", "land"};
    if (std::find(kTypes.begin(), kTypes.end(), w) != kTypes.end())
      w[0] = static_cast<char>(w[0] - 'a' + 'A');
    return w;
  };
  std::smatch m;
  if (p == "{Q}") {
    *out = OracleAct("untap-symbol", {});
  } else if (p == "Sacrifice ~") {
    *out = OracleAct("sacrifice-self", {});
  } else if (std::regex_match(p, m, kSacrifice)) {
    *out = OracleAct("sacrifice-permanent", {{"type", type(m[2].str())}});
    if (m[1].str() == "another") out->args["another"] = true;
  } else if (std::regex_match(p, m, kTapOne)) {
    const int64_t n = NumberWord(m[1].str());
    // "Tap three untapped Elves you control": the plural names the type ("Elves" -> Elf,
    // "creatures" -> creature); Kithkin and Merfolk are their own plurals.
    std::string w = m[2].str();
    if (n > 1 && EndsWith(w, "ves"))
      w = w.substr(0, w.size() - 3) + "f";
    else if (n > 1 && EndsWith(w, "s"))
      w.pop_back();
    *out = OracleAct("tap-permanent", {{"type", type(w)}});
    if (n > 1) out->args["count"] = n;
  } else if (std::regex_match(p, m, kTapPower)) {
    // "Tap any number of untapped creatures you control other than ~ with total power 10 or
    // greater" (602.2b, 601.2h): the controller chooses which; their total power must reach N.
    *out = OracleAct("tap-permanent",
                     {{"type", type(m[1].str())}, {"total_power", int64_t{std::stoi(m[3].str())}}});
    if (m[2].matched) out->args["another"] = true;
  } else if (p == "Discard this card") {  // activated from its owner's hand (702.77a reinforce)
    *out = OracleAct("discard-self", {});
  } else if (p == "Discard a card") {
    *out = OracleAct("discard-card", {});
  } else if (std::regex_match(p, m, kCounter) && m[2].matched) {
    *out = OracleAct("put-counter-self", {{"kind", m[1].str()}});
  } else if (std::regex_match(p, m, kCounter)) {
    *out = OracleAct("put-counter-permanent", {{"kind", m[1].str()}, {"type", type(m[3].str())}});
  } else if (std::regex_match(p, m, kReturn)) {
    *out = OracleAct("return-permanent", {{"type", type(m[1].str())}});
  } else if (std::regex_match(p, m, kReveal)) {
    *out = OracleAct("reveal-card", {{"type", m[1].str()}});
    if (m[2].matched) out->args["or_pay"] = m[2].str();
  } else if (std::regex_match(p, m, kRemove)) {  // 122.1: from the source or one of theirs
    *out = OracleAct("remove-counter", {{"kind", m[1].str()}});
    if (m[2].str() != "~") out->args["from"] = std::string("creature-you-control");
  } else if (std::regex_match(p, m, kLife)) {
    *out = OracleAct("pay-life", {{"amount", int64_t{std::stoi(m[1].str())}}});
  } else {
    return false;
  }
  return true;
}

// The restriction sentences at the end of an activated ability's effect, removed from `what`, as
// the arguments of one activate-only action (602.5): "Activate only as a sorcery." (timing
// sorcery, 602.5d), "Activate only during your turn." (timing your-turn), "Activate only once
// each turn." / "Activate no more than twice each turn." (times, 602.5b), "Activate only if you
// control two or more black permanents." (control_count and control_color). False when a sentence
// starting "Activate" is none of these.
bool Restrictions(std::string* what, engine::Action* out) {
  static const std::regex kTimes(
      R"(^Activate (?:only once|no more than (twice|three times)) each turn\.$)");
  static const std::regex kControl(R"(^Activate only if you control (two|three|four|five) or more )"
                                   R"((white|blue|black|red|green) permanents\.$)");
  static const std::map<std::string, std::string> kColor = {
      {"white", "W"}, {"blue", "U"}, {"black", "B"}, {"red", "R"}, {"green", "G"}};
  *out = OracleAct("activate-only", {});
  for (;;) {
    const std::vector<std::string> sentences = Sentences(*what);
    if (sentences.size() < 2 || !StartsWith(sentences.back(), "Activate ")) return true;
    const std::string& r = sentences.back();
    std::smatch m;
    if (r == "Activate only as a sorcery." || r == "Activate only during your turn.") {
      if (out->args.count("timing")) return false;
      out->args["timing"] =
          std::string(r == "Activate only as a sorcery." ? "sorcery" : "your-turn");
    } else if (std::regex_match(r, m, kTimes)) {
      if (out->args.count("times")) return false;
      out->args["times"] = int64_t{!m[1].matched ? 1 : m[1].str() == "twice" ? 2 : 3};
    } else if (std::regex_match(r, m, kControl)) {
      if (out->args.count("control_count")) return false;
      out->args["control_count"] = NumberWord(m[1].str());
      out->args["control_color"] = kColor.at(m[2].str());
    } else {
      return false;
    }
    what->resize(what->size() - r.size() - 1);
  }
}

// "{2}{W}, {T}: EFFECT" (602.1): a cost of mana symbols, {T} and the parts CostPart compiles to
// cost actions, and an effect of one of CompileEffect's templates (a mana ability, 605.1a, when
// the effect adds mana).
bool CompileActivated(const std::string& text, const std::string& t, Ability* out) {
  static const std::regex kSymbols(R"(^(?:\{(?:[0-9]+|[WUBRGCTX]|[WUBRG]/[WUBRGP])\})+$)");
  const size_t colon = t.find(": ");
  // "({T}: Add {G}.)": the reminder of the intrinsic mana ability of a basic land type (305.6).
  static const std::regex kIntrinsic(R"(^\(\{T\}: Add \{([WUBRG])\}\.\)$)");
  if (std::smatch m; std::regex_match(t, m, kIntrinsic)) {
    *out = OracleAbility("activated", "", text);
    out->effect = {OracleAct("add-mana", {{"mana", m[1].str()}})};
    return true;
  }
  // "Equip {2}" (702.6a): "{2}: Attach this permanent to target creature you control. Activate
  // only as a sorcery."
  static const std::regex kEquip(R"(^Equip ((?:\{[0-9WUBRGC]+\})+)(?: \(.*\))?$)");
  if (std::smatch m; std::regex_match(t, m, kEquip)) {
    *out = OracleAbility("activated", "", text);
    out->effect = {OracleAct("attach-to-target", {{"target", std::string("creature-you-control")},
                                                  {"sorcery_speed", true}})};
    return true;
  }
  if (colon == std::string::npos || StartsWith(t, "(")) return false;
  const std::string cost = t.substr(0, colon);
  std::vector<engine::Action> paid;
  for (const std::string& part : Split(cost, ',')) {
    const std::string p = std::string(Trim(part));
    if (std::regex_match(p, kSymbols)) continue;
    engine::Action a;
    if (!CostPart(p, &a)) return false;
    for (const engine::Action& x : paid) {
      if (x.verb == a.verb) return false;  // one of each kind of cost action
    }
    paid.push_back(std::move(a));
  }
  std::string what = t.substr(colon + 2);
  // "Sacrifice ~: It deals 2 damage to any target.": at the start of the effect, "it" can only be
  // the ability's source.
  if (StartsWith(what, "It ")) what = "~ " + what.substr(3);
  // Reminder text after the effect ("({Q} is the untap symbol.)") has no rules meaning (207.2).
  if (const size_t open = what.rfind(" ("); open != std::string::npos && EndsWith(what, ")"))
    what = what.substr(0, open);
  // Restrictions on activating it after the effect (602.5): one cost-list action activate-only
  // that the activation checks before anything is paid.
  engine::Action only;
  if (!Restrictions(&what, &only)) return false;
  if (!only.args.empty()) paid.push_back(only);
  std::vector<engine::Action> effect;
  if (!CompileEffect(what, &effect)) return false;
  // X in the effect is the value announced for the {X} in its cost (107.3a, 107.3k).
  const bool uses_x = std::any_of(effect.begin(), effect.end(),
                                  [](const engine::Action& a) { return a.args.count("x") > 0; });
  if (uses_x != Contains(cost, "{X}")) return false;
  *out = OracleAbility("activated", "", text);
  out->effect = std::move(effect);
  out->cost = std::move(paid);
  return true;
}

std::vector<std::string> KeywordWords(const std::string& text);
bool ActsOnSource(const std::vector<engine::Action>& effect);

bool CompileLine(const std::string& text, const std::string& name, const std::string& type,
                 std::vector<Ability>* out) {
  std::string t = text;
  if (!name.empty()) {
    for (size_t at = t.find(name); at != std::string::npos; at = t.find(name))
      t.replace(at, name.size(), "~");
  }
  // Hideaway as printed before the change of 702.75b: errata "Hideaway 4" and "enters tapped".
  if (StartsWith(t, "Hideaway (This land enters the battlefield tapped.")) {
    Ability tapped = OracleAbility("static", "", "This land enters tapped.");
    tapped.effect = {OracleAct("enters-tapped", {})};
    Ability hide = OracleAbility("triggered", "enters", text);
    hide.effect = {OracleAct("hideaway", {{"count", int64_t{4}}})};
    hide.link_group = 1;
    out->push_back(tapped);
    out->push_back(hide);
    return true;
  }
  // "Champion a Goblin or Shaman (When this enters ...)" (702.72a): two linked triggered abilities
  // (607.2k), the first exiling another creature of that type the controller controls.
  static const std::regex kChampion(
      R"(^Champion an? ([A-Z][a-z]+|creature)(?: or ([A-Z][a-z]+))? \(When this (?:creature )?enters.*)");
  if (std::smatch cm; std::regex_match(t, cm, kChampion)) {
    std::string type = cm[1].str() == "creature" ? "" : cm[1].str();
    if (cm[2].matched) type += "|" + cm[2].str();
    Ability enters = OracleAbility("triggered", "enters", text);
    enters.effect = {OracleAct("champion", {})};
    if (!type.empty()) enters.effect[0].args["type"] = type;
    enters.link_group = 1;
    Ability leaves = OracleAbility("triggered", "leaves", text);
    leaves.effect = {OracleAct("return-linked", {})};
    leaves.link_group = 1;
    out->push_back(enters);
    out->push_back(leaves);
    return true;
  }
  // "As an additional cost to cast this spell, sacrifice a creature." (118.8a, 601.2b): a cost
  // ability whose one action is CostPart's, checked and paid as the spell is cast (module.cc Cast,
  // 601.2h); other additional costs stay named below.
  static const std::regex kAdditional(R"(^As an additional cost to cast this spell, (.+)\.$)");
  if (std::smatch am; std::regex_match(t, am, kAdditional)) {
    std::string part = am[1].str();
    part[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(part[0])));
    if (engine::Action a; CostPart(part, &a) && a.verb != "sacrifice-self") {
      Ability cost = OracleAbility("cost", "", text);
      cost.cost = {a};
      out->push_back(cost);
      return true;
    }
  }
  // "Reinforce 1—{1}{W} (...)" (702.77a): "[Cost], Discard this card: Put N +1/+1 counters on
  // target creature.", an activated ability that functions only while the card is in a hand.
  static const std::regex kReinforce(R"(^Reinforce (\d+)—((?:\{[0-9WUBRGC]+\})+)(?: \(.*\))?$)");
  if (std::smatch rm; std::regex_match(t, rm, kReinforce)) {
    const int n = std::stoi(rm[1].str());
    Ability reinforce;
    static const char* kWords[] = {"", "a", "two", "three", "four", "five", "six"};
    const std::string counters =
        n < 1 || n > 6 ? "" : std::string(kWords[n]) + " +1/+1 counter" + (n == 1 ? "" : "s");
    const std::string rule =
        rm[2].str() + ", Discard this card: Put " + counters + " on target creature.";
    if (!counters.empty() && CompileActivated(text, rule, &reinforce)) {
      reinforce.text = text;
      out->push_back(reinforce);
      return true;
    }
  }
  // "Evoke {2}{U} (You may cast this spell for its evoke cost. ...)" (702.74a): an alternative
  // cost (the cast step's "evoked") and "When this permanent enters, if its evoke cost was paid,
  // its controller sacrifices it."
  // "Retrace (You may cast this card from your graveyard by discarding a land card ...)"
  // (702.81a): a permission with an additional cost, used by the cast step's "discarded".
  if (StartsWith(t, "Retrace (") || t == "Retrace") {
    Ability retrace = OracleAbility("cost", "", text);
    retrace.effect = {OracleAct("retrace", {})};
    out->push_back(retrace);
    return true;
  }
  static const std::regex kEvoke(R"(^Evoke ((?:\{[0-9WUBRGC/]+\})+)(?: \(.*\))?$)");
  if (std::smatch em; std::regex_match(t, em, kEvoke)) {
    Ability cost = OracleAbility("cost", "", text);
    cost.effect = {OracleAct("evoke", {{"cost", em[1].str()}})};
    Ability sacrifice = OracleAbility("triggered", "enters", text);
    sacrifice.effect = {OracleAct("sacrifice-source", {{"if", std::string("evoked")}})};
    out->push_back(cost);
    out->push_back(sacrifice);
    return true;
  }
  Ability one;
  // "Flying", "Defender", "Fear (This creature can't be blocked ...)": one static ability whose
  // keywords the declarations check.
  if (const auto words = KeywordWords(text);
      !words.empty() && std::all_of(words.begin(), words.end(), IsEnforcedKeyword)) {
    one = OracleAbility("static", "", text);
    for (const std::string& w : words) one.effect.push_back(OracleAct("keyword", {{"word", w}}));
    out->push_back(one);
    return true;
  }
  if (CompileActivated(text, t, &one)) {
    out->push_back(one);
    return true;
  }
  std::vector<engine::Action> effect;
  // A spell acts on itself only to return itself to its owner's hand as it resolves (608.2m).
  if ((Contains(type, "Instant") || Contains(type, "Sorcery")) && CompileEffect(t, &effect) &&
      effect[0].verb != "add-mana" &&
      std::none_of(effect.begin(), effect.end(), [](const engine::Action& a) {
        return ActsOnSource({a}) && a.verb != "return-to-hand";
      })) {
    one = OracleAbility("spell", "", text);
    one.effect = std::move(effect);
    out->push_back(one);
    return true;
  }
  if (!CompileOne(text, t, &one)) return false;
  out->push_back(one);
  return true;
}

// The effect sentence of a triggered ability after its trigger condition's comma ("you gain 1
// life." -> "You gain 1 life."), compiled by CompileEffect; false when it does not compile.
// "you may untap ~." / "you may have target creature get -1/-1 until end of turn." / "you may
// have each opponent lose 1 life.": an optional effect (603.5), each action marked "may" (asked
// once as it resolves); "you may pay ..." (a cost) is not compiled here.
// True when an action acts on its source as a permanent: "on": "self", or a verb that without a
// target means this permanent (pump-self, regenerate-self, tap/untap ~, gain-keyword on ~).
bool ActsOnSource(const std::vector<engine::Action>& effect) {
  for (const engine::Action& a : effect) {
    const auto on = a.args.find("on");
    if (on != a.args.end() && on->second == engine::Value(std::string("self"))) return true;
    if (a.verb == "pump-self" || a.verb == "regenerate-self") return true;
    if ((a.verb == "tap-target" || a.verb == "untap-target" || a.verb == "gain-keyword") &&
        !a.args.count("target"))
      return true;
  }
  return false;
}

// The effect words of a trigger's tail as CompileEffect reads them ("you may have each opponent
// lose 1 life." -> "Each opponent loses 1 life."), and whether it is optional.
std::string EffectOfTail(std::string tail, bool* may) {
  static const std::regex kMayHave(
      R"(^you may have (target [^.]+?|each opponent|each player|~) (get|lose|deal|gain) (.*)$)");
  *may = false;
  std::smatch m;
  if (std::regex_match(tail, m, kMayHave)) {
    tail = m[1].str() + " " + m[2].str() + "s " + m[3].str();
    *may = true;
  } else if (StartsWith(tail, "you may gain ")) {  // "you may gain 1 life." (603.5)
    tail = "You gain " + tail.substr(13);
    *may = true;
  } else if (StartsWith(tail, "you may ") && !StartsWith(tail, "you may pay ")) {
    tail = tail.substr(8);
    *may = true;
  }
  if (!tail.empty() && tail[0] >= 'a' && tail[0] <= 'z')
    tail[0] = static_cast<char>(tail[0] - 'a' + 'A');
  return tail;
}

bool CompileTail(std::string tail, std::vector<engine::Action>* out) {
  bool may = false;
  tail = EffectOfTail(tail, &may);
  // "you may" is the first sentence's only (603.5): one answer for the whole effect would be wrong.
  if (may && Sentences(WithoutReminder(tail)).size() > 1) return false;
  if (!CompileEffect(tail, out)) return false;
  if (may) {
    for (engine::Action& a : *out) a.args["may"] = true;
  }
  return true;
}

// Triggered abilities of a step or of casting (603.2): "At the beginning of your/each upkeep /
// end step, EFFECT." (603.2b; triggers your-upkeep, each-upkeep, your-end-step, each-end-step),
// "Whenever you cast a red/Elf spell, EFFECT." (601.2i; trigger "you-cast:R" / "you-cast:Elf"),
// "Whenever an opponent casts a spell, ..." ("opponent-cast:"), "Whenever you cast a spell during
// an opponent's turn, ..." ("you-cast-their-turn:"),
// and Kinship (an ability word, 207.2c): "At the beginning of your upkeep, you may look at the top
// card of your library. If it shares a creature type with ~, you may reveal it. If you do,
// EFFECT." (a kinship instruction, then EFFECT with the condition "revealed", 118.12).
bool CompileStepTrigger(const std::string& text, const std::string& t, Ability* out) {
  static const std::regex kBeginning(
      R"(^At the beginning of (your|each|the) (upkeep|end step), (.+)$)");
  static const std::regex kKinship(
      R"(^Kinship — At the beginning of your upkeep, you may look at the top card of your )"
      R"(library\. If it shares a creature type with ~, you may reveal it\. If you do, ([^.]+\.))"
      R"((?: \([^)]*\))?$)");
  static const std::regex kCast(
      R"(^Whenever (you cast|an opponent casts) )"
      R"((?:an? (white|blue|black|red|green|[A-Z][a-z]+|creature|noncreature|)"
      R"(enchantment|artifact|instant or sorcery) spell|a spell)( during an opponent's turn)?, )"
      R"((.+)$)");
  static const std::map<std::string, std::string> kColor = {
      {"white", "W"}, {"blue", "U"}, {"black", "B"}, {"red", "R"}, {"green", "G"}};
  std::smatch m;
  std::vector<engine::Action> effect;
  if (std::regex_match(t, m, kBeginning) && CompileTail(m[3].str(), &effect)) {
    const std::string step = m[2].str() == "upkeep" ? "upkeep" : "end-step";
    *out = OracleAbility("triggered", (m[1].str() == "your" ? "your-" : "each-") + step, text);
    out->effect = std::move(effect);
    return true;
  }
  if (std::regex_match(t, m, kKinship) && CompileTail(m[1].str(), &effect)) {
    *out = OracleAbility("triggered", "your-upkeep", text);
    out->effect = {OracleAct("kinship", {})};
    for (engine::Action& a : effect) {
      a.args["if"] = std::string("revealed");
      out->effect.push_back(std::move(a));
    }
    return true;
  }
  if (std::regex_match(t, m, kCast) && CompileTail(m[4].str(), &effect) &&
      !(m[1].str() != "you cast" && m[3].matched)) {
    // "you-cast:R", "you-cast:Elf", "you-cast:Creature", "you-cast:nonCreature",
    // "you-cast:Instant|Sorcery"; "you-cast:" for any spell.
    static const std::map<std::string, std::string> kWords = {
        {"creature", "Creature"},
        {"noncreature", "nonCreature"},
        {"enchantment", "Enchantment"},
        {"artifact", "Artifact"},
        {"instant or sorcery", "Instant|Sorcery"}};
    const auto color = kColor.find(m[2].str());
    const auto word = kWords.find(m[2].str());
    const std::string what = !m[2].matched           ? ""
                             : color != kColor.end() ? color->second
                             : word != kWords.end()  ? word->second
                                                     : m[2].str();
    // Whose casting triggers it: "you-cast:", "opponent-cast:", or "you-cast-their-turn:" (a
    // spell you cast while another player is the active player).
    const std::string who = m[1].str() != "you cast" ? "opponent-cast:"
                            : m[3].matched           ? "you-cast-their-turn:"
                                                     : "you-cast:";
    *out = OracleAbility("triggered", who + what, text);
    out->effect = std::move(effect);
    return true;
  }
  return false;
}

// Statics and "becomes tapped" (session 25): "Enchanted creature can't attack or block." / "~ can't
// block." (a restriction the declarations check, 508.1c, 509.1b); "As long as you control a
// Giant, ~ gets +1/+1 and has first strike." / "~ gets +1/+1 as long as you control another white
// creature." / "~ has haste as long as you control a red creature." (611.3a: checked whenever the
// power, toughness or keyword is read; 613.4c, 613.1f); "Whenever ~ / a Merfolk you control
// becomes tapped, EFFECT." (603.2e; trigger "becomes-tapped" or "becomes-tapped:Merfolk").
bool CompileStaticOrTapped(const std::string& text, const std::string& t, Ability* out) {
  // "... unless defending player controls an Island / a blue permanent", "... unless you control
  // another Giant": the restriction applies only while no such permanent is there.
  static const std::regex kCant(
      R"(^(Enchanted creature|~) can't (attack or block|attack|block)(?: unless )"
      R"((defending player controls|you control) (a|an|another) (?:(white|blue|black|red|green) )"
      R"((permanent|creature)|([A-Z][a-z]+)))?\.$)");
  static const std::string kNeeds =
      R"((a|an|another) (?:(white|blue|black|red|green) creature|([A-Z][a-z]+)(?: creature)?))";
  static const std::string kGetsHas =
      R"((?:gets ([+-]\d+)/([+-]\d+)(?: and has ([a-z]+(?: strike)?))?|has ([a-z]+(?: strike)?)))";
  static const std::regex kLongFirst("^As long as you control " + kNeeds + ", ~ " + kGetsHas +
                                     R"(\.(?: \([^)]*\))?$)");
  static const std::regex kLongAfter("^~ " + kGetsHas + " as long as you control " + kNeeds +
                                     R"(\.(?: \([^)]*\))?$)");
  static const std::regex kTapped(
      R"(^Whenever (~|an? ([A-Z][a-z]+) you control) becomes tapped, (.+)$)");
  static const std::map<std::string, std::string> kColor = {
      {"white", "W"}, {"blue", "U"}, {"black", "B"}, {"red", "R"}, {"green", "G"}};
  std::smatch m;
  // Quicksilver Elemental: a permission to spend blue mana as though it were mana of any color to
  // pay the activation costs of this permanent's abilities, printed or gained (609.4b); read by
  // module.cc as a cost is paid from the mana pool (mana_payment.h).
  if (t ==
      "You may spend blue mana as though it were mana of any color to pay the activation costs of "
      "~'s abilities.") {
    *out = OracleAbility("static", "", text);
    out->effect = {OracleAct("spend-blue-as-any", {{"for", std::string("own-activations")}})};
    return true;
  }
  // "~ can't be blocked." / "~ can't block and can't be blocked." (509.1b: an evasion ability
  // restricts what can block it).
  if (t == "~ can't be blocked." || t == "~ can't block and can't be blocked.") {
    *out = OracleAbility("static", "", text);
    if (t != "~ can't be blocked.")
      out->effect.push_back(
          OracleAct("cant", {{"what", std::string("block")}, {"of", std::string("self")}}));
    out->effect.push_back(
        OracleAct("cant", {{"what", std::string("be-blocked")}, {"of", std::string("self")}}));
    return true;
  }
  if (std::regex_match(t, m, kCant)) {
    const std::string what = m[2].str() == "attack or block" ? "attack-or-block" : m[2].str();
    *out = OracleAbility("static", "", text);
    out->effect = {OracleAct(
        "cant", {{"what", what}, {"of", std::string(m[1].str() == "~" ? "self" : "enchanted")}})};
    if (m[3].matched) {
      engine::Action& a = out->effect[0];
      a.args["unless_who"] = std::string(m[3].str() == "you control" ? "controller" : "defending");
      a.args["unless"] = m[5].matched
                             ? kColor.at(m[5].str()) + (m[6].str() == "creature" ? "+Creature" : "")
                             : m[7].str();
      if (m[4].str() == "another") a.args["another"] = true;
    }
    return true;
  }
  // The groups of kNeeds (article, color, type) and of kGetsHas (power, toughness, keyword after
  // "and has", keyword after "has") in either order.
  int needs = 0, gets = 0;
  if (std::regex_match(t, m, kLongFirst)) {
    needs = 1;
    gets = 4;
  } else if (std::regex_match(t, m, kLongAfter)) {
    gets = 1;
    needs = 5;
  } else {
    needs = -1;
  }
  if (needs > 0) {
    const std::string filter =
        m[needs + 1].matched ? kColor.at(m[needs + 1].str()) + "+Creature" : m[needs + 2].str();
    const bool another = m[needs].str() == "another";
    std::vector<engine::Action> effect;
    if (m[gets].matched) {
      effect.push_back(OracleAct("pt-while", {{"power", int64_t{std::stoi(m[gets].str())}},
                                              {"toughness", int64_t{std::stoi(m[gets + 1].str())}},
                                              {"needs", filter},
                                              {"another", another}}));
    }
    for (int k : {gets + 2, gets + 3}) {
      if (!m[k].matched) continue;
      if (!IsEnforcedKeyword(m[k].str()) || m[k].str() == "changeling") return false;
      effect.push_back(OracleAct("keyword-while",
                                 {{"word", m[k].str()}, {"needs", filter}, {"another", another}}));
    }
    *out = OracleAbility("static", "", text);
    out->effect = std::move(effect);
    return true;
  }
  if (std::vector<engine::Action> effect; std::regex_match(t, m, kTapped)) {
    const bool self = m[1].str() == "~";
    std::string tail = m[3].str();
    // "you may put a +1/+1 counter on it.": "it" is the source only when the source is what
    // became tapped.
    if (self && EndsWith(tail, " on it.")) tail = tail.substr(0, tail.size() - 7) + " on ~.";
    if (!CompileTail(tail, &effect) || effect[0].verb == "add-mana") return false;
    if (!self && ActsOnSource(effect)) return false;
    *out =
        OracleAbility("triggered", self ? "becomes-tapped" : "becomes-tapped:" + m[2].str(), text);
    out->effect = std::move(effect);
    return true;
  }
  return false;
}

bool CompileOne(const std::string& text, const std::string& t, Ability* out) {
  if (CompileStepTrigger(text, t, out)) return true;
  if (CompileStaticOrTapped(text, t, out)) return true;
  // "When Kitchen Finks enters ..." and "When this creature enters ..." read the same: `t` has the
  // card's name replaced by "~".
  static const std::regex kEntersGain(
      R"(^When (?:~|this \w+) enters(?: the battlefield)?, you gain (\d+) life\.$)");
  static const std::regex kPump(R"(^Target creature gets \+(\d+)/\+(\d+) until end of turn\.$)");
  static const std::regex kEquipped(
      R"(^(Equipped|Enchanted) creature gets ([+-]\d+)/([+-]\d+)\.$)");
  // "Enchanted creature gets +1/+1 and has vigilance." / "Equipped creature has double strike."
  static const std::regex kHas(
      R"(^(Equipped|Enchanted) creature (?:gets ([+-]\d+)/([+-]\d+) and )?has ([a-z]+(?: strike)?))"
      R"((?:,? and ([a-z]+(?: strike)?))?\.(?: \([^)]*\))?$)");
  static const std::regex kDestroyAll(
      R"(^Destroy all (creatures|artifacts|enchantments)\.( They can't be regenerated\.)?$)");
  static const std::regex kEntersExile(
      R"(^When (?:~|this \w+) enters(?: the battlefield)?, exile ((?:another )?target [a-z ]+?)\.$)");
  static const std::regex kLeavesReturn(
      R"(^When (?:~|this \w+) leaves the battlefield, return the exiled cards? to the battlefield )"
      R"(under (?:its|their) owners?'s? control\.$)");
  static const std::regex kPlayExiled(
      R"(^\{([WUBRG])\}, \{T\}: You may play the exiled card without paying its mana cost if a )"
      R"(library has twenty or fewer cards in it\.$)");
  std::smatch m;
  if (std::regex_match(t, m, kDestroyAll)) {
    const std::string what = m[1].str();
    const std::string type = what == "creatures"   ? "Creature"
                             : what == "artifacts" ? "Artifact"
                                                   : "Enchantment";
    *out = OracleAbility("spell", "", text);
    engine::Action a = OracleAct("destroy-all", {{"type", type}});
    if (m[2].matched) a.args["no_regenerate"] = true;
    out->effect = {a};
    return true;
  }
  if (std::regex_match(t, m, kEntersExile) && !TargetRequirement(m[1].str()).empty()) {
    *out = OracleAbility("triggered", "enters", text);
    out->effect = {OracleAct("exile-target-linked", {{"target", TargetRequirement(m[1].str())}})};
    out->link_group = 1;
    return true;
  }
  if (std::regex_match(t, kLeavesReturn)) {
    *out = OracleAbility("triggered", "leaves", text);
    out->effect = {OracleAct("return-linked", {})};
    out->link_group = 1;
    return true;
  }
  if (std::regex_match(t, m, kPlayExiled)) {  // Shelldock Isle (702.75a's linked ability)
    *out = OracleAbility("activated", "", text);
    out->effect = {
        OracleAct("play-linked-exiled", {{"condition", std::string("a-library-of-20")}})};
    out->link_group = 1;
    return true;
  }
  // "When ~ enters the battlefield / dies / leaves the battlefield, EFFECT." (603.6a, 603.10a):
  // a triggered ability on the module's zone-change events whose effect CompileEffect compiles
  // (not a mana ability: a triggered one triggers only from a mana ability, 605.1b).
  static const std::regex kZoneChange(
      R"(^(?:When (?:~|this \w+) (enters(?: the battlefield)?|dies|leaves the battlefield)|)"
      R"(Whenever (?:~|this \w+) (attacks)), (.+)$)");
  // "When ~ dies, it deals 3 damage to any target.", "Whenever ~ attacks, it gets +1/+1 until end
  // of turn.": "it" is the source (508.3a: "Whenever [a creature] attacks").
  if (std::vector<engine::Action> effect;
      std::regex_match(t, m, kZoneChange) &&
      CompileTail(StartsWith(m[3].str(), "it ") ? "~ " + m[3].str().substr(3) : m[3].str(),
                  &effect) &&
      effect[0].verb != "add-mana") {
    const std::string event = m[2].matched                             ? "attacks"
                              : m[1].str() == "dies"                   ? "dies"
                              : StartsWith(m[1].str(), "leaves the b") ? "leaves"
                                                                       : "enters";
    // After it dies or leaves, "~" is a new object in another zone (400.7), which the verbs that
    // act on "this permanent" do not find: not compiled.
    if ((event == "dies" || event == "leaves") && ActsOnSource(effect)) return false;
    *out = OracleAbility("triggered", event, text);
    out->effect = std::move(effect);
    return true;
  }
  if (std::regex_match(t, m, kEntersGain)) {
    *out = OracleAbility("triggered", "enters", text);
    out->effect = {OracleAct("gain-life", {{"amount", int64_t{std::stoi(m[1].str())}}})};
    return true;
  }
  if (std::regex_match(t, m, kPump)) {
    *out = OracleAbility("spell", "", text);
    out->effect = {OracleAct("pump", {{"target", std::string("creature")},
                                      {"power", int64_t{std::stoi(m[1].str())}},
                                      {"toughness", int64_t{std::stoi(m[2].str())}}})};
    return true;
  }
  if (std::regex_match(t, m, kEquipped)) {  // read by the module's power/toughness (613.4c)
    *out = OracleAbility("static", "", text);
    out->effect = {OracleAct(m[1].str() == "Equipped" ? "equipped-pt" : "enchanted-pt",
                             {{"power", int64_t{std::stoi(m[2].str())}},
                              {"toughness", int64_t{std::stoi(m[3].str())}}})};
    return true;
  }
  if (std::regex_match(t, m, kHas) && IsEnforcedKeyword(m[4].str()) &&
      (!m[5].matched || IsEnforcedKeyword(m[5].str())) && m[4].str() != "changeling") {
    // The P/T part first (PowerToughness reads the first action), then each keyword, which
    // HasKeyword reads from the permanent's attachments (613.1f, layer 6).
    *out = OracleAbility("static", "", text);
    if (m[2].matched) {
      out->effect.push_back(OracleAct(m[1].str() == "Equipped" ? "equipped-pt" : "enchanted-pt",
                                      {{"power", int64_t{std::stoi(m[2].str())}},
                                       {"toughness", int64_t{std::stoi(m[3].str())}}}));
    }
    for (int k : {4, 5}) {
      if (m[k].matched)
        out->effect.push_back(OracleAct("attached-keyword", {{"word", m[k].str()}}));
    }
    return true;
  }
  // "Other Kithkin creatures you control get +1/+1." / "Sliver creatures you control get +0/+1."
  // (613.4c): read by the module's power and toughness while the source is on the battlefield.
  static const std::regex kAnthem(
      R"(^(Other )?(?:(white|blue|black|red|green|[A-Z][a-z]+) creatures|Creatures) you control )"
      R"(get \+(\d+)/\+(\d+)\.$)");
  if (std::regex_match(t, m, kAnthem)) {
    static const std::map<std::string, std::string> kColor = {
        {"white", "W"}, {"blue", "U"}, {"black", "B"}, {"red", "R"}, {"green", "G"}};
    engine::Action a = OracleAct("anthem", {{"power", int64_t{std::stoi(m[3].str())}},
                                            {"toughness", int64_t{std::stoi(m[4].str())}}});
    if (m[1].matched) a.args["other"] = true;
    if (m[2].matched) {
      const auto color = kColor.find(m[2].str());
      a.args["filter"] = color == kColor.end() ? m[2].str() : color->second;
    }
    *out = OracleAbility("static", "", text);
    out->effect = {a};
    return true;
  }
  // "Vivid Crag enters the battlefield tapped with two charge counters on it.", "Shinewend enters
  // the battlefield with a +1/+1 counter on it." (614.1c, 122.6): a replacement effect applied as
  // the permanent enters.
  static const std::regex kEntersWith(
      R"(^(?:~|This \w+) enters(?: the battlefield)?( tapped)? with )"
      R"((a|an|two|three|four|five|six|seven|eight|nine|ten) ([+-]1/[+-]1|[a-z]+) counters? on it\.$)");
  if (std::regex_match(t, m, kEntersWith)) {
    engine::Action a = OracleAct("enters-with-counters",
                                 {{"kind", m[3].str()}, {"amount", NumberWord(m[2].str())}});
    if (m[1].matched) a.args["tapped"] = true;
    *out = OracleAbility("static", "", text);
    out->effect = {a};
    return true;
  }
  // "Sapseep Forest enters the battlefield tapped." / "This land enters tapped." (614.1d): the
  // module's entering reads it.
  static const std::regex kEntersTapped(R"(^(?:~|This \w+) enters(?: the battlefield)? tapped\.$)");
  if (std::regex_match(t, kEntersTapped)) {
    *out = OracleAbility("static", "", text);
    out->effect = {OracleAct("enters-tapped", {})};
    return true;
  }
  // "As Gilt-Leaf Palace enters the battlefield, you may reveal an Elf card from your hand. If you
  // don't, Gilt-Leaf Palace enters the battlefield tapped." (614.1c, 614.1d, 701.20a): the
  // choice is made as it enters.
  static const std::regex kRevealOrTapped(
      R"(^As ~ enters(?: the battlefield)?, you may reveal an? ([A-Z][a-z]+) card from your hand\. )"
      R"(If you don't, ~ enters(?: the battlefield)? tapped\.$)");
  if (std::smatch rm; std::regex_match(t, rm, kRevealOrTapped)) {
    *out = OracleAbility("static", "", text);
    out->effect = {OracleAct("enters-tapped", {{"unless_reveal", rm[1].str()}})};
    return true;
  }
  if (t == "Indestructible") {  // the module's destroy reads it (702.12b)
    *out = OracleAbility("static", "", text);
    out->effect = {OracleAct("indestructible", {})};
    return true;
  }
  if (t == "Enchant creature") {  // the module's attach checks it (303.4, 701.3b)
    *out = OracleAbility("static", "", text);
    out->effect = {OracleAct("enchant", {{"what", std::string("creature")}})};
    return true;
  }
  if (StartsWith(t, "Persist (") || t == "Persist") {  // 702.79a
    *out = OracleAbility("triggered", "dies", text);
    out->effect = {OracleAct("persist", {{"if", std::string("had-no-minus-counter")}})};
    return true;
  }
  return false;
}

// The words of a keyword line without its reminder text: "first strike, vigilance" -> two words.
std::vector<std::string> KeywordWords(const std::string& text) {
  std::vector<std::string> out;
  std::string plain;
  int depth = 0;
  for (char c : text) {
    if (c == '(') ++depth;
    if (depth == 0) plain += c;
    if (c == ')' && depth > 0) --depth;
  }
  for (const std::string& part : Split(plain, ',')) {
    std::string w = ToLowerAscii(Trim(part));
    if (!w.empty()) out.push_back(w);
  }
  return out;
}

// The ability a line of oracle text stands for, not modelled. False for a line with nothing to run
// (empty, or the separator of a split card's halves).
bool LineAbility(const std::string& line, const std::string& type, Ability* out) {
  const std::string text = std::string(Trim(line));
  if (text.empty() || text == "//" || StartsWith(text, "(back face")) return false;
  const std::string lower = ToLowerAscii(text);
  auto words = KeywordWords(text);
  if ((!words.empty() && std::all_of(words.begin(), words.end(), IsCombatKeyword)) ||
      lower == "enchanted creature can't attack or block.") {
    *out = engine::NotModelled(OracleAbility("static", "", text), kCombat);
    return true;
  }
  if (lower.find("mana as though it were mana of any color") != std::string::npos) {
    *out = engine::NotModelled(OracleAbility("static", "", text), kNever);
    return true;
  }
  if (StartsWith(lower, "persist")) {
    *out = engine::NotModelled(OracleAbility("triggered", "dies", text), "persist (702.79)");
    return true;
  }
  if (StartsWith(lower, "when") || StartsWith(lower, "at the beginning") ||
      StartsWith(lower, "at end") || StartsWith(lower, "kinship — at the beginning")) {
    std::string trigger = Contains(lower, "leaves the battlefield") ? "leaves"
                          : Contains(lower, " dies")                ? "dies"
                          : Contains(lower, " enters")              ? "enters"
                                                                    : "";
    // "When this enters" is fired by the module; other events ("whenever you draw") are not, so
    // their abilities are named while their permanent is on the battlefield.
    if (!StartsWith(lower, "when ") && !StartsWith(lower, "when this")) trigger = "";
    // The upkeep and end step events (module.cc BeginStep) fire these; named as they trigger.
    static const std::regex kStep(
        R"(^(?:kinship — )?at the beginning of (your|each|the) (upkeep|end step),.*)");
    if (std::smatch m; std::regex_match(lower, m, kStep)) {
      trigger = std::string(m[1].str() == "your" ? "your-" : "each-") +
                (m[2].str() == "upkeep" ? "upkeep" : "end-step");
    }
    *out = engine::NotModelled(
        OracleAbility("triggered", trigger, text),
        trigger.empty() ? "the module has no event for this trigger" : kNoProgram);
    return true;
  }
  if (StartsWith(lower, "as ") && Contains(lower, " enters")) {
    // A replacement effect applied as the permanent enters (614.1c): named when it enters.
    *out = engine::NotModelled(OracleAbility("triggered", "enters", text), kNoProgram);
    return true;
  }
  if (Contains(lower, "as an additional cost to cast") || StartsWith(lower, "kicker") ||
      StartsWith(lower, "evoke") || StartsWith(lower, "flash")) {
    *out = engine::NotModelled(OracleAbility("cost", "", text),
                               "a casting option the module does not model");
    return true;
  }
  size_t colon = text.find(':');
  if (colon != std::string::npos && text.find('"') > colon) {
    const std::string cost = text.substr(0, colon);
    if (Contains(cost, "{") || StartsWith(cost, "[") || StartsWith(cost, "Tap") ||
        StartsWith(cost, "Sacrifice") || StartsWith(cost, "Exile") || StartsWith(cost, "Remove") ||
        StartsWith(cost, "(")) {
      *out = engine::NotModelled(OracleAbility("activated", "", text), kNoProgram);
      return true;
    }
  }
  if (StartsWith(lower, "equip ") || StartsWith(lower, "equip—")) {  // not "Equipped creature"
    *out = engine::NotModelled(OracleAbility("activated", "", text),
                               "an equip cost other than mana (702.6a)");
    return true;
  }
  const bool spell = Contains(type, "Instant") || Contains(type, "Sorcery");
  *out = engine::NotModelled(OracleAbility(spell ? "spell" : "static", "", text), kNoProgram);
  return true;
}

// The first sentence of `effect` that no CompileSentence template compiles, without its reminder
// text; "" when each sentence compiles alone.
std::string UncompiledSentence(const std::string& effect) {
  for (const std::string& s : Sentences(effect)) {
    std::vector<engine::Action> acts;
    if (!CompileSentenceWithX(s, &acts) && !CompileSentenceWithX(WithoutReminder(s), &acts))
      return WithoutReminder(s);
  }
  return "";
}

// Why CompileLine refused line `t` (the card's name as "~") that LineAbility named as `ab`, in the
// form the coverage list reads (scenario/card_coverage.cc): 'no template compiles "<words>"'
// with the first sentence of the effect that no template compiles, or for an activated ability
// the first part of its cost that no cost action pays, quoted with its colon ("{X}:"). "" when
// every part compiles alone.
std::string WhyNotCompiled(const std::string& t, const Ability& ab) {
  static const std::regex kSymbols(R"(^(?:\{(?:[0-9]+|[WUBRGCTX]|[WUBRG]/[WUBRGP])\})+$)");
  auto quote = [](const std::string& words) { return "no template compiles \"" + words + "\""; };
  std::string effect;
  if (ab.kind == "activated") {
    const size_t colon = t.find(": ");
    if (colon == std::string::npos || StartsWith(t, "(")) return "";
    // A keyword whose reminder text holds the activated ability ("Reinforce 1—{1}{W} ({1}{W},
    // Discard this card: ...)"): the keyword is what no template compiles.
    if (t.rfind('(', colon) != std::string::npos) return quote(WithoutReminder(t));
    std::vector<std::string> verbs;
    for (const std::string& part : Split(t.substr(0, colon), ',')) {
      const std::string p = std::string(Trim(part));
      if (std::regex_match(p, kSymbols)) continue;
      engine::Action a;
      if (!CostPart(p, &a) || std::find(verbs.begin(), verbs.end(), a.verb) != verbs.end())
        return quote(p + ":");
      verbs.push_back(a.verb);
    }
    effect = t.substr(colon + 2);
    if (StartsWith(effect, "It ")) effect = "~ " + effect.substr(3);
  } else if (ab.kind == "spell") {
    effect = t;
  } else if (ab.kind == "triggered" && !ab.trigger.empty()) {
    // The effect after the trigger condition (603.1), or after Kinship's "If you do,".
    const size_t done = t.find("If you do, ");
    const size_t comma = t.find(", ");
    if (StartsWith(t, "Kinship") && done != std::string::npos) {
      effect = t.substr(done + 11);
    } else if (comma != std::string::npos) {
      effect = t.substr(comma + 2);
    } else {
      return "";
    }
    bool may = false;
    effect = EffectOfTail(effect, &may);
    if (StartsWith(effect, "It ")) effect = "~ " + effect.substr(3);
  } else {
    return "";
  }
  const std::string sentence = UncompiledSentence(effect);
  return sentence.empty() ? "" : quote(sentence);
}

}  // namespace

Inert InertHere(const Ability& ability) {
  if (ability.not_modelled == kCombat) return Inert::kOutsideCombat;
  if (ability.not_modelled == kNever) return Inert::kAlways;
  return Inert::kNo;
}

void CompleteOracleText(engine::Card* card) {
  for (Ability& ab : card->abilities) {
    const bool runs = ab.kind == "triggered" || ab.kind == "spell" || ab.kind == "activated";
    if (runs && ab.effect.empty() && ab.not_modelled.empty())
      ab = engine::NotModelled(ab, kNoProgram);
  }
  std::vector<Ability> given = card->abilities;
  // A split card's lines name their half ("Fire deals 2 damage ..."), read as "~" (709.1).
  const std::vector<std::string> halves = SplitHalves(card->name);
  size_t half = 0;
  for (const std::string& line : SplitLines(card->rules_text)) {
    if (!halves.empty() && Trim(line) == "//") half = 1;
    const std::string& name = halves.empty() ? card->name : halves[half];
    const std::string words = engine::ComparableText(line);
    // Covered: a given ability has the line's words, or consecutive given abilities together do
    // (a static ability and the triggered ability of its paragraph, 603.11).
    bool covered = false;
    for (size_t i = 0; i < given.size() && !covered && !words.empty(); ++i) {
      std::string joined;
      for (size_t j = i; j < given.size() && !covered; ++j) {
        const std::string w = engine::ComparableText(given[j].text);
        joined += (joined.empty() || w.empty() ? "" : " ") + w;
        covered = joined == words;
      }
    }
    if (covered) continue;
    std::vector<Ability> compiled;
    if (CompileLine(std::string(Trim(line)), name, card->type, &compiled)) {
      for (Ability& a : compiled) card->abilities.push_back(std::move(a));
      continue;
    }
    Ability ab;
    if (!LineAbility(line, card->type, &ab)) continue;
    if (ab.not_modelled == kNoProgram) {
      // Name the words that stop it: the coverage list ranks them (issue 11).
      std::string t = std::string(Trim(line));
      for (size_t at = name.empty() ? std::string::npos : t.find(name); at != std::string::npos;
           at = t.find(name))
        t.replace(at, name.size(), "~");
      if (std::string why = WhyNotCompiled(t, ab); !why.empty())
        ab = engine::NotModelled(ab, std::move(why));
    }
    card->abilities.push_back(ab);
  }
}

}  // namespace arbiter::games::mtg
