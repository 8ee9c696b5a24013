// Text forms of the lookup answers: plain lines, two-space indents, ANSI only when asked.
#include <map>
#include <sstream>

#include "corpus/windows.h"
#include "render/docs_render.h"
#include "render/lookup_render.h"
#include "util/strings.h"

namespace arbiter::render {
namespace {

const char* kBold = "\x1b[1m";
const char* kHighlight = "\x1b[1;33m";
const char* kReset = "\x1b[0m";

std::string Bold(const std::string& s, bool color) { return color ? kBold + s + kReset : s; }

// Replaces the snippet markers with colour or with [brackets].
std::string Marks(const std::string& s, bool color) {
  std::string out;
  for (char c : s) {
    if (c == kMarkOpen[0])
      out += color ? kHighlight : "[";
    else if (c == kMarkClose[0])
      out += color ? kReset : "]";
    else
      out += c;
  }
  return out;
}

// The first `n` characters of a one-line form of `s`, cut at a word and marked with "...".
std::string Short(const std::string& s, size_t n) {
  std::string one = CollapseSpaces(s);
  if (one.size() <= n) return one;
  size_t cut = one.rfind(' ', n);
  if (cut == std::string::npos || cut < n / 2) cut = n;
  // Never cut inside a UTF-8 sequence.
  while (cut > 0 && (static_cast<unsigned char>(one[cut]) & 0xC0) == 0x80) --cut;
  return one.substr(0, cut) + "...";
}

std::string Cite(const store::DocumentRecord& d, const std::string& id) { return CiteOf(d, id); }

const store::DocumentRecord* FindDoc(const Docs& docs, const std::string& key) {
  for (const auto& d : docs) {
    if (d.doc.key == key) return &d;
  }
  return nullptr;
}

// "mtg:701.19": each rule a ruling cites, with its game, or with its document when that is not
// the one its game answers from ("riftbound@1.3:323.6").
std::vector<std::string> QualifiedCites(const store::RulingRecord& u, const Docs& docs) {
  std::vector<std::string> out;
  for (size_t i = 0; i < u.cites.size(); ++i) {
    const std::string& game = i < u.cite_games.size() ? u.cite_games[i] : "";
    const std::string& doc = i < u.cite_docs.size() ? u.cite_docs[i] : "";
    const store::DocumentRecord* d = doc.empty() ? nullptr : FindDoc(docs, doc);
    if (d != nullptr && d->doc.role == "primary") {
      out.push_back(CiteOf(*d, u.cites[i]));
    } else {
      out.push_back(game.empty() ? u.cites[i] : game + ":" + u.cites[i]);
    }
  }
  return out;
}

// "clarified by the Unleashed Rules FAQ and Clarifications (2026-03-30)", "Lorwyn FAQ,
// 2007-09-25": a ruling's source and date as a heading says them.
std::string RulingOrigin(const store::RulingRecord& u) {
  const std::string when = u.date.empty() ? "" : u.date;
  if (u.source.find("FAQ and Clarifications") != std::string::npos) {
    return "clarified by the " + u.source + (when.empty() ? "" : " (" + when + ")");
  }
  return (u.source.empty() ? "unknown source" : u.source) + (when.empty() ? "" : ", " + when);
}

// "SUPERSEDED by mtg:202.3d mtg:709.4b: A split card now has ...", or, asked as of a date before
// that, "stood on 2026-05-01; superseded by riftbound@1.4 on 2026-07-16: ..." ("" while it
// stands).
std::string RulingStanding(const store::RulingRecord& u, const std::string& as_of) {
  if (u.superseded_by.empty()) return "";
  const std::string rest = u.superseded_by +
                           (u.superseded_on.empty() ? "" : " on " + u.superseded_on) +
                           (u.superseded_why.empty() ? "" : ": " + u.superseded_why);
  if (!as_of.empty() && !u.superseded_on.empty() && as_of < u.superseded_on) {
    return "stood on " + as_of + "; superseded later by " + rest;
  }
  return "SUPERSEDED by " + rest;
}

std::string RuleLine(const store::RuleRecord& r, size_t width) {
  std::string s = r.id;
  if (!r.title.empty())
    s += "  " + r.title;
  else if (!r.text.empty())
    s += "  " + Short(r.text, width);
  return s;
}

}  // namespace

std::string DocumentLabel(const store::DocumentRecord& d) {
  std::string s = d.doc.title;
  if (!d.doc.version.empty() && d.doc.title.find(d.doc.version) == std::string::npos) {
    s += " " + d.doc.version;
  }
  s += d.doc.effective.empty() ? " (no effective date)" : " (effective " + d.doc.effective + ")";
  return s;
}

std::string CiteOf(const store::DocumentRecord& d, const std::string& id) {
  const bool current =
      d.is_default && (d.window.until.empty() || corpus::TodayIso() < d.window.until);
  return (current ? d.doc.game : d.doc.key) + ":" + id;
}

std::string StandingNote(const store::DocumentRecord& d) {
  const corpus::Window& w = d.window;
  if (w.from.empty() || d.as_of.empty()) return "";
  const std::string by = !w.superseded_by.empty() ? w.superseded_by : w.replaced_by;
  const std::string superseded = "superseded" + (by.empty() ? "" : " by " + by) + " on " + w.until;
  if (d.as_of < w.from) return "not yet in force on " + d.as_of + " (from " + w.from + ")";
  if (!w.until.empty() && w.until <= d.as_of) {
    if (d.is_default) {
      return superseded + ": the rules in force on " + d.as_of +
             " are not held; this is the newest earlier release";
    }
    return superseded;
  }
  const std::string today = corpus::TodayIso();
  if (!w.until.empty() && w.until <= today) {
    return "in force on " + d.as_of + "; " + superseded;
  }
  return "";
}

namespace {

// `text` wrapped at `width` columns (counted in code points), every line starting with `indent`
// spaces; width 0 only indents.
std::string Wrap(const std::string& text, size_t indent, size_t width) {
  const std::string pad(indent, ' ');
  std::string out, line;
  size_t columns = 0;
  auto columns_of = [](const std::string& w) {
    size_t n = 0;
    for (unsigned char c : w) n += (c & 0xC0) != 0x80;
    return n;
  };
  for (const auto& word : Split(CollapseSpaces(text), ' ')) {
    const size_t w = columns_of(word);
    if (!line.empty() && width > 0 && indent + columns + 1 + w > width) {
      out += pad + line + "\n";
      line.clear();
      columns = 0;
    }
    if (!line.empty()) {
      line += " ";
      ++columns;
    }
    line += word;
    columns += w;
  }
  if (!line.empty()) out += pad + line + "\n";
  return out;
}

// The subrules of a view whole, each indented by its depth below the rule.
void FullSubrules(const store::RuleView& v, bool color, size_t width, std::ostringstream& out) {
  std::map<std::string, size_t> depth = {{v.rule.id, 0}};
  for (const auto& d : v.descendants) {
    auto up = depth.find(d.parent);
    const size_t level = up == depth.end() ? 1 : up->second + 1;
    depth[d.id] = level;
    const size_t indent = 2 * level;
    out << "\n"
        << std::string(indent, ' ') << Bold(d.id + (d.title.empty() ? "" : "  " + d.title), color)
        << "\n";
    if (!d.text.empty()) out << Wrap(d.text, indent, width);
    for (const auto& e : d.examples) out << Wrap("Example: " + e, indent + 2, width);
  }
}

std::string RuleTextWith(const std::vector<store::RuleView>& views, bool color, bool full,
                         size_t width);

}  // namespace

std::string RuleText(const std::vector<store::RuleView>& views, bool color) {
  return RuleTextWith(views, color, false, 0);
}

std::string RuleFullText(const std::vector<store::RuleView>& views, bool color, int width) {
  return RuleTextWith(views, color, true, width > 0 ? static_cast<size_t>(width) : 0);
}

namespace {

std::string RuleTextWith(const std::vector<store::RuleView>& views, bool color, bool full,
                         size_t width) {
  std::ostringstream out;
  bool first = true;
  for (const auto& v : views) {
    if (!first) out << "\n";
    first = false;
    const store::RuleRecord& r = v.rule;
    std::string head = Cite(v.document, r.id);
    if (!r.title.empty()) head += "  " + r.title;
    out << Bold(head, color) << "\n";
    out << "  " << DocumentLabel(v.document) << ", " << v.document.doc.source << ":" << r.line
        << "\n";
    if (const std::string note = StandingNote(v.document); !note.empty()) {
      out << "  " << note << "\n";
    }
    if (v.copies > 1) {
      out << "  note: this document prints " << r.id << " " << v.copies
          << " times; every copy is shown\n";
    }
    for (const auto& a : v.ancestors) out << "  in " << RuleLine(a, 70) << "\n";
    if (!r.source.empty() || !r.date.empty()) {
      out << "  source: " << r.source << (r.date.empty() ? "" : " " + r.date) << "\n";
    }
    if (full) {
      if (!r.text.empty()) out << "\n" << Wrap(r.text, 0, width);
      for (const auto& e : r.examples) out << "\n" << Wrap("Example: " + e, 0, width);
      FullSubrules(v, color, width, out);
    } else {
      if (!r.text.empty()) out << "\n" << r.text << "\n";
      for (const auto& e : r.examples) out << "\nExample: " << e << "\n";
    }
    if (!full && !v.children.empty()) {
      out << "\n" << Bold("Subrules:", color) << "\n";
      for (const auto& c : v.children) out << "  " << RuleLine(c, 70) << "\n";
    }
    if (!v.refs_out.empty()) {
      out << "\n" << Bold("Cites:", color) << "\n";
      for (const auto& ref : v.refs_out) {
        out << "  " << ref.to_id
            << (ref.resolved ? "  " + Short(ref.label, 70) : "  (unresolved: not in this document)")
            << "\n";
      }
    }
    if (!v.refs_in.empty()) {
      out << "\n" << Bold("Cited by:", color) << "\n";
      for (const auto& ref : v.refs_in)
        out << "  " << ref.from_id << "  " << Short(ref.label, 70) << "\n";
    }
    if (!v.analogues.empty()) {
      out << "\n" << Bold("Analogues:", color) << "\n";
      for (const auto& a : v.analogues) {
        out << "  " << a.other_game << ":" << a.other_id << "  " << a.rationale << "\n";
      }
    }
    if (!v.rulings.empty()) {
      out << "\n" << Bold("Rulings:", color) << "\n";
      for (const auto& u : v.rulings) {
        out << "  " << (u.card.empty() ? u.id : u.card) << " (" << RulingOrigin(u);
        if (!u.cites_as.empty()) {
          out << "; on " << u.cites_as
              << (u.text_changed_since ? ", whose words have changed since" : ", same words");
        }
        out << "): " << Short(u.text, 160) << "\n";
        if (const std::string st = RulingStanding(u, v.document.as_of); !st.empty()) {
          out << "    " << Short(st, 200) << "\n";
        }
      }
    }
    if (!v.scenarios.empty()) {
      out << "\n" << Bold("Scenarios:", color) << "\n";
      for (const auto& s : v.scenarios) {
        out << "  " << s.path << "  " << s.title;
        if (!s.cites_as.empty()) {
          out << "  (cites " << s.cites_as
              << (s.text_changed_since ? "; its words have changed since" : ", same words") << ")";
        }
        out << "\n";
      }
    }
  }
  return out.str();
}

}  // namespace

std::vector<std::string> SearchNoteLines(const store::SearchNotes& n) {
  std::vector<std::string> out;
  for (const auto& [typed, searched] : n.corrections) {
    out.push_back("searched for \"" + searched + "\" instead of \"" + typed + "\"");
  }
  if (!n.common.empty()) {
    out.push_back("not searched, in most rules: " + Join(n.common, ", ") + " (--all to require)");
  }
  if (!n.game.empty()) {
    std::string why = n.game_reason == "named"   ? "named in the question"
                      : n.game_reason == "cards" ? "the question names its cards"
                                                 : "its rules use the question's words most";
    out.push_back(n.game + " first: " + why + " (--game to choose)");
  }
  if (!n.cards.empty()) out.push_back("cards: " + Join(n.cards, ", "));
  return out;
}

std::string SearchText(const std::vector<store::RuleView>& exact, const store::SearchResult& result,
                       const Docs& docs, bool color) {
  std::ostringstream out;
  for (const auto& line : SearchNoteLines(result.notes)) out << line << "\n";
  int n = 0;
  for (const auto& v : exact) {
    out << ++n << ". " << Bold(Cite(v.document, v.rule.id), color);
    if (!v.rule.title.empty()) out << "  " << v.rule.title;
    out << "  [" << v.document.doc.key << ", the rule you named]\n";
    out << "   " << Short(v.rule.text, 200) << "\n";
  }
  std::string kind = n > 0 ? "rule" : "";
  for (const auto& h : result.hits) {
    if (h.kind != kind && (n > 0 || h.kind != "rule")) {
      // Each kind after the rules under its own heading.
      const char* heading = h.kind == "glossary"   ? "Glossary:"
                            : h.kind == "ruling"   ? "Rulings:"
                            : h.kind == "scenario" ? "Scenarios:"
                                                   : "Rules:";
      out << Bold(heading, color) << "\n";
    }
    kind = h.kind;
    const store::DocumentRecord* d = FindDoc(docs, h.doc);
    std::string id;
    if (h.kind == "rule")
      id = d ? Cite(*d, h.id) : h.doc + ":" + h.id;
    else if (h.kind == "glossary")
      id = "glossary \"" + h.id + "\"";
    else if (h.kind == "ruling")
      id = "ruling " + h.id;
    else
      id = "scenario " + h.id;
    out << ++n << ". " << Bold(id, color);
    if (!h.title.empty() && h.kind != "glossary") out << "  " << h.title;
    out << "  [" << (h.kind == "scenario" ? h.game : h.doc) << "]\n";
    out << "   " << Marks(CollapseSpaces(h.snippet), color) << "\n";
  }
  return out.str();
}

std::string DefineText(const std::vector<store::GlossaryRecord>& entries, const Docs& docs,
                       bool color) {
  std::ostringstream out;
  bool first = true;
  for (const auto& g : entries) {
    if (!first) out << "\n";
    first = false;
    const store::DocumentRecord* d = FindDoc(docs, g.doc);
    out << Bold(g.term, color) << "\n";
    out << "  " << (d ? DocumentLabel(*d) : g.doc);
    if (!g.rule_id.empty()) out << ", rule " << g.rule_id;
    out << "\n\n" << g.definition << "\n";
  }
  return out.str();
}

std::string RefsText(const std::vector<store::RuleView>& views, bool color) {
  std::ostringstream out;
  bool first = true;
  for (const auto& v : views) {
    if (!first) out << "\n";
    first = false;
    out << Bold(Cite(v.document, v.rule.id), color) << "  " << DocumentLabel(v.document) << "\n";
    out << "  cites:";
    if (v.refs_out.empty()) out << " nothing";
    out << "\n";
    for (const auto& r : v.refs_out) {
      out << "    " << r.to_id << "  \"" << r.written << "\""
          << (r.resolved ? "" : "  (unresolved: not in this document)") << "\n";
    }
    out << "  cited by:";
    if (v.refs_in.empty()) out << " nothing";
    out << "\n";
    for (const auto& r : v.refs_in) out << "    " << r.from_id << "  \"" << r.written << "\"\n";
  }
  return out.str();
}

std::string RulingsText(const std::vector<store::RulingRecord>& rulings, const Docs& docs,
                        bool color) {
  std::ostringstream out;
  bool first = true;
  for (const auto& u : rulings) {
    if (!first) out << "\n";
    first = false;
    const store::DocumentRecord* d = FindDoc(docs, u.doc);
    std::string head = u.card.empty() ? u.id : u.card + "  (" + u.id + ")";
    out << Bold(head, color) << "\n";
    out << "  " << RulingOrigin(u) << "; " << (d ? d->doc.title : u.doc) << "\n";
    if (!u.cites.empty()) {
      // Each with its game: a 2008 ruling's cites are mapped to today's rules of that game.
      out << "  cites " << Join(QualifiedCites(u, docs), ", ") << "\n";
    }
    const std::string as_of = docs.empty() ? "" : docs.front().as_of;
    if (const std::string st = RulingStanding(u, as_of); !st.empty()) out << "  " << st << "\n";
    out << "\n" << u.text << "\n";
  }
  return out.str();
}

std::string CheckText(const std::vector<store::AnomalyRecord>& anomalies, bool color) {
  std::ostringstream out;
  std::map<std::string, int> counts;
  for (const auto& a : anomalies) {
    ++counts[a.severity];
    out << a.file;
    if (a.line > 0) out << ":" << a.line;
    std::string sev = a.severity + ":";
    if (color && a.severity == "error") sev = std::string("\x1b[1;31m") + sev + kReset;
    out << ": " << sev << " " << a.message << " [" << a.code << "]\n";
  }
  out << counts["error"] << " errors, " << counts["warning"] << " warnings, " << counts["note"]
      << " notes\n";
  return out.str();
}

std::string DocumentsText(const Docs& docs, bool color) {
  std::ostringstream out;
  for (const auto& d : docs) {
    out << "  " << d.doc.key << "  " << DocumentLabel(d) << ", " << DocumentCounts(d);
    if (d.doc.role != "primary") out << ", " << d.doc.role;
    if (d.is_default) out << ", default for " << d.doc.game;
    if (d.is_local) out << ", imported";
    out << "\n";
  }
  return out.str();
}

}  // namespace arbiter::render
