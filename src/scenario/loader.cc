#include "scenario/loader.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <unordered_set>

#include "corpus/rule_id.h"
#include "diff/repin.h"
#include "scenario/card_catalog.h"
#include "scenario/game_table.h"
#include "scenario/runner.h"
#include "util/files.h"
#include "util/json_positions.h"
#include "util/strings.h"
#include "util/text_limits.h"

namespace arbiter::scenario {
namespace {

using json = nlohmann::json;
using engine::ParamSpec;

const char* JsonTypeName(const json& j) {
  switch (j.type()) {
    case json::value_t::null:
      return "null";
    case json::value_t::object:
      return "an object";
    case json::value_t::array:
      return "an array";
    case json::value_t::string:
      return "a string";
    case json::value_t::boolean:
      return "a boolean";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
      return "an integer";
    case json::value_t::number_float:
      return "a number with a fraction";
    default:
      return "something else";
  }
}

// The most objects and steps a scenario may have (each costs linear time: 100,000 objects load
// and run in about 2.5 s, 100,000 steps in 0.8 s).
constexpr size_t kMaxScenarioObjects = 100'000;
constexpr size_t kMaxScenarioSteps = 100'000;

class Loader {
 public:
  Loader(const std::string& path, const std::string& text, const std::string& rules_db_dir,
         Diagnostics* diags)
      : path_(path), text_(text), rules_db_dir_(rules_db_dir), diags_(diags), pos_(text) {}

  void Error(const std::string& jpath, const std::string& message, const std::string& code,
             const std::string& note = "", const std::string& help = "", bool at_key = false,
             int column_offset = 0) {
    Diagnostic d;
    d.file = path_;
    Position p = at_key ? pos_.KeyAt(jpath) : pos_.At(jpath);
    p.column += column_offset;
    d.line = p.line;
    d.column = p.column;
    d.message = message;
    d.code = code;
    d.json_path = jpath;
    d.source_line = LineText(text_, p.line);
    if (!note.empty()) d.notes.push_back(note);
    d.help = help;
    diags_->Add(std::move(d));
  }

  std::string DidYouMean(const std::string& word, const std::vector<std::string>& candidates) {
    auto m = ClosestMatches(word, candidates, 1);
    return m.empty() ? "" : "did you mean '" + m[0] + "'?";
  }

  // Checks that `obj` has only `allowed` keys.
  void OnlyKeys(const json& obj, const std::string& jpath, const std::vector<std::string>& allowed,
                const std::string& what) {
    for (auto it = obj.begin(); it != obj.end(); ++it) {
      if (std::find(allowed.begin(), allowed.end(), it.key()) != allowed.end()) continue;
      Error(jpath + "." + it.key(), "unknown field '" + it.key() + "' in " + what, "unknown-field",
            "expected one of: " + Join(allowed, ", "), DidYouMean(it.key(), allowed), true);
    }
  }

  bool WantString(const json& j, const std::string& jpath, std::string* out,
                  const std::string& what) {
    if (!j.is_string()) {
      Error(jpath, what + " must be a string, not " + JsonTypeName(j), "wrong-type",
            "expected a string");
      return false;
    }
    *out = j.get<std::string>();
    return true;
  }

  bool WantInt(const json& j, const std::string& jpath, int* out, const std::string& what) {
    if (!j.is_number_integer()) {
      Error(jpath, what + " must be an integer, not " + JsonTypeName(j), "wrong-type",
            "expected an integer");
      return false;
    }
    // Every integer of a scenario (Might, counts, amounts) is bounded, so that no arithmetic on
    // them in a game module can overflow (a Might of 2147483647 plus a buff was undefined).
    constexpr int64_t kLimit = 1'000'000;
    const bool too_big = j.is_number_unsigned() ? j.get<uint64_t>() > static_cast<uint64_t>(kLimit)
                                                : std::llabs(j.get<int64_t>()) > kLimit;
    if (too_big) {
      Error(jpath,
            what + " is out of range: numbers in a scenario are between -1000000 and 1000000",
            "out-of-range");
      return false;
    }
    *out = static_cast<int>(j.get<int64_t>());
    return true;
  }

  // Card text is compiled line by line with std::regex, its numbers read as int (the game modules'
  // card_text): a number of more than six digits in it is out of range, like any other number of a
  // scenario, and a line too long for the matcher is too long (util/text_limits.h). Either is an
  // error at `jpath`, and the card's text is then not compiled (unreadable_text_).
  void WantCardText(const std::string& text, const std::string& jpath, const std::string& what) {
    if (const size_t longest = LongestLine(text); longest > kMaxTextLineBytes) {
      unreadable_text_ = true;
      Error(jpath,
            what + " has a line of " + std::to_string(longest) +
                " bytes: card text lines are at "
                "most " +
                std::to_string(kMaxTextLineBytes),
            "too-long");
      return;
    }
    const std::string_view n = FirstLongNumber(text);
    if (n.empty()) return;
    unreadable_text_ = true;
    Error(jpath,
          what + " holds the number " + std::string(n.substr(0, 24)) +
              (n.size() > 24 ? "..." : "") +
              ", out of range: numbers in a scenario are between -1000000 and 1000000",
          "out-of-range");
  }

  bool WantBool(const json& j, const std::string& jpath, bool* out, const std::string& what) {
    if (!j.is_boolean()) {
      Error(jpath, what + " must be true or false, not " + JsonTypeName(j), "wrong-type",
            "expected a boolean");
      return false;
    }
    *out = j.get<bool>();
    return true;
  }

  // A card script file: {"cards": [card, ...]}, each card in the syntax of an inline card. A card
  // named in `known` (the game's card data) may leave out its printed fields: they come from the
  // data. Returns the cards when there were no errors.
  std::optional<std::vector<engine::Card>> RunScripts(const engine::GameModule& module,
                                                      const std::string& game,
                                                      const std::vector<std::string>& known) {
    json root = json::parse(text_, nullptr, false);
    if (root.is_discarded() || !root.is_object() || !root.contains("cards") ||
        !root["cards"].is_array()) {
      Error("$", "a card script file is {\"cards\": [card, ...]}", "wrong-type");
      return std::nullopt;
    }
    module_ = &module;
    game_ = game;
    OnlyKeys(root, "$", {"source", "cards"}, "a card script file");
    std::vector<engine::Card> out;
    for (size_t i = 0; i < root["cards"].size(); ++i) {
      const json& c = root["cards"][i];
      const std::string jp = "$.cards[" + std::to_string(i) + "]";
      engine::Card card;
      const bool data =
          c.is_object() && c.contains("name") && c["name"].is_string() &&
          std::find(known.begin(), known.end(), c["name"].get<std::string>()) != known.end();
      script_overlay_ = data;
      if (!c.is_object()) {
        Error(jp, "a card must be an object", "wrong-type");
        continue;
      }
      InlineCard(c, jp, &card);
      out.push_back(std::move(card));
    }
    script_overlay_ = false;
    if (diags_->HasErrors()) return std::nullopt;
    return out;
  }

