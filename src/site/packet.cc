#include "site/packet.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>

#include "scenario/game_table.h"
#include "scenario/loader.h"
#include "scenario/runner.h"
#include "site/html.h"
#include "site/pages.h"
#include "site/scenario_pages.h"
#include "site/site_map.h"
#include "store/lookup.h"
#include "store/store.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::site {
namespace {

// `root` and every rule under it, in document order.
std::vector<size_t> Subtree(const DocumentPages& doc, const std::string& root) {
  std::set<std::string> inside = {root};
  std::vector<size_t> out;
  for (size_t i = 0; i < doc.rules.size(); ++i) {
    const store::RuleRecord& r = doc.rules[i];
    if (r.id == root || inside.count(r.parent)) {
      inside.insert(r.id);
      out.push_back(i);
    }
  }
  return out;
}

std::string RuleBlock(const DocumentPages& doc, size_t i, std::set<std::string>* anchored) {
  const store::RuleRecord& r = doc.rules[i];
  const std::string key = doc.record.doc.key;
  std::string anchor = SiteMap::SinglePageAnchor(key, r.id);
  const bool first = anchored->insert(anchor).second;
  std::string out = "<section class=\"rule\"" +
                    (first ? " id=\"" + Escape(anchor) + "\"" : std::string()) + "><b>" +
                    Escape(r.id) + "</b> ";
  if (!r.title.empty()) out += "<span class=\"title\">" + Escape(r.title) + "</span>";
  if (!r.text.empty()) out += "<p>" + EscapeLines(r.text) + "</p>";
  for (const std::string& ex : r.examples) {
    out += "<p class=\"example\">Example: " + EscapeLines(ex) + "</p>";
  }
  return out + "</section>\n";
}

}  // namespace

Result<PacketList> ParsePacketList(std::string_view text, const std::string& file) {
  PacketList list;
  int n = 0;
  for (const std::string& raw : SplitLines(text)) {
    ++n;
    const std::string line(Trim(raw));
    if (line.empty() || line[0] == '#') continue;
    const size_t colon = line.find(':');
    const std::string key =
        colon == std::string::npos ? "" : std::string(Trim(line.substr(0, colon)));
    const std::string value =
        colon == std::string::npos ? "" : std::string(Trim(line.substr(colon + 1)));
    const int col = static_cast<int>(raw.find_first_not_of(" \t")) + 1;
    if (key != "title" && key != "rule" && key != "scenario") {
      return Status::InvalidArgument(file + ":" + std::to_string(n) + ":" + std::to_string(col) +
                                     ": expected 'title:', 'rule:' or 'scenario:', not '" + line +
                                     "'");
    }
    if (value.empty()) {
      return Status::InvalidArgument(file + ":" + std::to_string(n) + ":" +
                                     std::to_string(col + static_cast<int>(colon) + 1) + ": '" +
                                     key + ":' needs a value");
    }
    if (key == "title") {
      list.title = value;
    } else {
      list.items.push_back({key, value, n});
    }
  }
  if (list.items.empty()) {
    return Status::InvalidArgument(file + ": the list has no 'rule:' or 'scenario:' line");
  }
  return list;
}

