#include "store/lookup.h"

#include <algorithm>
#include <map>
#include <set>

#include "corpus/rule_id.h"
#include "corpus/windows.h"
#include "util/strings.h"

namespace arbiter::store {
namespace {

std::vector<std::string> Games(const std::vector<DocumentRecord>& docs) {
  std::vector<std::string> games;
  for (const auto& d : docs) {
    if (std::find(games.begin(), games.end(), d.doc.game) == games.end()) {
      games.push_back(d.doc.game);
    }
  }
  return games;
}

// Why `game` has no document to answer from on the store's date: none of its releases had taken
// effect yet (NotFound, with the earliest in *help), or it has no primary document at all.
Status NoDocumentOn(const std::vector<DocumentRecord>& docs, const std::string& game,
                    std::string* help) {
  const DocumentRecord* first = nullptr;
  std::string as_of;
  for (const auto& d : docs) {
    as_of = d.as_of;
    if (d.doc.game != game || d.window.from.empty()) continue;
    if (first == nullptr || d.window.from < first->window.from) first = &d;
  }
  if (first == nullptr) {
    return Status::InvalidArgument("game '" + game + "' has no rules document of its own");
  }
  *help = "the earliest " + game + " document held is " + first->doc.key + ", in force from " +
          first->window.from + "; ask --as-of " + first->window.from + " or later, or name it (" +
          first->doc.key + ":ID)";
  return Status::NotFound("no " + game + " rules held were in force on " + as_of);
}

// The same rule in the other versions of its family: every (document, id) reached from (doc, id)
// through the stored changes between consecutive releases (renumberings, edits, splits and
// merges; never through an addition or a removal), each with whether its words changed on the way.
Result<std::map<std::pair<std::string, std::string>, bool>> SameRuleElsewhere(
    Store* store, const std::string& doc, const std::string& id) {
  std::map<std::pair<std::string, std::string>, bool> seen = {{{doc, id}, false}};
  std::vector<std::pair<std::string, std::string>> todo = {{doc, id}};
  while (!todo.empty()) {
    const auto at = todo.back();
    todo.pop_back();
    const bool changed_so_far = seen[at];
    auto changes = store->ChangesNaming(at.first, at.second);
    if (!changes.ok()) return changes.status();
    for (const RuleChangeRecord& c : *changes) {
      if (c.old_ids.empty() || c.new_ids.empty()) continue;
      const bool forward = c.from_doc == at.first;
      const std::string& other_doc = forward ? c.to_doc : c.from_doc;
      for (const std::string& other : forward ? c.new_ids : c.old_ids) {
        if (seen.emplace(std::make_pair(other_doc, other), changed_so_far || c.text_changed)
                .second) {
          todo.emplace_back(other_doc, other);
        }
      }
    }
  }
  seen.erase({doc, id});
  return seen;
}

}  // namespace

const DocumentRecord* DefaultDocument(const std::vector<DocumentRecord>& docs,
                                      std::string_view game) {
  for (const auto& d : docs) {
    if (d.is_default && d.doc.game == game) return &d;
  }
  return nullptr;
}

Result<std::vector<LookupTarget>> ResolveCitation(const std::vector<DocumentRecord>& docs,
                                                  std::string_view text, std::string* help) {
  const corpus::Citation c = corpus::ParseCitation(text);
  std::vector<const DocumentRecord*> chosen;
  if (c.game.empty() && !c.version.empty()) {
    // "@2025-02-07:701.5": a version without a game names that version in whichever game has it,
    // never the defaults.
    std::vector<std::string> versions;
    for (const auto& d : docs) {
      if (d.doc.version == c.version || d.doc.effective == c.version) chosen.push_back(&d);
      versions.push_back(d.doc.game + "@" + d.doc.version);
    }
    if (chosen.empty()) {
      *help = "name the game too, as in mtg@2025-02-07:701.5; versions: " + Join(versions, ", ");
      return Status::InvalidArgument("no document with version '" + c.version + "' in '" +
                                     std::string(Trim(text)) + "'");
    }
  } else if (c.game.empty()) {
    // A bare id means a game's rules: tournament rules and penalties are named by their prefix
    // (riftbound-tr:702, mtr:3.2, ipg:2.1), or every number would also find their sections.
    for (const auto& d : docs) {
      const std::string kind = corpus::KindOf(d.doc);
      if (d.is_default && kind != "tournament rules" && kind != "penalties") chosen.push_back(&d);
    }
  } else {
    const std::string prefix = c.version.empty() ? c.game : c.game + "@" + c.version;
    for (const auto& d : docs) {
      if (d.doc.key == prefix) chosen.push_back(&d);
    }
    if (chosen.empty()) {
      const std::vector<std::string> games = Games(docs);
      if (std::find(games.begin(), games.end(), c.game) == games.end()) {
        auto close = ClosestMatches(c.game, games, 1);
        *help = close.empty() ? "games: " + Join(games, ", ") : "did you mean '" + close[0] + "'?";
        return Status::InvalidArgument("unknown game '" + c.game + "' in '" +
                                       std::string(Trim(text)) + "'");
      }
      if (c.version.empty()) {
        if (const DocumentRecord* d = DefaultDocument(docs, c.game)) chosen.push_back(d);
      } else {
        std::vector<std::string> versions;
        for (const auto& d : docs) {
          if (d.doc.game != c.game) continue;
          if (d.doc.version == c.version || d.doc.effective == c.version) chosen.push_back(&d);
          versions.push_back(d.doc.version);
        }
        if (chosen.size() > 1) {
          // A version label beats an effective date shared by several documents.
          std::vector<const DocumentRecord*> exact;
          for (const auto* d : chosen) {
            if (d->doc.version == c.version) exact.push_back(d);
          }
          if (!exact.empty())
            chosen = exact;
          else
            chosen.resize(1);
        }
        if (chosen.empty()) {
          *help = c.game + " versions: " + Join(versions, ", ");
          return Status::InvalidArgument("no " + c.game + " document with version '" + c.version +
                                         "'");
        }
      }
      if (chosen.empty()) return NoDocumentOn(docs, c.game, help);
    }
  }
  std::vector<LookupTarget> out;
  for (const DocumentRecord* d : chosen) {
    auto id = corpus::CanonicalId(c.id, corpus::StyleForGame(d->doc.game));
    if (id) out.push_back({*d, *id});
  }
  if (out.empty()) {
    *help = "a rule id looks like 718.5.b, 607.2a or mtg:607.2a";
    return Status::InvalidArgument("'" + std::string(Trim(text)) + "' is not a rule id");
  }
  return out;
}

Result<std::vector<RuleView>> LookupRules(Store* store, std::string_view text, std::string* help) {
  auto docs = store->Documents();
  if (!docs.ok()) return docs.status();
  auto targets = ResolveCitation(*docs, text, help);
  if (!targets.ok()) return targets.status();
  std::vector<RuleView> views;
  for (const auto& t : *targets) {
    auto rows = store->LookupRule(t.document.doc.key, t.id);
    if (!rows.ok()) return rows.status();
    for (const auto& row : *rows) {
      RuleView v;
      v.document = t.document;
      v.rule = row;
      v.copies = static_cast<int>(rows->size());
      const std::string& doc = t.document.doc.key;
      const std::string& game = t.document.doc.game;
      // Ancestors by number, then the heading the topmost one sits under.
      std::set<std::string> seen = {row.id};
      std::string up = row.parent.empty() ? row.section : row.parent;
      while (!up.empty() && seen.insert(up).second) {
        auto a = store->LookupRuleBrief(doc, up);
        if (!a.ok()) return a.status();
        if (a->empty()) break;
        v.ancestors.insert(v.ancestors.begin(), a->front());
        up = a->front().parent.empty() ? a->front().section : a->front().parent;
      }
      auto children = store->Children(doc, row.id);
      if (!children.ok()) return children.status();
      v.children = std::move(*children);
      auto out = store->RefsFrom(doc, row.id);
      if (!out.ok()) return out.status();
      v.refs_out = std::move(*out);
      auto in = store->RefsTo(doc, row.id);
      if (!in.ok()) return in.status();
      v.refs_in = std::move(*in);
      // Label each reference with the other end's title or opening words.
      auto label = [&](const std::string& id) -> std::string {
        auto rows = store->LookupRuleBrief(doc, id);
        if (!rows.ok() || rows->empty()) return "";
        const RuleRecord& r = rows->front();
        return r.title.empty() ? r.text : r.title;
      };
      for (auto& ref : v.refs_out) ref.label = label(ref.to_id);
      for (auto& ref : v.refs_in) ref.label = label(ref.from_id);
      auto analogues = store->AnaloguesFor(game, row.id);
      if (!analogues.ok()) return analogues.status();
      v.analogues = std::move(*analogues);
      // Rulings cite the release in force on their date; scenarios are pinned to a version.
      // First those of this document, then those citing the same rule in another version
      // (followed through the stored changes), each marked with the rule it cites there.
      auto rulings = store->RulingsCitingIn(doc, row.id);
      if (!rulings.ok()) return rulings.status();
      v.rulings = std::move(*rulings);
      auto scenarios = store->ScenariosCiting(doc, row.id);
      if (!scenarios.ok()) return scenarios.status();
      v.scenarios = std::move(*scenarios);
      auto linked = SameRuleElsewhere(store, doc, row.id);
      if (!linked.ok()) return linked.status();
      for (const auto& [where, changed] : *linked) {
        auto more_rulings = store->RulingsCitingIn(where.first, where.second);
        if (!more_rulings.ok()) return more_rulings.status();
        for (auto& u : *more_rulings) {
          if (std::any_of(v.rulings.begin(), v.rulings.end(),
                          [&](const RulingRecord& o) { return o.doc == u.doc && o.id == u.id; })) {
            continue;
          }
          u.cites_as = where.first + ":" + where.second;
          u.text_changed_since = changed;
          v.rulings.push_back(std::move(u));
        }
        auto more = store->ScenariosCiting(where.first, where.second);
        if (!more.ok()) return more.status();
        for (auto& sc : *more) {
          if (std::any_of(v.scenarios.begin(), v.scenarios.end(),
                          [&](const ScenarioRecord& o) { return o.path == sc.path; })) {
            continue;
          }
          sc.cites_as = where.first + ":" + where.second;
          sc.text_changed_since = changed;
          v.scenarios.push_back(std::move(sc));
        }
      }
      views.push_back(std::move(v));
    }
  }
  if (!views.empty()) return views;

  // Not found: suggest the nearest ids of the documents searched, closest first across games.
  std::vector<std::pair<int, std::string>> scored;
  std::vector<std::string> names;
  const bool prefix = targets->size() > 1;
  for (const auto& t : *targets) {
    auto ids = store->RuleIds(t.document.doc.key);
    if (!ids.ok()) return ids.status();
    const int max_distance = std::max<int>(1, static_cast<int>(t.id.size()) / 3);
    for (const auto& id : *ids) {
      int d = EditDistance(t.id, id, max_distance);
      if (d <= max_distance) scored.emplace_back(d, prefix ? t.document.doc.game + ":" + id : id);
    }
    names.push_back(t.document.doc.key);
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<std::string> close;
  for (const auto& [d, id] : scored) {
    if (close.size() == 3) break;
    if (std::find(close.begin(), close.end(), id) == close.end()) close.push_back(id);
  }
  if (!close.empty()) *help = "did you mean " + Join(close, ", ") + "?";
  std::string shown = std::string(Trim(text));
  return Status::NotFound("no rule " + shown + " in " + Join(names, ", "));
}

}  // namespace arbiter::store