  std::optional<Scenario> Run() {
    if (const size_t deep = OffsetBeyondDepth(text_); deep != std::string::npos) {
      Diagnostic d;
      d.file = path_;
      const Position p = PositionOfOffset(text_, deep);
      d.line = p.line;
      d.column = p.column;
      d.message = "JSON nested more than " + std::to_string(kMaxJsonDepth) + " levels deep";
      d.code = "json-depth";
      d.source_line = LineText(text_, p.line).substr(0, 200);
      d.help = "a scenario nests a few levels (steps, their objects and lists)";
      diags_->Add(std::move(d));
      return std::nullopt;
    }
    json root;
    try {
      root = json::parse(text_);
    } catch (const json::parse_error& e) {
      Diagnostic d;
      d.file = path_;
      size_t offset = e.byte > 0 ? e.byte - 1 : 0;
      Position p = PositionOfOffset(text_, offset);
      d.line = p.line;
      d.column = p.column;
      std::string what = e.what();
      size_t cut = what.find("column ");
      if (cut != std::string::npos) cut = what.find(": ", cut);
      d.message = "invalid JSON: " + (cut != std::string::npos ? what.substr(cut + 2) : what);
      d.code = "json-syntax";
      d.source_line = LineText(text_, p.line);
      diags_->Add(std::move(d));
      return std::nullopt;
    } catch (const json::exception& e) {  // a number out of range, such as 1e400
      Diagnostic d;
      d.file = path_;
      Position p = PositionOfOffset(text_, OffsetOfQuotedToken(text_, e.what()));
      d.line = p.line;
      d.column = p.column;
      std::string what = e.what();
      d.message = "invalid JSON: " + what.substr(what.find(']') + 2);
      d.code = "json-number";
      d.source_line = LineText(text_, p.line);
      d.help = "numbers in a scenario are small integers";
      diags_->Add(std::move(d));
      return std::nullopt;
    }
    if (!root.is_object()) {
      Error("$", "a scenario must be a JSON object, not " + std::string(JsonTypeName(root)),
            "wrong-type",
            "expected {\"title\": ..., \"game\": ..., \"setup\": ..., \"steps\": ...}");
      return std::nullopt;
    }
    OnlyKeys(root, "$",
             {"title", "game", "rules_version", "question", "setup", "steps", "choices", "expect",
              "ruling", "ambiguity", "tags", "strict"},
             "a scenario");
    for (const char* req : {"title", "game", "question", "setup", "steps", "expect", "ruling"}) {
      if (!root.contains(req)) {
        Error("$", std::string("missing required field '") + req + "'", "missing-field",
              "a scenario has title, game, question, setup, steps, expect and ruling");
      }
    }
    if (diags_->HasErrors() && !root.contains("game")) return std::nullopt;
    Scenario sc;
    sc.path = path_;
    for (const SummaryField& f : kSummaryFields) {       // the fields the database index reads too
      if (std::string_view(f.name) == "game") continue;  // checked below, with the game table
      if (root.contains(f.name))
        WantString(root[f.name], std::string("$.") + f.name, &(sc.*f.member), f.name);
    }
    if (root.contains("ambiguity"))
      WantString(root["ambiguity"], "$.ambiguity", &sc.ambiguity, "ambiguity");
    if (root.contains("strict")) {
      bool strict = true;
      if (WantBool(root["strict"], "$.strict", &strict, "strict")) sc.lenient = !strict;
    }
    if (root.contains("tags")) {
      if (!root["tags"].is_array()) {
        Error("$.tags", "tags must be an array of strings", "wrong-type");
      } else {
        for (const auto& t : root["tags"])
          if (t.is_string()) sc.tags.push_back(t.get<std::string>());
      }
    }
    if (!root.contains("game") || !WantString(root["game"], "$.game", &sc.game, "game"))
      return std::nullopt;
    module_ = FindGame(sc.game);
    game_ = sc.game;
    if (!module_) {
      Error("$.game", "unknown game '" + sc.game + "'", "unknown-game",
            "known games: " + Join(GameNames(), ", "), DidYouMean(sc.game, GameNames()));
      return std::nullopt;
    }
    const auto& doc = module_->Rules().document();
    if (!sc.rules_version.empty() && sc.rules_version != doc.version &&
        sc.rules_version != doc.effective) {
      // An older (or newer) release of the game's rules: its expected citations are mapped onto
      // the release the module cites, through the diffs between consecutive releases.
      std::string help;
      auto map = diff::CachedCitationMap(rules_db_dir_, doc.game + "@" + sc.rules_version,
                                         doc.game + "@" + doc.version, &help);
      if (map.ok()) {
        pin_map_ = *map;
        sc.pinned_from = (*map)->from().key;
      } else {
        Error("$.rules_version",
              "rules version '" + sc.rules_version + "' is not available for " + sc.game,
              "unknown-version",
              "this build cites " + doc.title + " " + doc.version +
                  " and maps the citations of the other releases in the corpus");
      }
    }
    if (root.contains("setup")) Setup(root["setup"], &sc);
    if (root.contains("steps")) Steps(root["steps"], &sc);
    if (root.contains("choices")) Choices(root["choices"], "$.choices", 0, &sc.choices);
    if (root.contains("expect")) Expect(root["expect"], &sc);
    sc.pinned_cites = pinned_cites_;
    if (diags_->HasErrors()) return std::nullopt;
    // Attached cards share their Top-Most Card's location (719.3 / 421.4).
    for (size_t i = 0; i < sc.objects.size(); ++i) {
      const auto& o = sc.objects[i];
      if (o.attached_to.empty()) continue;
      for (const auto& t : sc.objects) {
        if (t.id == o.attached_to && t.zone != o.zone) {
          Error("$.setup.objects[" + std::to_string(i) + "].attached_to",
                "'" + o.id + "' is in zone '" + o.zone + "' but is attached to '" + t.id +
                    "' in zone '" + t.zone + "'",
                "impossible-setup", "an attached card is at its Top-Most Card's location");
        }
      }
    }
    // What the game itself rejects (player count, attached non-gear, two buffs...).
    engine::GameState probe;
    std::string why;
    if (!diags_->HasErrors() && !BuildState(sc, *module_, &probe, &why)) {
      Error("$.setup", "impossible setup: " + why, "impossible-setup");
    }
    if (diags_->HasErrors()) return std::nullopt;
    return sc;
  }

