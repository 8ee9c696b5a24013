// `arbiter card NAME`: a card as a judge needs it: found by name however it is typed (case,
// accents, curly apostrophes, part of the name, a misspelling gets "did you mean"), its text today
// and on --as-of when an erratum changed it, the keyword rules it uses linked in the rules in
// force then, its errata, rulings and FAQ answers, and the scenarios that use it.
#include <CLI/CLI.hpp>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "corpus/card_names.h"
#include "render/lookup_render.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

struct CardOptions {
  std::vector<std::string> words;
  std::string game;
};

// An erratum as a ruling writes it: "New text: ...\nOld text: ...".
struct Erratum {
  const store::RulingRecord* ruling = nullptr;
  std::string now, before;
};

Erratum ReadErratum(const store::RulingRecord& r) {
  Erratum e;
  e.ruling = &r;
  const std::string kNew = "New text: ", kOld = "\nOld text: ";
  if (!StartsWith(r.text, kNew)) return e;
  const size_t old_at = r.text.find(kOld);
  e.now = r.text.substr(kNew.size(),
                        old_at == std::string::npos ? std::string::npos : old_at - kNew.size());
  if (old_at != std::string::npos) e.before = r.text.substr(old_at + kOld.size());
  return e;
}

// Each line of `text` after `pad`, each ending in a newline.
std::string Indented(const std::string& text, const std::string& pad) {
  std::string out;
  for (const std::string& line : SplitLines(text)) out += pad + line + "\n";
  return out;
}

// Two card texts that differ only in how they write symbols ("[S]", "[Might]", "[C]") and
// punctuation compare equal.
std::string TextKey(const std::string& text) {
  std::string plain;
  int depth = 0;
  for (char c : text) {
    if (c == '[') ++depth;
    if (depth == 0) plain += c;
    if (c == ']' && depth > 0) --depth;
  }
  return corpus::CardKey(plain);
}

// The keyword rule for `keyword` in `doc`: a rule titled (or, in MTG, worded) as the keyword,
// under a heading about keywords; nullptr-equivalent (empty id) when the document has none.
store::RuleRecord KeywordRule(store::Store* st, const std::string& doc,
                              const std::string& keyword) {
  auto rules = st->RulesNamed(doc, keyword);
  if (!rules.ok()) return {};
  for (const auto& r : *rules) {
    const std::string up = r.parent.empty() ? r.section : r.parent;
    auto heads = st->LookupRuleBrief(doc, up);
    if (!heads.ok() || heads->empty()) continue;
    const auto& h = heads->front();
    if (ToLowerAscii(h.title).find("keyword") != std::string::npos) return r;
  }
  return {};
}

// The keywords a card uses: its own, then every "[Word]" of its text that names a keyword rule.
std::vector<std::string> KeywordCandidates(const store::CardEntryRecord& c) {
  std::vector<std::string> out = c.keywords;
  for (const std::string* text : {&c.text, &c.effect}) {
    size_t at = 0;
    while ((at = text->find('[', at)) != std::string::npos) {
      const size_t end = text->find(']', at);
      if (end == std::string::npos) break;
      std::string word = text->substr(at + 1, end - at - 1);
      // "[Hidden]", "[Shield 2]" -> Shield; symbols such as "[1]" or "[S]" find no rule.
      if (const size_t sp = word.find(' '); sp != std::string::npos) word = word.substr(0, sp);
      if (word.size() > 1 && std::find(out.begin(), out.end(), word) == out.end()) {
        out.push_back(word);
      }
      at = end + 1;
    }
  }
  return out;
}

