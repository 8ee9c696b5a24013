// JSON forms of the lookup answers (docs/json.md). Keys keep a fixed order; every object that
// answers names its document.
#include <cmath>
#include <nlohmann/json.hpp>

#include "render/json_writer.h"
#include "render/lookup_render.h"

namespace arbiter::render {
namespace {

using Json = nlohmann::ordered_json;

// `j` as the commands print it, with a final newline unless `newline` is false.
std::string Dump(const Json& j, bool newline = true) {
  std::string out = j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
  if (newline) out += '\n';
  return out;
}

std::string JsonMarks(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == kMarkOpen[0])
      out += "<mark>";
    else if (c == kMarkClose[0])
      out += "</mark>";
    else
      out += c;
  }
  return out;
}

Json DocJson(const store::DocumentRecord& d) {
  return Json{{"key", d.doc.key},
              {"game", d.doc.game},
              {"title", d.doc.title},
              {"version", d.doc.version},
              {"effective", d.doc.effective},
              {"until", d.window.until},
              {"superseded_by",
               d.window.superseded_by.empty() ? d.window.replaced_by : d.window.superseded_by},
              {"as_of", d.as_of},
              {"in_force", d.in_force},
              {"standing", StandingNote(d)},
              {"role", d.doc.role},
              {"default", d.is_default},
              {"local", d.is_local}};
}

Json DocJsonByKey(const Docs& docs, const std::string& key) {
  for (const auto& d : docs) {
    if (d.doc.key == key) return DocJson(d);
  }
  return Json{{"key", key}};
}

Json BriefRule(const store::RuleRecord& r) {
  return Json{{"id", r.id}, {"title", r.title}, {"text", r.text}};
}

Json RefJson(const store::RefRecord& r) {
  return Json{{"from", r.from_id},
              {"to", r.to_id},
              {"written", r.written},
              {"resolved", r.resolved},
              {"label", r.label}};
}

Json RulingJson(const store::RulingRecord& u) {
  Json j{{"doc", u.doc},
         {"id", u.id},
         {"card", u.card},
         {"text", u.text},
         {"source", u.source},
         {"date", u.date},
         {"cites", u.cites},
         {"cite_games", u.cite_games},
         {"cite_docs", u.cite_docs}};
  if (!u.superseded_by.empty()) {
    j["superseded"] = {{"by", u.superseded_by}, {"on", u.superseded_on}, {"why", u.superseded_why}};
  }
  if (!u.cites_as.empty()) {
    j["cites_as"] = u.cites_as;
    j["text_changed_since"] = u.text_changed_since;
  }
  return j;
}

Json ViewJson(const store::RuleView& v) {
  Json j;
  j["document"] = DocJson(v.document);
  j["id"] = v.rule.id;
  j["cite"] = CiteOf(v.document, v.rule.id);
  j["title"] = v.rule.title;
  j["text"] = v.rule.text;
  j["examples"] = v.rule.examples;
  j["source_file"] = v.document.doc.source;
  j["line"] = v.rule.line;
  j["copies"] = v.copies;
  if (!v.rule.source.empty() || !v.rule.date.empty()) {
    j["source"] = v.rule.source;
    j["date"] = v.rule.date;
  }
  Json ancestors = Json::array();
  for (const auto& a : v.ancestors) ancestors.push_back(BriefRule(a));
  j["ancestors"] = ancestors;
  Json children = Json::array();
  for (const auto& c : v.children) children.push_back(BriefRule(c));
  j["children"] = children;
  if (!v.descendants.empty()) {  // rule --full
    Json all = Json::array();
    for (const auto& d : v.descendants) {
      Json one = BriefRule(d);
      one["parent"] = d.parent;
      one["examples"] = d.examples;
      all.push_back(one);
    }
    j["descendants"] = all;
  }
  Json out = Json::array(), in = Json::array();
  for (const auto& r : v.refs_out) out.push_back(RefJson(r));
  for (const auto& r : v.refs_in) in.push_back(RefJson(r));
  j["cites"] = out;
  j["cited_by"] = in;
  Json analogues = Json::array();
  for (const auto& a : v.analogues) {
    analogues.push_back(
        Json{{"game", a.other_game}, {"id", a.other_id}, {"rationale", a.rationale}});
  }
  j["analogues"] = analogues;
  Json rulings = Json::array();
  for (const auto& u : v.rulings) rulings.push_back(RulingJson(u));
  j["rulings"] = rulings;
  Json scenarios = Json::array();
  for (const auto& s : v.scenarios) {
    Json x{{"path", s.path}, {"title", s.title}};
    if (!s.cites_as.empty()) {
      x["cites_as"] = s.cites_as;
      x["text_changed_since"] = s.text_changed_since;
    }
    scenarios.push_back(x);
  }
  j["scenarios"] = scenarios;
  return j;
}

}  // namespace

std::string RuleJson(const std::string& query, const std::vector<store::RuleView>& views) {
  Json j;
  j["schema"] = "arbiter.rule/1";
  j["query"] = query;
  Json rules = Json::array();
  for (const auto& v : views) rules.push_back(ViewJson(v));
  j["rules"] = rules;
  return Dump(j);
}