 private:
  void Setup(const json& j, Scenario* sc) {
    if (!j.is_object()) {
      Error("$.setup", "setup must be an object", "wrong-type",
            "expected {\"players\": [...], \"objects\": [...]}");
      return;
    }
    OnlyKeys(j, "$.setup", {"players", "turn_player", "turn", "battlefields", "objects"}, "setup");
    if (!j.contains("players") || !j["players"].is_array()) {
      Error("$.setup", "setup needs 'players', an array of names", "missing-field",
            "e.g. \"players\": [\"A\", \"B\"]");
      return;
    }
    for (size_t i = 0; i < j["players"].size(); ++i) {
      const auto& p = j["players"][i];
      std::string jp = "$.setup.players[" + std::to_string(i) + "]";
      PlayerSpec ps;
      if (p.is_string()) {
        ps.name = p.get<std::string>();
      } else if (p.is_object()) {
        OnlyKeys(p, jp, {"name", "energy", "power", "points"}, "a player");
        if (!p.contains("name") ||
            !WantString(p["name"], jp + ".name", &ps.name, "a player's name")) {
          if (!p.contains("name")) Error(jp, "a player needs a 'name'", "missing-field");
          continue;
        }
        for (const char* r : {"energy", "power", "points"}) {
          if (!p.contains(r)) continue;
          int v = 0;
          if (WantInt(p[r], jp + "." + r, &v, r)) ps.resources[r] = v;
        }
      } else {
        Error(jp, "a player must be a name or {\"name\": ..., \"energy\": N, \"power\": N}",
              "wrong-type");
        continue;
      }
      if (std::find(player_names_.begin(), player_names_.end(), ps.name) != player_names_.end()) {
        Error(jp, "duplicate player '" + ps.name + "'", "duplicate-id");
      }
      player_names_.push_back(ps.name);
      sc->players.push_back(ps);
    }
    if (j.contains("turn_player")) {
      if (WantString(j["turn_player"], "$.setup.turn_player", &sc->turn_player, "turn_player")) {
        CheckPlayer(sc->turn_player, "$.setup.turn_player");
      }
    }
    if (j.contains("turn")) WantInt(j["turn"], "$.setup.turn", &sc->turn, "turn");
    if (j.contains("battlefields")) {
      const auto& b = j["battlefields"];
      if (!b.is_object()) {
        Error("$.setup.battlefields", "battlefields must map a battlefield to its controller",
              "wrong-type", "e.g. {\"battlefield-1\": \"B\"}");
      } else {
        for (auto it = b.begin(); it != b.end(); ++it) {
          std::string jp = "$.setup.battlefields." + it.key();
          CheckZone(it.key(), jp, true);
          std::string who;
          if (WantString(it.value(), jp, &who, "a battlefield's controller")) {
            CheckPlayer(who, jp);
            sc->zone_controllers[it.key()] = who;
          }
        }
      }
    }
    if (!j.contains("objects")) return;
    if (!j["objects"].is_array()) {
      Error("$.setup.objects", "objects must be an array", "wrong-type");
      return;
    }
    if (j["objects"].size() > kMaxScenarioObjects) {
      Error("$.setup.objects",
            "a scenario has at most " + std::to_string(kMaxScenarioObjects) +
                " objects, this one " + std::to_string(j["objects"].size()),
            "too-large");
      return;
    }
    // First pass: ids, so references can point forward.
    for (const auto& o : j["objects"]) {
      if (o.is_object() && o.contains("id") && o["id"].is_string()) {
        object_ids_.push_back(o["id"].get<std::string>());
      }
    }
    object_id_set_.insert(object_ids_.begin(), object_ids_.end());
    std::unordered_set<std::string> seen;  // a set: 100k objects took 19.6 s with a vector
    for (size_t i = 0; i < j["objects"].size(); ++i) {
      Object(j["objects"][i], "$.setup.objects[" + std::to_string(i) + "]", sc, &seen);
    }
  }

  void CheckPlayer(const std::string& name, const std::string& jp) {
    if (std::find(player_names_.begin(), player_names_.end(), name) != player_names_.end()) return;
    Error(jp, "unknown player '" + name + "'", "unknown-player",
          "players: " + Join(player_names_, ", "), DidYouMean(name, player_names_));
  }

  void CheckZone(const std::string& name, const std::string& jp, bool at_key = false) {
    auto zones = module_->ZoneNames();
    if (std::find(zones.begin(), zones.end(), name) != zones.end()) return;
    Error(jp, "unknown zone '" + name + "'", "unknown-zone", "zones: " + Join(zones, ", "),
          DidYouMean(name, zones), at_key);
  }

  void CheckObjectRef(const std::string& name, const std::string& jp, bool allow_placeholders,
                      bool allow_created = false) {
    if (allow_placeholders && StartsWith(name, "$")) return;
    if (allow_created && std::find(created_.begin(), created_.end(), name) != created_.end())
      return;
    if (object_id_set_.count(name)) return;
    Error(jp, "unknown object '" + name + "'", "unknown-object",
          object_ids_.empty() ? "the setup has no objects"
                              : "objects in the setup: " + Join(object_ids_, ", "),
          DidYouMean(name, object_ids_));
  }