int RunCard(Context& ctx, const CardOptions& o) {
  const std::string typed = CollapseSpaces(Join(o.words, " "));
  int code = 0;
  auto st = OpenStoreOrFail(ctx, &code);
  if (!st) return code;
  auto docs = st->Documents();
  if (!docs.ok()) return ctx.Fail(docs.status());
  if (!o.game.empty()) {
    std::string help;
    Status valid = ValidateFilter(*docs, o.game, "", &help);
    if (!valid.ok()) return ctx.Fail(valid, help);
  }
  auto all = st->CardDbNames(o.game);
  if (!all.ok()) return ctx.Fail(all.status());
  std::vector<std::string> names;
  for (const auto& [game, name] : *all) names.push_back(name);
  const corpus::CardMatch m = corpus::MatchCardName(typed, names);
  std::vector<size_t> chosen = !m.exact.empty() ? m.exact : m.partial;
  if (chosen.empty()) {
    return ctx.Fail(
        Status::NotFound("no card named '" + typed + "'" + (o.game.empty() ? "" : " in " + o.game)),
        m.nearby.empty() ? "card names come from each game's card database; "
                           "`arbiter search` finds cards by their words"
                         : "did you mean " + Join(m.nearby, ", ") + "?");
  }
  if (chosen.size() > 1 && m.exact.empty()) {
    std::vector<std::string> listed;
    for (size_t i : chosen) listed.push_back((*all)[i].second);
    std::sort(listed.begin(), listed.end());
    listed.erase(std::unique(listed.begin(), listed.end()), listed.end());
    if (listed.size() > 1) {
      const size_t shown = std::min<size_t>(listed.size(), 12);
      std::vector<std::string> head(listed.begin(), listed.begin() + shown);
      return ctx.Fail(
          Status::NotFound(std::to_string(listed.size()) + " cards match '" + typed + "'"),
          "name one: " + Join(head, "; ") + (listed.size() > shown ? "; ..." : ""));
    }
  }
  const std::string& as_of = st->as_of();
  nlohmann::ordered_json cards_json = nlohmann::ordered_json::array();
  std::string text;
  std::vector<std::string> done;
  for (size_t i : chosen) {
    const auto& [game, name] = (*all)[i];
    if (std::find(done.begin(), done.end(), game + "\n" + name) != done.end()) continue;
    done.push_back(game + "\n" + name);
    auto entries = st->CardEntries(game, name);
    if (!entries.ok()) return ctx.Fail(entries.status());
    if (entries->empty()) continue;
    const store::CardEntryRecord& c = entries->front();
    const store::DocumentRecord* rules_doc = store::DefaultDocument(*docs, game);

    auto rulings = st->RulingsForCard(name);
    if (!rulings.ok()) return ctx.Fail(rulings.status());
    std::vector<Erratum> errata;
    std::vector<const store::RulingRecord*> others;
    for (const auto& r : *rulings) {
      Erratum e = ReadErratum(r);
      if (!e.now.empty()) {
        errata.push_back(e);
      } else {
        others.push_back(&r);
      }
    }
    auto mentions = st->RulingsMentioning(game, name);
    if (!mentions.ok()) return ctx.Fail(mentions.status());
    for (const auto& r : *mentions) others.push_back(&r);
    auto scenarios = st->ScenariosUsingCard(game, name);
    if (!scenarios.ok()) return ctx.Fail(scenarios.status());

    // Today's text: the database's, or an erratum's new text when the database still prints the
    // old one. On --as-of before a dated erratum: the text it replaced.
    std::string now = c.text, now_basis = c.file;
    // Dated errata last, so that their wording (and date) is the one shown.
    std::stable_sort(errata.begin(), errata.end(), [](const Erratum& a, const Erratum& b) {
      return a.ruling->date.empty() && !b.ruling->date.empty();
    });
    for (const Erratum& e : errata) {
      if (TextKey(e.now) != TextKey(c.text) && !e.before.empty() &&
          TextKey(e.before) == TextKey(c.text)) {
        now = e.now;
        now_basis = "the " + e.ruling->source +
                    (e.ruling->date.empty() ? "" : " of " + e.ruling->date) + " applied; " +
                    c.file + " still prints the old text";
      }
    }
    std::string then, then_basis;
    for (const Erratum& e : errata) {
      if (!e.ruling->date.empty() && as_of < e.ruling->date && !e.before.empty()) {
        then = e.before;
        then_basis = "before the " + e.ruling->source + " of " + e.ruling->date;
      }
    }

    nlohmann::ordered_json keywords = nlohmann::ordered_json::array();
    std::vector<std::string> keyword_lines;
    if (rules_doc != nullptr) {
      for (const std::string& k : KeywordCandidates(c)) {
        const store::RuleRecord r = KeywordRule(&*st, rules_doc->doc.key, k);
        if (r.id.empty()) continue;
        const std::string cite = render::CiteOf(*rules_doc, r.id);
        keyword_lines.push_back(k + "  " + cite);
        keywords.push_back({{"keyword", k}, {"rule", r.id}, {"cite", cite}});
      }
    }

    if (!text.empty()) text += "\n";
    text += c.name + "  (" + game + ")\n";
    std::vector<std::string> facts = {c.type_line};
    if (!c.domains.empty()) facts.push_back(Join(c.domains, ", "));
    if (!c.stats.empty()) facts.push_back(Join(c.stats, ", "));
    text += "  " + Join(facts, "; ") + "\n";
    text += "\nText (" + now_basis + "):\n" + Indented(now, "  ");
    if (!c.effect.empty()) text += "Effect text:\n" + Indented(c.effect, "  ");
    if (!then.empty()) {
      text += "\nText on " + as_of + " (" + then_basis + "):\n" + Indented(then, "  ");
    }
    if (!keyword_lines.empty() && rules_doc != nullptr) {
      text += "\nKeyword rules (" + render::DocumentLabel(*rules_doc) + ", in force on " + as_of +
              "):\n";
      for (const auto& l : keyword_lines) text += "  " + l + "\n";
    }
    if (!errata.empty()) {
      text += "\nErrata:\n";
      for (const Erratum& e : errata) {
        text += "  " + e.ruling->source +
                (e.ruling->date.empty() ? " (undated)" : ", " + e.ruling->date) + "\n";
        text += "    new: " + Indented(e.now, "         ").substr(9);
        if (!e.before.empty()) text += "    old: " + Indented(e.before, "         ").substr(9);
      }
    }
    if (!others.empty()) {
      text += "\nRulings and FAQ:\n";
      for (const auto* r : others) {
        text += "  " + r->id + " (" + r->source + (r->date.empty() ? "" : ", " + r->date) +
                "): " + CollapseSpaces(r->text).substr(0, 200) +
                (CollapseSpaces(r->text).size() > 200 ? "..." : "") + "\n";
        if (!r->date.empty() && as_of < r->date) {
          text += "    not yet published on " + as_of + "\n";
        } else if (!r->superseded_by.empty()) {
          text += (!r->superseded_on.empty() && as_of < r->superseded_on
                       ? "    stood on " + as_of + "; superseded later by "
                       : "    SUPERSEDED by ") +
                  r->superseded_by + (r->superseded_on.empty() ? "" : " on " + r->superseded_on) +
                  "\n";
        }
      }
    }
    if (!scenarios->empty()) {
      text += "\nScenarios:\n";
      for (const auto& s : *scenarios) text += "  " + s.path + "  " + s.title + "\n";
    }

    nlohmann::ordered_json j;
    j["game"] = game;
    j["name"] = c.name;
    j["type_line"] = c.type_line;
    j["domains"] = c.domains;
    j["stats"] = c.stats;
    j["text"] = ToValidUtf8(now);
    j["text_source"] = now_basis;
    j["effect"] = ToValidUtf8(c.effect);
    if (!then.empty()) j["text_as_of"] = {{"date", as_of}, {"text", then}, {"why", then_basis}};
    j["file"] = c.file;
    j["keywords"] = keywords;
    nlohmann::ordered_json ej = nlohmann::ordered_json::array();
    for (const Erratum& e : errata) {
      ej.push_back({{"id", e.ruling->id},
                    {"source", e.ruling->source},
                    {"date", e.ruling->date},
                    {"new", e.now},
                    {"old", e.before}});
    }
    j["errata"] = ej;
    nlohmann::ordered_json rj = nlohmann::ordered_json::array();
    for (const auto* r : others) {
      nlohmann::ordered_json x = {{"doc", r->doc},
                                  {"id", r->id},
                                  {"source", r->source},
                                  {"date", r->date},
                                  {"text", r->text}};
      if (!r->superseded_by.empty()) x["superseded_by"] = r->superseded_by;
      rj.push_back(x);
    }
    j["rulings"] = rj;
    nlohmann::ordered_json sj = nlohmann::ordered_json::array();
    for (const auto& s : *scenarios) sj.push_back({{"path", s.path}, {"title", s.title}});
    j["scenarios"] = sj;
    cards_json.push_back(j);
  }
  if (ctx.json) {
    nlohmann::ordered_json j = {{"schema", "arbiter.card/1"},
                                {"query", typed},
                                {"as_of", as_of},
                                {"matched", m.exact.empty() ? "partial" : "exact"},
                                {"cards", cards_json}};
    *ctx.out << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  } else {
    if (m.exact.empty()) *ctx.out << "(the one card whose name matches '" << typed << "')\n";
    *ctx.out << text;
  }
  return 0;
}

}  // namespace

void SetupCard(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<CardOptions>();
  CLI::App* sub = app->add_subcommand(
      "card",
      "a card by name (any case, accents, apostrophes, part of the name): its text today and on "
      "--as-of when errata changed it, its keyword rules, errata, rulings, FAQ, scenarios");
  sub->add_option("name", o->words, "the card's name, or part of it")->required();
  sub->add_option("--game", o->game, "only this game's cards");
  sub->callback([run, o] { *run = [o](Context& ctx) { return RunCard(ctx, *o); }; });
}

}  // namespace arbiter::cli