std::string SearchJson(const std::string& query, const std::string& mode,
                       const std::vector<store::RuleView>& exact, const store::SearchResult& result,
                       const Docs& docs) {
  // Written as it goes (render/json_writer.h) rather than built as a tree and dumped: the same
  // bytes, at a fraction of the cost. A document's object is DocJson's, dumped once per document.
  const store::SearchNotes& n = result.notes;
  std::vector<std::pair<std::string, std::string>> dumped;  // key -> DocJsonByKey(docs, key)
  auto doc_json = [&](const std::string& key) -> const std::string& {
    for (const auto& [k, text] : dumped) {
      if (k == key) return text;
    }
    dumped.emplace_back(
        key, DocJsonByKey(docs, key).dump(2, ' ', false, nlohmann::json::error_handler_t::replace));
    return dumped.back().second;
  };
  auto strings = [](JsonWriter& w, const std::vector<std::string>& list) {
    w.BeginArray();
    for (const auto& s : list) w.String(s);
    w.EndArray();
  };
  JsonWriter w;
  w.BeginObject().Field("schema", "arbiter.search/1").Field("query", query).Field("mode", mode);
  w.Field("match", n.match);
  strings(w.Key("dropped"), n.dropped);
  strings(w.Key("common"), n.common);
  w.Key("corrections").BeginArray();
  for (const auto& [typed, searched] : n.corrections) {
    w.BeginObject().Field("typed", typed).Field("searched", searched).EndObject();
  }
  w.EndArray().Key("synonyms").BeginArray();
  for (const auto& [typed, rules] : n.synonyms) {
    w.BeginObject().Field("typed", typed).Field("rules", rules).EndObject();
  }
  w.EndArray();
  strings(w.Key("cards"), n.cards);
  w.Key("game_first");
  if (n.game.empty()) {
    w.Null();
  } else {
    w.BeginObject().Field("game", n.game).Field("reason", n.game_reason).EndObject();
  }
  w.Key("named_rules").BeginArray();
  for (const auto& v : exact) {
    w.BeginObject().Key("document").Raw(Dump(DocJson(v.document), false));
    w.Field("id", v.rule.id).Field("title", v.rule.title).Field("text", v.rule.text).EndObject();
  }
  w.EndArray().Key("hits").BeginArray();
  for (const auto& h : result.hits) {
    w.BeginObject().Field("kind", h.kind).Key("document");
    if (h.kind == "scenario") {
      w.Null();
    } else {
      w.Raw(doc_json(h.doc));
    }
    w.Field("game", h.game).Field("id", h.id).Field("title", h.title);
    w.Field("snippet", JsonMarks(h.snippet));
    w.Key("score").Double(std::round(h.score * 1e4) / 1e4);
    w.EndObject();
  }
  w.EndArray().EndObject();
  std::string out = w.Take();
  out += '\n';
  return out;
}

std::string DefineJson(const std::string& term, const std::vector<store::GlossaryRecord>& entries,
                       const Docs& docs, const std::vector<store::RuleView>& rules) {
  Json j;
  j["schema"] = "arbiter.define/1";
  j["query"] = term;
  Json out = Json::array();
  for (const auto& g : entries) {
    out.push_back(Json{{"document", DocJsonByKey(docs, g.doc)},
                       {"term", g.term},
                       {"definition", g.definition},
                       {"rule", g.rule_id}});
  }
  j["entries"] = out;
  Json defining = Json::array();  // the rules the entries name, each with every rule under it
  for (const auto& v : rules) defining.push_back(ViewJson(v));
  j["rules"] = defining;
  return Dump(j);
}

std::string RefsJson(const std::string& query, const std::vector<store::RuleView>& views) {
  Json j;
  j["schema"] = "arbiter.refs/1";
  j["query"] = query;
  Json rules = Json::array();
  for (const auto& v : views) {
    Json out = Json::array(), in = Json::array();
    for (const auto& r : v.refs_out) out.push_back(RefJson(r));
    for (const auto& r : v.refs_in) in.push_back(RefJson(r));
    rules.push_back(Json{
        {"document", DocJson(v.document)}, {"id", v.rule.id}, {"cites", out}, {"cited_by", in}});
  }
  j["rules"] = rules;
  return Dump(j);
}

std::string RulingsJson(const std::string& query, const std::vector<store::RulingRecord>& rulings,
                        const Docs& docs) {
  Json j;
  j["schema"] = "arbiter.rulings/1";
  j["query"] = query;
  Json out = Json::array();
  for (const auto& u : rulings) {
    Json r = RulingJson(u);
    r["document"] = DocJsonByKey(docs, u.doc);
    out.push_back(r);
  }
  j["rulings"] = out;
  return Dump(j);
}

std::string CheckJson(const std::vector<store::AnomalyRecord>& anomalies) {
  Json j;
  j["schema"] = "arbiter.check/1";
  int errors = 0, warnings = 0, notes = 0;
  Json out = Json::array();
  for (const auto& a : anomalies) {
    if (a.severity == "error")
      ++errors;
    else if (a.severity == "warning")
      ++warnings;
    else
      ++notes;
    out.push_back(Json{{"doc", a.doc},
                       {"file", a.file},
                       {"line", a.line},
                       {"severity", a.severity},
                       {"code", a.code},
                       {"message", a.message}});
  }
  j["errors"] = errors;
  j["warnings"] = warnings;
  j["notes"] = notes;
  j["anomalies"] = out;
  return Dump(j);
}

std::string DocumentsJson(const Docs& docs) {
  Json j;
  j["schema"] = "arbiter.documents/1";
  Json out = Json::array();
  for (const auto& d : docs) {
    Json e = DocJson(d);
    e["format"] = d.doc.format;
    e["source"] = d.doc.source;
    e["rules"] = d.rule_count;
    out.push_back(e);
  }
  j["documents"] = out;
  return Dump(j);
}

}  // namespace arbiter::render