  void Object(const json& o, const std::string& jp, Scenario* sc,
              std::unordered_set<std::string>* seen) {
    if (!o.is_object()) {
      Error(jp, "an object must be a JSON object with id, card, owner and zone", "wrong-type");
      return;
    }
    OnlyKeys(o, jp,
             {"id", "card", "owner", "controller", "zone", "exhausted", "face_down", "buffs",
              "damage", "attached_to"},
             "an object");
    ObjectSpec spec;
    spec.line = pos_.At(jp).line;
    for (const char* req : {"id", "card", "owner", "zone"}) {
      if (!o.contains(req))
        Error(jp, std::string("object is missing '") + req + "'", "missing-field");
    }
    if (o.contains("id") && WantString(o["id"], jp + ".id", &spec.id, "an object id")) {
      if (!seen->insert(spec.id).second) {
        Error(jp + ".id", "duplicate object id '" + spec.id + "'", "duplicate-id");
      }
      if (StartsWith(spec.id, "$") || spec.id.empty()) {
        Error(jp + ".id", "object ids may not be empty or start with '$'", "bad-value");
      }
    }
    if (o.contains("card")) Card(o["card"], jp + ".card", &spec.card);
    if (o.contains("owner") && WantString(o["owner"], jp + ".owner", &spec.owner, "owner")) {
      CheckPlayer(spec.owner, jp + ".owner");
    }
    spec.controller = spec.owner;
    if (o.contains("controller") &&
        WantString(o["controller"], jp + ".controller", &spec.controller, "controller")) {
      CheckPlayer(spec.controller, jp + ".controller");
    }
    if (o.contains("zone") && WantString(o["zone"], jp + ".zone", &spec.zone, "zone")) {
      CheckZone(spec.zone, jp + ".zone");
    }
    if (o.contains("exhausted"))
      WantBool(o["exhausted"], jp + ".exhausted", &spec.exhausted, "exhausted");
    if (o.contains("face_down"))
      WantBool(o["face_down"], jp + ".face_down", &spec.face_down, "face_down");
    if (o.contains("buffs") && WantInt(o["buffs"], jp + ".buffs", &spec.buffs, "buffs") &&
        spec.buffs < 0) {
      Error(jp + ".buffs", "buffs cannot be negative", "bad-value");
    }
    if (o.contains("damage") && WantInt(o["damage"], jp + ".damage", &spec.damage, "damage") &&
        spec.damage < 0) {
      Error(jp + ".damage", "damage cannot be negative", "bad-value");
    }
    if (o.contains("attached_to") &&
        WantString(o["attached_to"], jp + ".attached_to", &spec.attached_to, "attached_to")) {
      CheckObjectRef(spec.attached_to, jp + ".attached_to", false);
      if (spec.attached_to == spec.id)
        Error(jp + ".attached_to", "an object cannot be attached to itself", "impossible-setup");
    }
    sc->objects.push_back(spec);
  }

  void Card(const json& c, const std::string& jp, engine::Card* out) {
    if (c.is_string()) {
      std::string name = c.get<std::string>();
      auto catalog = CardCatalog::For(game_, *module_, rules_db_dir_);
      if (!catalog.ok()) {
        Error(jp, catalog.status().message(), "card-data");
        return;
      }
      const engine::Card* card = (*catalog)->Find(name);
      if (card == nullptr) {
        Error(jp, "unknown card '" + name + "'", "unknown-card",
              "cards come from the game's card data, or write the card inline as an object",
              DidYouMean(name, (*catalog)->names()));
        return;
      }
      *out = *card;
      return;
    }
    if (!c.is_object()) {
      Error(jp,
            "a card must be a card name or an inline card object, not " +
                std::string(JsonTypeName(c)),
            "wrong-type");
      return;
    }
    InlineCard(c, jp, out);
  }

  // An inline card, checked against the game's vocabulary (GameModule::Vocabulary): its type
  // words, stats, text fields, keywords, abilities and their instructions (CardVerbs).
  void InlineCard(const json& c, const std::string& jp, engine::Card* out) {
    unreadable_text_ = false;
    const engine::CardVocabulary vocab = module_->Vocabulary();
    std::vector<std::string> keys = {"name",     "type", "domains",   "tags",   "subtypes",
                                     "keywords", "text", "abilities", "effect", "note"};
    if (std::find(vocab.text_boxes.begin(), vocab.text_boxes.end(), "effect") !=
        vocab.text_boxes.end())
      keys.push_back("effect_text");
    keys.insert(keys.end(), vocab.stats.begin(), vocab.stats.end());
    keys.insert(keys.end(), vocab.string_fields.begin(), vocab.string_fields.end());
    OnlyKeys(c, jp, keys, "an inline " + game_ + " card");
    if (!c.contains("name") || !WantString(c["name"], jp + ".name", &out->name, "a card name")) {
      if (!c.contains("name")) Error(jp, "an inline card needs a 'name'", "missing-field");
    }
    if (!c.contains("type")) {
      if (!script_overlay_)
        Error(jp, "an inline card needs a 'type'", "missing-field",
              vocab.types.empty() ? "" : "types: " + Join(vocab.types, ", "));
    } else if (WantString(c["type"], jp + ".type", &out->type, "a card type") &&
               !vocab.types.empty()) {
      // "Artifact Creature", "Instant // Instant": every word must be a type of the game.
      for (const std::string& word : Split(out->type, ' ')) {
        if (word.empty() || word == "//") continue;
        if (std::find(vocab.types.begin(), vocab.types.end(), word) != vocab.types.end()) continue;
        Error(jp + ".type", "unknown card type '" + word + "'", "bad-value",
              "types: " + Join(vocab.types, ", "), DidYouMean(word, vocab.types));
      }
    }
    for (const std::string& n : vocab.stats) {
      int v = 0;
      if (c.contains(n) && WantInt(c[n], jp + "." + n, &v, n)) out->stats[n] = v;
    }
    for (const std::string& f : vocab.string_fields) {
      std::string v;
      if (!c.contains(f) || !WantString(c[f], jp + "." + f, &v, f)) continue;
      Status st = module_->ApplyCardField(out, f, v);
      if (!st.ok()) Error(jp + "." + f, "bad " + f + ": " + st.message(), "bad-value");
    }
    auto strings = [&](const char* key, std::vector<std::string>* dst) {
      if (!c.contains(key)) return;
      if (!c[key].is_array()) {
        Error(jp + "." + key, std::string(key) + " must be an array of strings", "wrong-type");
        return;
      }
      for (size_t i = 0; i < c[key].size(); ++i) {
        std::string s;
        if (WantString(c[key][i], jp + "." + key + "[" + std::to_string(i) + "]", &s, key))
          dst->push_back(s);
      }
    };
    strings("domains", &out->domains);
    strings("tags", &out->subtypes);
    strings("subtypes", &out->subtypes);
    if (c.contains("text") && WantString(c["text"], jp + ".text", &out->rules_text, "text"))
      WantCardText(out->rules_text, jp + ".text", "text");
    if (c.contains("effect_text") &&
        WantString(c["effect_text"], jp + ".effect_text", &out->effect_text, "effect_text"))
      WantCardText(out->effect_text, jp + ".effect_text", "effect_text");
    std::vector<std::string> kws;
    strings("keywords", &kws);
    const auto& known = vocab.keywords;
    for (size_t i = 0; i < kws.size(); ++i) {
      std::string head = kws[i].substr(0, kws[i].find(' '));
      if (!known.empty() && std::find(known.begin(), known.end(), head) == known.end()) {
        Error(jp + ".keywords[" + std::to_string(i) + "]", "unknown keyword '" + head + "'",
              "unknown-keyword", "keywords: " + Join(known, ", "), DidYouMean(head, known));
        continue;
      }
      engine::Keyword k;
      k.name = head;
      std::string rest =
          kws[i].size() > head.size() ? std::string(Trim(kws[i].substr(head.size()))) : "";
      if (!rest.empty() && std::isdigit(static_cast<unsigned char>(rest[0]))) {
        if (!FirstLongNumber(rest).empty()) {
          WantCardText(rest, jp + ".keywords[" + std::to_string(i) + "]", "a keyword");
          continue;
        }
        k.value = std::atoi(rest.c_str());
        k.has_value = true;
      } else if (!rest.empty()) {
        k.cost = rest;
      }
      out->keywords.push_back(k);
    }
    if (c.contains("abilities")) {
      if (!c["abilities"].is_array()) {
        Error(jp + ".abilities", "abilities must be an array", "wrong-type");
      } else {
        for (size_t i = 0; i < c["abilities"].size(); ++i) {
          Ability(c["abilities"][i], jp + ".abilities[" + std::to_string(i) + "]", vocab, out);
        }
      }
    }
    if (c.contains("effect")) {
      if (vocab.effect_is_text) {
        Error(jp + ".effect", "a " + game_ + " card's effects are written as text", "bad-value",
              "write {\"abilities\": [{\"kind\": ..., \"text\": ...}]}");
      } else {
        engine::Ability ab;
        ab.kind = "spell";
        ab.text = out->rules_text;
        Program(c["effect"], jp + ".effect", &ab.effect);
        out->abilities.push_back(ab);
      }
    }
    // The game turns the rest of the card's text into abilities, and names what it cannot run
    // (not when a number in it is too long to read).
    if (unreadable_text_) return;
    module_->CompleteCard(out);
    // An ability text the game cannot read at all is an error here, at its position (Dimensional
    // Rift's effect text grammar); what it reads but does not run is named when the run meets it.
    if (c.contains("abilities") && c["abilities"].is_array()) {
      for (size_t i = 0; i < out->abilities.size() && i < c["abilities"].size(); ++i) {
        const std::string& why = out->abilities[i].not_modelled;
        if (!StartsWith(why, "unreadable: ")) continue;
        // "column N: ..." is a column of the text: point at it (after the opening quote), when
        // the text has no escapes that would shift it.
        std::string message = why.substr(12);
        int offset = 0;
        const std::string text = out->abilities[i].text;
        if (StartsWith(message, "column ") && text.find_first_of("\\\"") == std::string::npos)
          offset = std::atoi(message.c_str() + 7);
        Error(jp + ".abilities[" + std::to_string(i) + "].text", message, "bad-effect", "", "",
              false, offset);
      }
    }
  }