Result<std::string> PacketHtml(store::Store* store, const PacketList& list, const std::string& file,
                               const std::string& base_dir, const std::string& rules_db_dir) {
  auto docs = store->Documents();
  if (!docs.ok()) return docs.status();
  SiteMap map;
  std::map<std::string, bool> loaded;
  auto load_doc = [&](const std::string& key) -> Status {
    if (loaded[key]) return Status::Ok();
    for (const auto& d : *docs) {
      if (d.doc.key != key) continue;
      auto rules = store->DocumentRules(key);
      if (!rules.ok()) return rules.status();
      map.Add(d, std::move(*rules), /*one_page_limit=*/SIZE_MAX);
      loaded[key] = true;
    }
    return Status::Ok();
  };

  // First pass: what each item is, and the documents it needs.
  struct Resolved {
    const PacketItem* item;
    std::vector<store::RuleView> views;
    std::optional<scenario::Scenario> sc;
    scenario::RunResult run;
  };
  std::vector<Resolved> resolved;
  for (const PacketItem& item : list.items) {
    Resolved r{&item, {}, std::nullopt, {}};
    const std::string at = file + ":" + std::to_string(item.line) + ": ";
    if (item.kind == "rule") {
      std::string help;
      auto views = store::LookupRules(store, item.ref, &help);
      if (!views.ok()) {
        return Status::InvalidArgument(at + views.status().message() +
                                       (help.empty() ? "" : " (" + help + ")"));
      }
      r.views = std::move(*views);
      for (const auto& v : r.views) {
        Status s = load_doc(v.document.doc.key);
        if (!s.ok()) return s;
      }
    } else {
      const std::string path = item.ref[0] == '/' ? item.ref : JoinPath(base_dir, item.ref);
      Diagnostics diags;
      r.sc = scenario::LoadScenario(path, rules_db_dir, &diags);
      if (!r.sc) return Status::InvalidArgument(at + "scenario does not load:\n" + diags.Render());
      r.sc->path = item.ref;
      r.run = scenario::RunScenario(*r.sc);
      const engine::GameModule* module = scenario::FindGame(r.sc->game);
      for (const auto& d : *docs) {
        if (d.doc.game == module->Rules().document().game &&
            d.doc.version == module->Rules().document().version) {
          Status s = load_doc(d.doc.key);
          if (!s.ok()) return s;
        }
      }
    }
    resolved.push_back(std::move(r));
  }

  // The rules the page will show: each rule item's subtree, each scenario's cited rules.
  std::set<std::string> present;
  for (const Resolved& r : resolved) {
    for (const store::RuleView& v : r.views) {
      const DocumentPages* doc = map.Find(v.document.doc.key);
      for (size_t i : Subtree(*doc, v.rule.id)) {
        present.insert(SiteMap::SinglePageAnchor(doc->record.doc.key, doc->rules[i].id));
      }
    }
    if (r.sc) {
      const std::string key = DocumentFor(map, scenario::FindGame(r.sc->game)->Rules().document());
      for (const std::string& id : r.run.trace.CitedRules()) {
        present.insert(SiteMap::SinglePageAnchor(key, id));
      }
    }
  }
  map.SetSinglePage(present);

  std::string toc = "<h2>Contents</h2>\n<ol class=\"toc\">\n";
  std::string body;
  std::set<std::string> anchored;
  for (size_t n = 0; n < resolved.size(); ++n) {
    const Resolved& r = resolved[n];
    const std::string item_anchor = "item-" + std::to_string(n + 1);
    if (r.item->kind == "rule") {
      for (const store::RuleView& v : r.views) {
        const DocumentPages* doc = map.Find(v.document.doc.key);
        const std::string heading = v.document.doc.game + ":" + v.rule.id +
                                    (v.rule.title.empty() ? "" : " " + v.rule.title);
        toc += "<li><a href=\"#" + item_anchor + "\">" + Escape(heading) + "</a></li>\n";
        body += "<section class=\"item\" id=\"" + item_anchor + "\"><h2>" + std::to_string(n + 1) +
                ". " + Escape(heading) + "</h2>\n<p class=\"meta\">" +
                Escape(v.document.doc.title + " " + v.document.doc.version + ", effective " +
                       v.document.doc.effective) +
                "</p>\n";
        if (!v.ancestors.empty()) {
          std::vector<std::string> spine;
          for (const auto& a : v.ancestors)
            spine.push_back(a.id + (a.title.empty() ? "" : " " + a.title));
          body += "<p class=\"spine\">in " + Escape(Join(spine, " › ")) + "</p>\n";
        }
        for (size_t i : Subtree(*doc, v.rule.id)) body += RuleBlock(*doc, i, &anchored);
        body += "</section>\n";
      }
      continue;
    }
    const scenario::Scenario& sc = *r.sc;
    const engine::GameModule* module = scenario::FindGame(sc.game);
    toc += "<li><a href=\"#" + item_anchor + "\">" + Escape(sc.title) + "</a></li>\n";
    body += "<section class=\"item\" id=\"" + item_anchor + "\"><h2>" + std::to_string(n + 1) +
            ". " + Escape(sc.title) + "</h2>\n" + ScenarioBody(map, sc, r.run, module->Rules());
    // The rules the trace cites, quoted in full.
    const std::string key = DocumentFor(map, module->Rules().document());
    const DocumentPages* doc = map.Find(key);
    if (doc != nullptr) {
      body += "<h3>Rules cited</h3>\n";
      for (const std::string& id : r.run.trace.CitedRules()) {
        auto it = doc->index_of.find(id);
        if (it != doc->index_of.end()) body += RuleBlock(*doc, it->second, &anchored);
      }
    }
    body += "</section>\n";
  }
  toc += "</ol>\n";
  PageFrame frame;
  frame.title = list.title.empty() ? "Ruling packet" : list.title;
  frame.root = "";
  frame.subtitle = std::to_string(list.items.size()) + " items, compiled by arbiter from " + file;
  std::string page = Page(frame, toc + body);
  // One self-contained file: the stylesheet inline, no site header (no site to go back to).
  const std::string link = "<link rel=\"stylesheet\" href=\"style.css\">";
  page.replace(page.find(link), link.size(), "<style>" + std::string(StyleSheet()) + "</style>");
  const size_t header = page.find("<header class=\"site\">");
  page.erase(header, page.find("</header>", header) + 9 - header);
  return page;
}

}  // namespace arbiter::site
