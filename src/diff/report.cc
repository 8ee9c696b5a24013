#include "diff/report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "util/strings.h"

namespace arbiter::diff {
namespace {

using nlohmann::json;

bool Wanted(const RuleChange& c, const ReportOptions& o) {
  if (o.hide_renumbered && c.kind == ChangeKind::kMoved && !c.text_changed) return false;
  if (o.hide_refs_only && c.refs_only) return false;
  if (!o.kinds.empty()) return std::find(o.kinds.begin(), o.kinds.end(), c.kind) != o.kinds.end();
  return o.all || c.kind != ChangeKind::kUnchanged;
}

// "; hidden: 1,479 renumbered, 52 with only rule numbers changed" for the options that hide.
std::string HiddenNote(const DocumentDiff& diff, const ReportOptions& o) {
  int renumbered = 0, refs = 0;
  for (const RuleChange& c : diff.changes) {
    if (o.hide_renumbered && c.kind == ChangeKind::kMoved && !c.text_changed) {
      ++renumbered;
    } else if (o.hide_refs_only && c.refs_only) {
      ++refs;
    }
  }
  std::vector<std::string> parts;
  if (o.hide_renumbered) parts.push_back(std::to_string(renumbered) + " renumbered only");
  if (o.hide_refs_only) parts.push_back(std::to_string(refs) + " with only rule numbers changed");
  return parts.empty() ? "" : "not shown: " + Join(parts, ", ") + "\n";
}

std::string FirstLine(const std::string& s, size_t max = 100) {
  std::string line = s.substr(0, s.find('\n'));
  if (line.size() > max) {
    size_t cut = max;
    while (cut > 0 && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80) --cut;
    line = line.substr(0, cut) + "...";
  }
  return line;
}

std::string Indent(const std::string& s, const std::string& pad) {
  std::string out = pad;
  for (char c : s) {
    out += c;
    if (c == '\n') out += pad;
  }
  return out;
}

std::string DocLabel(const corpus::Document& d) {
  std::string s = d.key + " (" + d.title;
  if (!d.effective.empty()) s += ", effective " + d.effective;
  return s + ")";
}

json DocJson(const corpus::Document& d) {
  return {{"key", d.key},
          {"game", d.game},
          {"title", d.title},
          {"version", d.version},
          {"effective", d.effective}};
}

json WordsJson(const std::vector<WordRun>& runs) {
  json a = json::array();
  for (const WordRun& r : runs) {
    const char* op = r.kind == WordRun::Kind::kSame      ? "same"
                     : r.kind == WordRun::Kind::kRemoved ? "removed"
                                                         : "added";
    a.push_back({{"op", op}, {"text", r.text}, {"space_before", r.space_before}});
  }
  return a;
}

json ChangeJson(const RuleChange& c) {
  json j = {{"kind", ChangeKindName(c.kind)}, {"old", c.old_ids}, {"new", c.new_ids}};
  if (c.kind != ChangeKind::kAdded && c.kind != ChangeKind::kRemoved) {
    j["similarity"] = std::round(c.similarity * 1000) / 1000;
    j["text_changed"] = c.text_changed;
    j["refs_only"] = c.refs_only;
    if (c.text_changed) j["words"] = WordsJson(c.words);
  } else {
    j["text"] = c.text;
  }
  if (!c.reason.empty()) j["override"] = c.reason;
  j["title"] = c.title;
  if (!c.doubtful.empty()) j["doubtful"] = c.doubtful;
  return j;
}

json CountsJson(const DiffCounts& n) {
  return {{"old_rules", n.old_rules}, {"new_rules", n.new_rules}, {"unchanged", n.unchanged},
          {"edited", n.edited},       {"moved", n.moved},         {"moved_edited", n.moved_edited},
          {"added", n.added},         {"removed", n.removed},     {"split", n.split},
          {"merged", n.merged},       {"refs_only", n.refs_only}};
}

std::string Ids(const std::vector<std::string>& ids) { return Join(ids, " + "); }

}  // namespace

std::string CountsLine(const DiffCounts& n) {
  char buf[600];
  std::snprintf(buf, sizeof buf,
                "%d -> %d rules: %d unchanged, %d edited, %d moved (%d also edited), %d added, "
                "%d removed, %d split, %d merged; %d changed only in rule numbers",
                n.old_rules, n.new_rules, n.unchanged, n.edited, n.moved, n.moved_edited, n.added,
                n.removed, n.split, n.merged, n.refs_only);
  return buf;
}

std::string RenderDiffText(const DocumentDiff& diff, const corpus::Document& from,
                           const corpus::Document& to, const ReportOptions& o) {
  std::string out =
      "diff " + DocLabel(from) + "\n  -> " + DocLabel(to) + "\n" + CountsLine(diff.counts) + "\n";
  for (const std::string& p : diff.problems) out += "problem: " + p + "\n";
  int doubtful = 0;
  for (const RuleChange& c : diff.changes) doubtful += !c.doubtful.empty() && Wanted(c, o);
  if (doubtful > 0) {
    out += std::to_string(doubtful) +
           " of the changes shown are doubtful: an import anomaly touches their rules\n";
  }
  out += HiddenNote(diff, o);
  if (o.summary) return out;
  for (const RuleChange& c : diff.changes) {
    if (!Wanted(c, o)) continue;
    char head[32];
    std::snprintf(head, sizeof head, "%-9s", ChangeKindName(c.kind));
    out += "\n";
    out += head;
    switch (c.kind) {
      case ChangeKind::kAdded:
        out += Ids(c.new_ids) + "\n" + Indent(c.text, "  + ") + "\n";
        break;
      case ChangeKind::kRemoved:
        out += Ids(c.old_ids) + "\n" + Indent(c.text, "  - ") + "\n";
        break;
      case ChangeKind::kUnchanged:
      case ChangeKind::kEdited:
        out += Ids(c.new_ids);
        break;
      default:
        out += Ids(c.old_ids) + " -> " + Ids(c.new_ids);
        // A pure renumbering: the title says which rule moved ("moved    721 -> 731 Accelerate").
        if (c.kind == ChangeKind::kMoved && !c.text_changed && !c.title.empty()) {
          out += " " + c.title;
        }
        break;
    }
    if (c.kind == ChangeKind::kAdded || c.kind == ChangeKind::kRemoved) {
      if (!c.reason.empty()) out += "  override: " + c.reason + "\n";
      if (!c.doubtful.empty()) out += "  doubtful: " + FirstLine(c.doubtful, 160) + "\n";
      continue;
    }
    if (c.refs_only) out += "  (rule numbers only)";
    out += "\n";
    if (!c.reason.empty()) out += "  override: " + c.reason + "\n";
    if (!c.doubtful.empty()) out += "  doubtful: " + FirstLine(c.doubtful, 160) + "\n";
    if (c.text_changed) out += Indent(RenderWordDiff(c.words, o.color), "  ") + "\n";
  }
  return out;
}

std::string RenderDiffJson(const DocumentDiff& diff, const corpus::Document& from,
                           const corpus::Document& to, const ReportOptions& o) {
  json changes = json::array();
  if (!o.summary) {
    for (const RuleChange& c : diff.changes) {
      if (Wanted(c, o)) changes.push_back(ChangeJson(c));
    }
  }
  json j = {{"schema", "arbiter.diff/1"}, {"from", DocJson(from)},
            {"to", DocJson(to)},          {"counts", CountsJson(diff.counts)},
            {"changes", changes},         {"problems", diff.problems}};
  j["hidden"] = {{"renumbered", o.hide_renumbered}, {"refs_only", o.hide_refs_only}};
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::vector<MappedRuling> MapRulings(const DocumentDiff& diff,
                                     const corpus::ImportedDocument& from) {
  std::vector<MappedRuling> out;
  for (const corpus::Ruling& r : from.rulings) {
    MappedRuling m;
    m.ruling = &r;
    for (const std::string& cite : r.cites) {
      const RuleChange* c = diff.ForOld(cite);
      if (c == nullptr) continue;
      for (const std::string& id : c->new_ids) {
        if (std::find(m.new_ids.begin(), m.new_ids.end(), id) == m.new_ids.end()) {
          m.new_ids.push_back(id);
        }
      }
    }
    out.push_back(std::move(m));
  }
  return out;
}

std::string RenderMappingText(const DocumentDiff& diff, const corpus::ImportedDocument& from,
                              const corpus::Document& to) {
  std::string out = "map " + DocLabel(from.doc) + "\n  -> " + DocLabel(to) + "\n";
  std::vector<std::string> unmapped;
  int mapped = 0;
  for (const corpus::Rule& r : from.rules) {
    const RuleChange* c = diff.ForOld(r.id);
    char line[64];
    std::snprintf(line, sizeof line, "%-10s -> ", r.id.c_str());
    out += line;
    if (c == nullptr || c->new_ids.empty()) {
      out += "(no counterpart)";
      unmapped.push_back(r.id);
    } else {
      ++mapped;
      out += Ids(c->new_ids);
      char sim[48];
      std::snprintf(sim, sizeof sim, "  [%s, similarity %.2f]", ChangeKindName(c->kind),
                    c->similarity);
      out += sim;
    }
    const std::string label = r.title.empty() ? FirstLine(r.text, 60) : r.title;
    out += "  " + label + "\n";
    if (c != nullptr && !c->reason.empty()) out += "             override: " + c->reason + "\n";
  }
  out += std::to_string(mapped) + " of " + std::to_string(from.rules.size()) + " rules mapped";
  out += unmapped.empty() ? "\n" : "; not mapped: " + Join(unmapped, ", ") + "\n";
  for (const std::string& p : diff.problems) out += "problem: " + p + "\n";
  const auto rulings = MapRulings(diff, from);
  if (!rulings.empty()) out += "\nrulings:\n";
  for (const MappedRuling& m : rulings) {
    out +=
        "  " + m.ruling->id + " (cites " + Join(m.ruling->cites, ", ") + ") -> " +
        (m.new_ids.empty() ? std::string("(not mapped)") : to.game + ":" + Join(m.new_ids, ", ")) +
        "\n";
  }
  return out;
}

std::string RenderMappingJson(const DocumentDiff& diff, const corpus::ImportedDocument& from,
                              const corpus::Document& to) {
  json rules = json::array();
  json unmapped = json::array();
  for (const corpus::Rule& r : from.rules) {
    const RuleChange* c = diff.ForOld(r.id);
    json j = {{"id", r.id}, {"title", r.title}};
    if (c == nullptr || c->new_ids.empty()) {
      j["to"] = json::array();
      unmapped.push_back(r.id);
    } else {
      j["to"] = c->new_ids;
      j["kind"] = ChangeKindName(c->kind);
      j["similarity"] = std::round(c->similarity * 1000) / 1000;
    }
    if (c != nullptr && !c->reason.empty()) j["override"] = c->reason;
    rules.push_back(j);
  }
  json rulings = json::array();
  for (const MappedRuling& m : MapRulings(diff, from)) {
    rulings.push_back({{"id", m.ruling->id}, {"cites", m.ruling->cites}, {"to", m.new_ids}});
  }
  json j = {{"schema", "arbiter.mapping/1"},
            {"from", DocJson(from.doc)},
            {"to", DocJson(to)},
            {"rules", rules},
            {"unmapped", unmapped},
            {"rulings", rulings},
            {"problems", diff.problems}};
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace arbiter::diff