  void Ability(const json& a, const std::string& jp, const engine::CardVocabulary& vocab,
               engine::Card* card) {
    if (!a.is_object()) {
      Error(jp, "an ability must be an object", "wrong-type");
      return;
    }
    OnlyKeys(a, jp,
             {"kind", "trigger", "text", "effect", "cost", "text_box", "target", "link_group"},
             "an ability");
    engine::Ability ab;
    const auto& kinds = vocab.ability_kinds;
    ab.kind = std::find(kinds.begin(), kinds.end(), "triggered") != kinds.end() || kinds.empty()
                  ? "triggered"
                  : kinds[0];
    if (a.contains("kind")) WantString(a["kind"], jp + ".kind", &ab.kind, "kind");
    if (!kinds.empty() && std::find(kinds.begin(), kinds.end(), ab.kind) == kinds.end()) {
      Error(jp + ".kind", "unknown ability kind '" + ab.kind + "'", "bad-value",
            "kinds: " + Join(kinds, ", "), DidYouMean(ab.kind, kinds));
    }
    const auto& triggers = vocab.triggers;
    if (a.contains("trigger")) {
      WantString(a["trigger"], jp + ".trigger", &ab.trigger, "trigger");
      if (std::find(triggers.begin(), triggers.end(), ab.trigger) == triggers.end()) {
        Error(jp + ".trigger", "unknown trigger '" + ab.trigger + "'", "bad-value",
              triggers.empty() ? "this game's triggers are written in the ability's text"
                               : "triggers: " + Join(triggers, ", "),
              DidYouMean(ab.trigger, triggers));
      }
    } else if (ab.kind == "triggered" && !triggers.empty()) {
      Error(jp, "a triggered ability needs a 'trigger'", "missing-field",
            "triggers: " + Join(triggers, ", "));
    }
    if (a.contains("text") && WantString(a["text"], jp + ".text", &ab.text, "text"))
      WantCardText(ab.text, jp + ".text", "text");
    if (a.contains("text_box")) {
      WantString(a["text_box"], jp + ".text_box", &ab.text_box, "text_box");
      const auto& boxes = vocab.text_boxes;
      if (std::find(boxes.begin(), boxes.end(), ab.text_box) == boxes.end()) {
        Error(jp + ".text_box", "unknown text box '" + ab.text_box + "'", "bad-value",
              "text boxes: " + Join(boxes, ", "));
      }
    }
    if (a.contains("target")) WantString(a["target"], jp + ".target", &ab.target, "target");
    if (a.contains("link_group"))
      WantInt(a["link_group"], jp + ".link_group", &ab.link_group, "link_group");
    if (a.contains("effect")) {
      if (vocab.effect_is_text) {
        Error(jp + ".effect", "a " + game_ + " ability's effect is its text", "bad-value",
              "write the effect in \"text\"");
      } else {
        Program(a["effect"], jp + ".effect", &ab.effect);
      }
    }
    if (a.contains("cost")) Program(a["cost"], jp + ".cost", &ab.cost);
    card->abilities.push_back(ab);
  }

  void Program(const json& p, const std::string& jp, std::vector<engine::Action>* out) {
    if (!p.is_array()) {
      Error(jp, "an effect must be an array of instructions", "wrong-type",
            "e.g. [{\"do\": \"give\", \"object\": \"$target\", \"might\": 3}]");
      return;
    }
    for (size_t i = 0; i < p.size(); ++i) {
      engine::Action a;
      if (ActionFrom(p[i], jp + "[" + std::to_string(i) + "]", true, &a)) out->push_back(a);
    }
  }

  // Validates one {"do": verb, ...args} against the module's ActionSpec.
  bool ActionFrom(const json& s, const std::string& jp, bool in_program, engine::Action* out,
                  std::vector<std::string> extra_keys = {}) {
    if (!s.is_object()) {
      Error(jp,
            "a step must be an object like {\"do\": \"attach\", ...}, not " +
                std::string(JsonTypeName(s)),
            "wrong-type");
      return false;
    }
    if (!s.contains("do")) {
      Error(jp, "a step needs 'do' (the action)", "missing-field");
      return false;
    }
    std::string verb;
    if (!WantString(s["do"], jp + ".do", &verb, "'do'")) return false;
    const engine::ActionSpec* spec = nullptr;
    std::vector<std::string> verbs;
    // A card's instructions are checked against the module's card verbs, a step against its
    // step verbs (the same table in games whose cards run scenario verbs).
    for (const auto& a : in_program ? module_->CardVerbs() : module_->Actions()) {
      verbs.push_back(a.verb);
      if (a.verb == verb) spec = &a;
    }
    if (!spec) {
      Error(jp + ".do", "unknown action '" + verb + "'", "unknown-action",
            "actions: " + Join(verbs, ", "), DidYouMean(verb, verbs));
      return false;
    }
    out->verb = verb;
    out->line = pos_.At(jp).line;
    // Objects a step or a card creates (tokens with a key) may be named by expectations.
    if (s.contains("key") && s["key"].is_string()) created_.push_back(s["key"].get<std::string>());
    std::vector<std::string> names = {"do"};
    for (const auto& p : spec->params) names.push_back(p.name);
    names.insert(names.end(), extra_keys.begin(), extra_keys.end());
    bool ok = true;
    for (auto it = s.begin(); it != s.end(); ++it) {
      if (std::find(names.begin(), names.end(), it.key()) == names.end()) {
        Error(jp + "." + it.key(), "unknown parameter '" + it.key() + "' for '" + verb + "'",
              "unknown-param",
              spec->summary + "; parameters: " +
                  Join(std::vector<std::string>(names.begin() + 1, names.end()), ", "),
              DidYouMean(it.key(), names), true);
        ok = false;
      }
    }
    for (const auto& p : spec->params) {
      std::string pp = jp + "." + p.name;
      if (!s.contains(p.name)) {
        if (p.required) {
          Error(jp, "'" + verb + "' needs '" + p.name + "'", "missing-param", spec->summary);
          ok = false;
        }
        continue;
      }
      const json& v = s[p.name];
      using T = ParamSpec::Type;
      switch (p.type) {
        case T::kObject: {
          std::string x;
          if (!WantString(v, pp, &x, "'" + p.name + "'")) {
            ok = false;
            break;
          }
          CheckObjectRef(x, pp, in_program);
          out->args[p.name] = x;
          break;
        }
        case T::kObjects: {
          if (v.is_string()) {
            CheckObjectRef(v.get<std::string>(), pp, in_program);
            out->args[p.name] = v.get<std::string>();
          } else if (v.is_array()) {
            std::vector<std::string> xs;
            for (size_t i = 0; i < v.size(); ++i) {
              std::string x;
              if (!WantString(v[i], pp + "[" + std::to_string(i) + "]", &x, "an object id")) {
                ok = false;
                continue;
              }
              CheckObjectRef(x, pp + "[" + std::to_string(i) + "]", in_program);
              xs.push_back(x);
            }
            out->args[p.name] = xs;
          } else {
            Error(pp,
                  "'" + p.name + "' must be an object id or an array of ids, not " +
                      std::string(JsonTypeName(v)),
                  "wrong-type");
            ok = false;
          }
          break;
        }
        case T::kPlayer: {
          std::string x;
          if (!WantString(v, pp, &x, "'" + p.name + "'")) {
            ok = false;
            break;
          }
          CheckPlayer(x, pp);
          out->args[p.name] = x;
          break;
        }
        case T::kZone: {
          std::string x;
          if (!WantString(v, pp, &x, "'" + p.name + "'")) {
            ok = false;
            break;
          }
          CheckZone(x, pp);
          out->args[p.name] = x;
          break;
        }
        case T::kInt: {
          int x = 0;
          if (!WantInt(v, pp, &x, "'" + p.name + "'")) {
            ok = false;
            break;
          }
          out->args[p.name] = static_cast<int64_t>(x);
          break;
        }
        case T::kBool: {
          bool x = false;
          if (!WantBool(v, pp, &x, "'" + p.name + "'")) {
            ok = false;
            break;
          }
          out->args[p.name] = x;
          break;
        }
        case T::kString:
        case T::kCard: {
          std::string x;
          if (!WantString(v, pp, &x, "'" + p.name + "'")) {
            ok = false;
            break;
          }
          if (!p.words.empty() && std::find(p.words.begin(), p.words.end(), x) == p.words.end()) {
            Error(pp, "'" + x + "' is not a valid " + p.name, "bad-value",
                  "expected one of: " + Join(p.words, ", "), DidYouMean(x, p.words));
            ok = false;
          }
          out->args[p.name] = x;
          break;
        }
        case T::kStrings: {
          std::vector<std::string> xs;
          if (!v.is_array()) {
            Error(pp, "'" + p.name + "' must be an array of strings", "wrong-type");
            ok = false;
            break;
          }
          for (const auto& x : v)
            if (x.is_string()) xs.push_back(x.get<std::string>());
          out->args[p.name] = xs;
          break;
        }
      }
    }
    return ok;
  }

  void Choices(const json& j, const std::string& jp, int step,
               std::vector<engine::ScriptedChoice>* out) {
    // Either {"kind": answer, ...} or [{"kind": ..., "player": ..., "picks": [...]}].
    auto answers = [&](const json& v, const std::string& vp, const std::string& kind,
                       const std::string& player) {
      auto one = [&](const json& a, const std::string& ap) {
        engine::ScriptedChoice c;
        c.kind = kind;
        c.player = player;
        c.step = step;
        if (a.is_string()) {
          c.answer.picks.push_back(a.get<std::string>());
        } else if (a.is_array()) {
          for (size_t i = 0; i < a.size(); ++i) {
            std::string x;
            if (WantString(a[i], ap + "[" + std::to_string(i) + "]", &x, "a pick"))
              c.answer.picks.push_back(x);
          }
        } else {
          Error(ap, "a choice answer must be a string or an array of strings", "wrong-type");
          return;
        }
        out->push_back(c);
      };
      if (v.is_array() && !v.empty() && v[0].is_array()) {
        for (size_t i = 0; i < v.size(); ++i) one(v[i], vp + "[" + std::to_string(i) + "]");
      } else {
        one(v, vp);
      }
    };
    if (j.is_object()) {
      for (auto it = j.begin(); it != j.end(); ++it) {
        CheckChoiceKind(it.key(), jp + "." + it.key());
        answers(it.value(), jp + "." + it.key(), it.key(), "");
      }
    } else if (j.is_array()) {
      for (size_t i = 0; i < j.size(); ++i) {
        std::string ip = jp + "[" + std::to_string(i) + "]";
        const auto& c = j[i];
        if (!c.is_object() || !c.contains("kind") || !c.contains("picks")) {
          Error(ip, "a choice needs 'kind' and 'picks'", "missing-field");
          continue;
        }
        OnlyKeys(c, ip, {"kind", "player", "picks"}, "a choice");
        std::string kind, player;
        WantString(c["kind"], ip + ".kind", &kind, "kind");
        CheckChoiceKind(kind, ip + ".kind");
        if (c.contains("player") && WantString(c["player"], ip + ".player", &player, "player"))
          CheckPlayer(player, ip + ".player");
        answers(c["picks"], ip + ".picks", kind, player);
      }
    } else {
      Error(jp, "choices must be an object {kind: answer} or an array", "wrong-type");
    }
  }

  void CheckChoiceKind(const std::string& kind, const std::string& jp) {
    // The game module declares its choice kinds; a module that declares none accepts any.
    std::vector<std::string> kinds = module_->ChoiceKinds();
    if (kinds.empty() || std::find(kinds.begin(), kinds.end(), kind) != kinds.end()) return;
    Error(jp, "unknown choice kind '" + kind + "'", "unknown-choice", "kinds: " + Join(kinds, ", "),
          DidYouMean(kind, kinds), true);
  }

  void Steps(const json& j, Scenario* sc) {
    if (!j.is_array()) {
      Error("$.steps", "steps must be an array", "wrong-type",
            "e.g. [{\"do\": \"attach\", \"object\": \"sword\", \"to\": \"jinx\"}]");
      return;
    }
    if (j.size() > kMaxScenarioSteps) {
      Error("$.steps",
            "a scenario has at most " + std::to_string(kMaxScenarioSteps) + " steps, this one " +
                std::to_string(j.size()),
            "too-large");
      return;
    }
    for (size_t i = 0; i < j.size(); ++i) {
      std::string jp = "$.steps[" + std::to_string(i) + "]";
      Step st;
      st.line = pos_.At(jp).line;
      if (!ActionFrom(j[i], jp, false, &st.action, {"choose", "note"})) continue;
      if (j[i].contains("choose"))
        Choices(j[i]["choose"], jp + ".choose", static_cast<int>(i) + 1, &st.choices);
      sc->steps.push_back(st);
    }
  }

  // A cited rule as written: "718.4", "riftbound:718.4", "riftbound@1.2:718.4" (a version or
  // effective date of the scenario's document), or a variant people type ("718.4a" for
  // "718.4.a"). Sets `id` to the module's registered form when there is one, else to the id as
  // written (the caller reports it). False, with an error, when the prefix names another game or
  // document.
  bool CiteId(const std::string& written, const std::string& jp, std::string* id) {
    const auto& doc = module_->Rules().document();
    corpus::Citation c = corpus::ParseCitation(written);
    if (!c.game.empty() && c.game != doc.game) {
      Error(jp,
            "rule '" + written + "' names the game '" + c.game + "', but this scenario is " +
                doc.game,
            "wrong-game",
            "a scenario cites the rules of its own game, written \"ID\", \"" + doc.game +
                ":ID\" or \"" + doc.game + "@" + doc.version + ":ID\"");
      return false;
    }
    const bool old_pin =
        pin_map_ != nullptr && !c.version.empty() &&
        (c.version == pin_map_->from().version || c.version == pin_map_->from().effective);
    if (!c.version.empty() && c.version != doc.version && !old_pin &&
        (doc.effective.empty() || c.version != doc.effective)) {
      Error(jp,
            "rule '" + written + "' names " + c.game + "@" + c.version +
                ", but this scenario is played under " + doc.game + "@" + doc.version,
            "wrong-version",
            "the " + doc.game + " module cites " + doc.title + " " + doc.version + ": write \"" +
                c.id + "\" or \"" + doc.game + "@" + doc.version + ":" + c.id + "\"");
      return false;
    }
    *id = c.id;
    const bool in_pin = pin_map_ != nullptr && (c.version.empty() || old_pin);
    if (in_pin) return MapPinned(written, jp, id);
    if (!module_->Rules().Find(*id)) {
      auto canonical = corpus::CanonicalId(c.id, corpus::StyleForGame(doc.game));
      if (canonical && module_->Rules().Find(*canonical)) *id = *canonical;
    }
    return true;
  }

  // A citation written in the scenario's older pin: mapped to the module's release. A rule that
  // split or vanished has no one counterpart: an error naming what became of it.
  bool MapPinned(const std::string& written, const std::string& jp, std::string* id) {
    const diff::CitationMap& m = *pin_map_;
    const std::string old_key = m.from().key;
    std::string old_id = *id;
    if (m.Find(old_id) == nullptr) {
      auto canonical = corpus::CanonicalId(old_id, corpus::StyleForGame(m.from().game));
      if (canonical) old_id = *canonical;
    }
    const diff::PinnedRule* p = m.Find(old_id);
    if (p == nullptr) {
      Error(jp, "rule '" + written + "' is not a rule of " + old_key, "unknown-rule",
            "this scenario is pinned to " + old_key + " (rules_version)");
      return false;
    }
    const std::string mapped = m.MapOne(old_id);
    if (mapped.empty()) {
      Error(jp,
            "rule " + old_key + ":" + old_id + " " + diff::PinStatusName(p->status) + " in " +
                m.to().key + (p->new_ids.empty() ? "" : " (" + Join(p->new_ids, ", ") + ")"),
            "unmapped-rule",
            "cite the rule of " + m.to().key +
                " that governs, or re-pin the scenario "
                "(arbiter repin)");
      return false;
    }
    *id = mapped;
    PinnedCite pc;
    pc.written = old_id;
    pc.mapped = mapped;
    pc.status = diff::PinStatusName(p->status);
    pc.word_diff = p->word_diff;
    pinned_cites_.push_back(pc);
    return true;
  }

  void Expect(const json& j, Scenario* sc) {
    if (!j.is_object()) {
      Error("$.expect", "expect must be an object", "wrong-type",
            "e.g. {\"state\": [...], \"cites\": [...]}");
      return;
    }
    OnlyKeys(j, "$.expect", {"state", "cites", "not_cites", "refused", "stops"}, "expect");
    if (j.contains("state")) {
      if (!j["state"].is_array()) {
        Error("$.expect.state", "state must be an array of {\"object\": ..., property: value}",
              "wrong-type");
      } else {
        auto props = module_->PropertyNames();
        for (size_t i = 0; i < j["state"].size(); ++i) {
          std::string jp = "$.expect.state[" + std::to_string(i) + "]";
          const auto& a = j["state"][i];
          if (!a.is_object() || !a.contains("object")) {
            Error(jp, "an assertion needs 'object' and at least one property", "missing-field");
            continue;
          }
          std::string obj;
          if (!WantString(a["object"], jp + ".object", &obj, "object")) continue;
          CheckObjectRef(obj, jp + ".object", false, true);
          // "after_step": N checks the state right after step N ("during the turn" questions).
          int after_step = 0;
          if (a.contains("after_step")) {
            const std::string sp = jp + ".after_step";
            if (!WantInt(a["after_step"], sp, &after_step, "after_step")) continue;
            if (after_step < 1 || after_step > static_cast<int>(sc->steps.size())) {
              Error(sp,
                    "after_step " + std::to_string(after_step) + " is not a step of this scenario",
                    "bad-step", "steps are numbered 1 to " + std::to_string(sc->steps.size()));
              continue;
            }
          }
          for (auto it = a.begin(); it != a.end(); ++it) {
            if (it.key() == "object" || it.key() == "after_step") continue;
            std::string pp = jp + "." + it.key();
            if (std::find(props.begin(), props.end(), it.key()) == props.end()) {
              Error(pp, "unknown property '" + it.key() + "'", "unknown-property",
                    "properties: " + Join(props, ", "), DidYouMean(it.key(), props), true);
              continue;
            }
            Assertion as;
            as.object = obj;
            as.property = it.key();
            as.line = pos_.At(pp).line;
            as.after_step = after_step;
            const auto& v = it.value();
            if (v.is_boolean())
              as.expected = v.get<bool>();
            else if (v.is_number_integer())
              as.expected = v.get<int64_t>();
            else if (v.is_string())
              as.expected = v.get<std::string>();
            else if (v.is_array()) {
              std::vector<std::string> xs;
              for (const auto& x : v)
                if (x.is_string()) xs.push_back(x.get<std::string>());
              as.expected = xs;
            } else {
              Error(pp,
                    "an expected value must be a boolean, an integer, a string or an array of "
                    "strings",
                    "wrong-type");
              continue;
            }
            sc->expect.state.push_back(as);
          }
        }
      }
    }
    auto rules = [&](const char* key, std::vector<std::string>* dst) {
      if (!j.contains(key)) return;
      if (!j[key].is_array()) {
        Error(std::string("$.expect.") + key, std::string(key) + " must be an array of rule ids",
              "wrong-type");
        return;
      }
      std::vector<std::string> known;
      for (const auto& r : module_->Rules().rules()) known.push_back(r.id);
      for (size_t i = 0; i < j[key].size(); ++i) {
        std::string jp = std::string("$.expect.") + key + "[" + std::to_string(i) + "]";
        std::string written;
        if (!WantString(j[key][i], jp, &written, "a rule id")) continue;
        std::string id;
        if (!CiteId(written, jp, &id)) continue;
        if (!module_->Rules().Find(id)) {
          Error(jp,
                "rule '" + written + "' is not one the " + module_->Rules().document().game +
                    " module can cite",
                "unknown-rule", "rule ids are written as in the rules document, e.g. \"718.4\"",
                DidYouMean(id, known));
          continue;
        }
        dst->push_back(id);
      }
    };
    rules("cites", &sc->expect.cites);
    rules("not_cites", &sc->expect.not_cites);
    if (j.contains("refused")) {
      if (!j["refused"].is_array()) {
        Error("$.expect.refused", "refused must be an array of step numbers", "wrong-type");
      } else {
        for (size_t i = 0; i < j["refused"].size(); ++i) {
          int n = 0;
          std::string jp = "$.expect.refused[" + std::to_string(i) + "]";
          if (!WantInt(j["refused"][i], jp, &n, "a step number")) continue;
          if (n < 1 || n > static_cast<int>(sc->steps.size())) {
            Error(jp, "step " + std::to_string(n) + " does not exist", "bad-value",
                  "steps are numbered 1 to " + std::to_string(sc->steps.size()));
            continue;
          }
          sc->expect.refused.push_back(n);
        }
      }
    }
    if (j.contains("stops") &&
        WantString(j["stops"], "$.expect.stops", &sc->expect.stops, "stops")) {
      static const std::vector<std::string> kStops = {"unscripted-choice", "endless-loop"};
      if (std::find(kStops.begin(), kStops.end(), sc->expect.stops) == kStops.end()) {
        Error("$.expect.stops", "unknown stop '" + sc->expect.stops + "'", "bad-value",
              "expected one of: " + Join(kStops, ", "), DidYouMean(sc->expect.stops, kStops));
      }
    }
  }

  std::string path_;
  const std::string& text_;
  std::string rules_db_dir_;  // where the game's card files are (scenario/card_catalog.h)
  Diagnostics* diags_;
  JsonPositions pos_;
  const engine::GameModule* module_ = nullptr;
  std::string game_;
  const diff::CitationMap* pin_map_ = nullptr;  // set when rules_version is an older release
  std::vector<PinnedCite> pinned_cites_;        // the expected citations it mapped
  std::vector<std::string> player_names_;
  std::vector<std::string> object_ids_;
  std::unordered_set<std::string> object_id_set_;  // the same, to look up
  std::vector<std::string> created_;
  bool unreadable_text_ = false;  // the inline card being read has a number too long to read
  bool script_overlay_ = false;   // a script for a card of the card data: printed fields optional
};

}  // namespace

std::optional<Scenario> ParseScenario(const std::string& path, const std::string& text,
                                      const std::string& rules_db_dir, Diagnostics* diags) {
  Loader loader(path, text, rules_db_dir, diags);
  return loader.Run();
}

std::optional<std::vector<engine::Card>> ParseCardScripts(
    const std::string& path, const std::string& text, const engine::GameModule& module,
    const std::string& game, const std::vector<std::string>& known, Diagnostics* diags) {
  Loader loader(path, text, "", diags);
  return loader.RunScripts(module, game, known);
}

std::optional<Scenario> LoadScenario(const std::string& path, const std::string& rules_db_dir,
                                     Diagnostics* diags) {
  auto text = ReadFile(path);
  if (!text.ok()) {
    Diagnostic d;
    d.file = path;
    d.message = text.status().message();
    d.code = "unreadable";
    diags->Add(d);
    return std::nullopt;
  }
  return ParseScenario(path, *text, rules_db_dir, diags);
}

std::vector<std::string> FindScenarioFiles(const std::string& dir) {
  std::vector<std::string> out;
  std::error_code ec;
  if (std::filesystem::is_regular_file(dir, ec)) return {dir};
  for (auto it = std::filesystem::recursive_directory_iterator(dir, ec);
       !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
    if (it->is_regular_file() && it->path().extension() == ".json")
      out.push_back(it->path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace arbiter::scenario
